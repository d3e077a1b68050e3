import { describe, expect, it } from 'vitest'
import { SOLANA_DEV_ADDRESSES } from '../constants.js'
import { useSeededRpc } from '../fixtures/seeded-rpc.js'

describe('Solana RPC: transaction history', () => {
  const t = useSeededRpc()

  it('asks for maxSupportedTransactionVersion before describing a v0 transaction, as Agave does', async () => {
    const [signature] = t.ledger.signaturesFor(SOLANA_DEV_ADDRESSES[0])
    expect(await t.errorOf('getTransaction', [signature])).toMatchObject({ code: -32015 })
    expect(
      await t.call('getTransaction', [signature, { maxSupportedTransactionVersion: 0, encoding: 'base64' }]),
    ).toMatchObject({
      transaction: [expect.any(String), 'base64'],
      version: 0,
    })
    expect(await t.call('getTransaction', ['1'.repeat(64), { maxSupportedTransactionVersion: 0 }])).toBeNull()
  })
})
