import { type Address } from '@solana/kit'
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { describe, expect, it } from 'vitest'
import { SOLANA_DEV_ADDRESSES, SOLANA_DEVNET_MINT } from '../constants.js'
import { useSeededRpc } from '../fixtures/seeded-rpc.js'
import { devnetTokenAccount } from '../seed-solana.js'

describe('Solana RPC: accounts', () => {
  const t = useSeededRpc()

  it('getProgramAccounts filters by size and bytes', async () => {
    const mints = (await t.call('getProgramAccounts', [
      TOKEN_PROGRAM_ADDRESS,
      { encoding: 'base64', filters: [{ dataSize: 82 }] },
    ])) as { pubkey: string }[]
    expect(mints.map((entry) => entry.pubkey)).toEqual([SOLANA_DEVNET_MINT])
    const holders = (await t.call('getProgramAccounts', [
      TOKEN_PROGRAM_ADDRESS,
      { encoding: 'base64', filters: [{ dataSize: 165 }, { memcmp: { offset: 32, bytes: SOLANA_DEV_ADDRESSES[2] } }] },
    ])) as { pubkey: string }[]
    expect(holders.map((entry) => entry.pubkey)).toEqual([await devnetTokenAccount(SOLANA_DEV_ADDRESSES[2] as Address)])
  })
})
