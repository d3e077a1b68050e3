import { none, some, type Address } from '@solana/kit'
import { AccountState, getMintEncoder, getTokenEncoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { describe, expect, it } from 'vitest'
import { formatUnits, parseTokenProgramAccount, uiTokenAmount } from './token-parsing.js'

const MINT = '9ZdWMLjTbbqYt7XVWpohXB2WarktszJFLsnURq7r9C7z' as Address
const OWNER = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96' as Address

describe('token parsing', () => {
  it('formats amounts exactly, without trailing zeros', () => {
    expect(formatUnits(1_000_000_000n, 6)).toBe('1000')
    expect(formatUnits(500_000n, 6)).toBe('0.5')
    expect(formatUnits(12_000_001n, 6)).toBe('12.000001')
    expect(formatUnits(7n, 0)).toBe('7')
    expect(uiTokenAmount(2_500_000n, 6)).toEqual({
      amount: '2500000',
      decimals: 6,
      uiAmount: 2.5,
      uiAmountString: '2.5',
    })
  })

  it('parses a token account as the RPC jsonParsed encoding does', () => {
    const data = getTokenEncoder().encode({
      mint: MINT,
      owner: OWNER,
      amount: 1_000_000_000n,
      delegate: none(),
      state: AccountState.Initialized,
      isNative: none(),
      delegatedAmount: 0n,
      closeAuthority: none(),
    }) as Uint8Array
    expect(parseTokenProgramAccount(TOKEN_PROGRAM_ADDRESS, data, () => 6)).toEqual({
      program: 'spl-token',
      space: 165,
      parsed: {
        type: 'account',
        info: {
          isNative: false,
          mint: MINT,
          owner: OWNER,
          state: 'initialized',
          tokenAmount: { amount: '1000000000', decimals: 6, uiAmount: 1000, uiAmountString: '1000' },
        },
      },
    })
  })

  it('parses a mint, and leaves other programs and unknown mints alone', () => {
    const data = getMintEncoder().encode({
      mintAuthority: some(OWNER),
      supply: 3n,
      decimals: 6,
      isInitialized: true,
      freezeAuthority: none(),
    }) as Uint8Array
    expect(parseTokenProgramAccount(TOKEN_PROGRAM_ADDRESS, data, () => 6)?.parsed).toEqual({
      type: 'mint',
      info: { decimals: 6, freezeAuthority: null, isInitialized: true, mintAuthority: OWNER, supply: '3' },
    })
    expect(parseTokenProgramAccount('11111111111111111111111111111111', data, () => 6)).toBeUndefined()
  })
})
