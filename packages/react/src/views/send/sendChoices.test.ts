import { describe, expect, it } from 'vitest'
import { solanaDevnet } from '@foyer/core'
import { NATIVE_CHOICE, nativeChoice, sendableTokens, tokenChoice } from './sendChoices.js'

const fdol = {
  value: '125000000',
  decimals: 6,
  symbol: 'FDOL',
  formatted: '125',
  token: { address: 'FDoL', symbol: 'FDOL', decimals: 6, name: 'Foyer Dollar' },
}

describe('send choices', () => {
  it('offers the native currency with its balance only once settled', () => {
    expect(nativeChoice(solanaDevnet, { balance: '2.5', symbol: 'SOL', status: 'idle' })).toMatchObject({
      key: NATIVE_CHOICE,
      symbol: 'SOL',
      balance: '2.5',
      decimals: 9,
      token: undefined,
    })
    // A refresh under way or a failure: no balance, so Max is off rather than filling a stale one.
    expect(nativeChoice(solanaDevnet, { balance: '2.5', symbol: 'SOL', status: 'loading' }).balance).toBeUndefined()
    expect(nativeChoice(solanaDevnet, { balance: undefined, symbol: undefined, status: 'error' })).toMatchObject({
      symbol: solanaDevnet.nativeCurrency.symbol,
      balance: undefined,
    })
  })

  it('offers a token under its address, with its TokenInfo for the send', () => {
    expect(tokenChoice(fdol)).toEqual({
      key: 'FDoL',
      symbol: 'FDOL',
      name: 'Foyer Dollar',
      balance: '125',
      decimals: 6,
      token: fdol.token,
      imageUrl: undefined,
    })
  })

  it('leaves out token balances with 0 decimals (spec §5)', () => {
    const nft = { ...fdol, decimals: 0, token: { address: 'Nft', symbol: 'NFT', decimals: 0 } }
    expect(sendableTokens([fdol, nft]).map((t) => t.token.symbol)).toEqual(['FDOL'])
  })
})
