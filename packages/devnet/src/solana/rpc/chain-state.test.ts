import { getBase58Encoder } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { useSeededRpc } from '../fixtures/seeded-rpc.js'

describe('Solana RPC: chain state and fees', () => {
  const t = useSeededRpc()

  it('prices a message at 5,000 lamports per signature, or null once its blockhash is unknown', async () => {
    // A minimal legacy message: header (1 signer), 1 account key, the blockhash, no instructions.
    const message = (blockhash: Uint8Array) => {
      const bytes = new Uint8Array(3 + 1 + 32 + 32 + 1)
      bytes.set([1, 0, 0, 1], 0)
      bytes.set(blockhash, 4 + 32)
      return Buffer.from(bytes).toString('base64')
    }
    const current = getBase58Encoder().encode(t.ledger.latestBlockhash().blockhash) as Uint8Array
    expect(((await t.call('getFeeForMessage', [message(current)])) as { value: unknown }).value).toBe(5_000n)
    expect(
      ((await t.call('getFeeForMessage', [message(new Uint8Array(32).fill(9))])) as { value: unknown }).value,
    ).toBeNull()
  })
})
