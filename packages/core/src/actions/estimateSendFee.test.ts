import { describe, expect, it } from 'vitest'
import { setupClient } from '../test/setup-client.js'
import { estimateSendFee } from './estimateSendFee.js'

describe('estimateSendFee', () => {
  it("answers with the adapter's estimate for the connected account, and undefined when it has none", async () => {
    const { client, adapter } = await setupClient()
    await client.connect('test.wallet')
    expect(await estimateSendFee(client, { to: '0x2', amount: '1' })).toBeUndefined()
    const asked: unknown[] = []
    adapter.estimateSendFee = async (args) => {
      asked.push(args)
      return { value: '21000000000000', decimals: 18, symbol: 'ETH', formatted: '0.000021' }
    }
    expect(await estimateSendFee(client, { to: '0x2', amount: '1' })).toMatchObject({ formatted: '0.000021' })
    expect(asked[0]).toMatchObject({ address: '0x1111111111111111111111111111111111111111', to: '0x2', amount: '1' })
  })

  it('refuses without a connected wallet', async () => {
    const { client, adapter } = await setupClient()
    adapter.estimateSendFee = async () => ({ value: '1', decimals: 18, symbol: 'ETH', formatted: '0' })
    await expect(estimateSendFee(client, { to: '0x2', amount: '1' })).rejects.toThrow('Wallet not connected')
  })
})
