import { type Address } from '@solana/kit'
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { describe, expect, it } from 'vitest'
import { SOLANA_DEV_ADDRESSES, SOLANA_DEVNET_MINT } from '../constants.js'
import { useSeededRpc } from '../fixtures/seeded-rpc.js'
import { devnetTokenAccount } from '../seed-solana.js'

describe('Solana RPC: token accounts', () => {
  const t = useSeededRpc()

  it('refuses token queries for a mint or account that is not one', async () => {
    expect(
      await t.errorOf('getTokenAccountsByOwner', [SOLANA_DEV_ADDRESSES[0], { mint: SOLANA_DEV_ADDRESSES[1] }]),
    ).toMatchObject({ code: -32602 })
    expect(await t.errorOf('getTokenAccountBalance', [SOLANA_DEV_ADDRESSES[0]])).toMatchObject({ code: -32602 })
    expect(await t.errorOf('getTokenSupply', [SOLANA_DEV_ADDRESSES[0]])).toMatchObject({ code: -32602 })
  })

  it('getParsedTokenAccountsByOwner is getTokenAccountsByOwner in jsonParsed', async () => {
    const result = (await t.call('getParsedTokenAccountsByOwner', [
      SOLANA_DEV_ADDRESSES[1],
      { programId: TOKEN_PROGRAM_ADDRESS },
    ])) as {
      value: { pubkey: string; account: { data: { parsed: { info: { mint: string } } } } }[]
    }
    expect(result.value).toHaveLength(1)
    expect(result.value[0]!.pubkey).toBe(await devnetTokenAccount(SOLANA_DEV_ADDRESSES[1] as Address))
    expect(result.value[0]!.account.data.parsed.info.mint).toBe(SOLANA_DEVNET_MINT)
  })
})
