import { describe, expect, it } from 'vitest'
import { setupClient } from '../test/setup-client.js'
import { ErrorText } from '../errors.js'

describe('requests', () => {
  it('gates wallet calls by spec §6', async () => {
    const { client, adapter } = await setupClient()
    await expect(client.request({ method: 'eth_chainId' })).rejects.toThrow(ErrorText.WALLET_NOT_CONNECTED)
    await client.connect('test.wallet')
    await expect(client.request({ method: 'eth_sign', params: [] })).rejects.toThrow(ErrorText.RPC_NOT_ALLOWED)
    await client.request({ method: 'personal_sign', params: ['0x', '0x'] })
    expect(adapter.requests.map((r) => r.method)).toEqual(['personal_sign'])
  })
})
