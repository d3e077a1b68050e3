import { describe, expect, it } from 'vitest'
import { memoryStorage } from '../test/memory-storage.js'
import { ACCOUNT_0, ACCOUNT_1, recordEvents, useEvmProviderHarness } from '../test/evm-provider-harness.js'

describe('createDevWalletProvider: connecting', () => {
  const t = useEvmProviderHarness()

  it('asks once, then returns the account; eth_accounts is empty until then', async () => {
    const provider = t.makeProvider()
    const events = recordEvents(provider)
    expect(provider.isFoyerDevWallet).toBe(true)
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([ACCOUNT_0])
    expect(t.asked).toMatchObject([
      { method: 'eth_requestAccounts', origin: 'http://127.0.0.1:5173', account: ACCOUNT_0 },
    ])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([ACCOUNT_0])
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([ACCOUNT_0])
    expect(t.asked).toHaveLength(1)
    expect(events).toEqual([
      ['connect', { chainId: '0x7a69' }],
      ['accountsChanged', [ACCOUNT_0]],
    ])
  })

  it('shares one prompt between concurrent requests', async () => {
    const provider = t.makeProvider()
    const results = await Promise.all([
      provider.request({ method: 'eth_requestAccounts' }),
      provider.request({ method: 'eth_requestAccounts' }),
    ])
    expect(results).toEqual([[ACCOUNT_0], [ACCOUNT_0]])
    expect(t.asked).toHaveLength(1)
  })

  it('rejects with 4001 when the person says no, and stays disconnected', async () => {
    const provider = t.makeProvider()
    t.answer = false
    await expect(provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    })
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('grants, lists and revokes the eth_accounts permission', async () => {
    const provider = t.makeProvider()
    const events = recordEvents(provider)
    const granted = await provider.request({ method: 'wallet_requestPermissions', params: [{ eth_accounts: {} }] })
    expect(granted).toMatchObject([
      { parentCapability: 'eth_accounts', caveats: [{ type: 'restrictReturnedAccounts', value: [ACCOUNT_0] }] },
    ])
    expect(await provider.request({ method: 'wallet_getPermissions' })).toMatchObject(granted)
    await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await provider.request({ method: 'wallet_getPermissions' })).toEqual([])
    expect(events.at(-1)).toEqual(['accountsChanged', []])
  })

  it('remembers the connection in storage when given a key', async () => {
    const storage = memoryStorage()
    const first = await t.connected({ storageKey: 'wallet', storage })
    first.devWallet.switchAccount(1)
    const second = t.makeProvider({ storageKey: 'wallet', storage })
    expect(await second.request({ method: 'eth_accounts' })).toEqual([ACCOUNT_1])
    second.devWallet.disconnect()
    expect(await t.makeProvider({ storageKey: 'wallet', storage }).request({ method: 'eth_accounts' })).toEqual([])
  })
})
