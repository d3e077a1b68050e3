import { describe, expect, it } from 'vitest'
import { useSeededRpc } from './fixtures/seeded-rpc.js'

describe('Solana RPC methods', () => {
  const t = useSeededRpc()

  it('answers an unknown method with -32601 and a bad address with -32602', async () => {
    expect(await t.errorOf('getBlockProduction')).toMatchObject({ code: -32601, message: 'Method not found' })
    expect(await t.errorOf('getBalance', ['not-an-address'])).toMatchObject({ code: -32602 })
  })
})
