import { describe, expect, it } from 'vitest'
import { ACCOUNT_0, ACCOUNT_1, recordEvents, useEvmProviderHarness } from './test/evm-provider-harness.js'

describe('createDevWalletProvider: test controls and refusals', () => {
  const t = useEvmProviderHarness()

  it('switchAccount emits accountsChanged; disconnect emits accountsChanged [] and disconnect', async () => {
    const provider = await t.connected()
    const events = recordEvents(provider)
    provider.devWallet.switchAccount(1)
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([ACCOUNT_1])
    provider.devWallet.disconnect()
    expect(events.map(([name]) => name)).toEqual(['accountsChanged', 'accountsChanged', 'disconnect'])
    expect(events[0]).toEqual(['accountsChanged', [ACCOUNT_1]])
    expect(events[1]).toEqual(['accountsChanged', []])
    expect(events[2]?.[1]).toMatchObject({ code: 4900 })
    expect(() => provider.devWallet.switchAccount(-1)).toThrow(RangeError)
  })

  it('answers unknown methods and eth_sign with 4200, and stops listening after removeListener', async () => {
    const provider = await t.connected()
    await expect(provider.request({ method: 'foo_bar' } as never)).rejects.toMatchObject({ code: 4200 })
    await expect(provider.request({ method: 'eth_sign', params: [ACCOUNT_0, '0x00'] })).rejects.toMatchObject({
      code: 4200,
    })
    await expect(
      provider.request({ method: 'anvil_setBalance', params: [ACCOUNT_0, '0x0'] } as never),
    ).rejects.toMatchObject({ code: 4200 })
    const heard: unknown[] = []
    const listener = (accounts: unknown) => heard.push(accounts)
    provider.on('accountsChanged', listener as never)
    provider.removeListener('accountsChanged', listener as never)
    provider.devWallet.switchAccount(2)
    expect(heard).toEqual([])
  })
})
