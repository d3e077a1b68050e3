import { describe, expect, it } from 'vitest'
import { ACCOUNT_0, recordEvents, useEvmProviderHarness } from '../test/evm-provider-harness.js'

describe('createDevWalletProvider: chains', () => {
  const t = useEvmProviderHarness()

  it('reports the chain as hex and net_version as decimal', async () => {
    const provider = t.makeProvider()
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(await provider.request({ method: 'net_version' })).toBe('31337')
  })

  it('refuses to switch to an unknown chain with 4902', async () => {
    const provider = await t.connected()
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x539' }] }),
    ).rejects.toMatchObject({
      code: 4902,
    })
  })

  it('adds a chain after approval, switches to it, and can switch back', async () => {
    const provider = await t.connected()
    const events = recordEvents(provider)
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId: '0x539',
          chainName: 'Second devnet',
          rpcUrls: [t.devnet.rpcUrl],
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
      ],
    })
    expect(t.asked).toMatchObject([
      { method: 'wallet_addEthereumChain', chainToAdd: { id: 1337, name: 'Second devnet', rpcUrl: t.devnet.rpcUrl } },
    ])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x539')
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] })
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x539' }] })
    expect(events).toEqual([
      ['chainChanged', '0x539'],
      ['chainChanged', '0x7a69'],
      ['chainChanged', '0x539'],
    ])
    expect(t.asked).toHaveLength(1)
  })

  it('does not add a chain the person rejects', async () => {
    const provider = await t.connected()
    t.answer = false
    await expect(
      provider.request({
        method: 'wallet_addEthereumChain',
        params: [{ chainId: '0x53a', chainName: 'X', rpcUrls: [t.devnet.rpcUrl] }],
      }),
    ).rejects.toMatchObject({ code: 4001 })
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x53a' }] }),
    ).rejects.toMatchObject({ code: 4902 })
  })

  it('moveToChain goes to any chain id and emits chainChanged', async () => {
    const provider = await t.connected()
    const events = recordEvents(provider)
    provider.devWallet.moveToChain({ id: 4242, rpcUrl: t.devnet.rpcUrl })
    expect(events).toEqual([['chainChanged', '0x1092']])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1092')
    // Reads still reach that chain's RPC.
    expect(await provider.request({ method: 'eth_getBalance', params: [ACCOUNT_0, 'latest'] })).toMatch(/^0x/)
  })

  it('reports empty capabilities per chain', async () => {
    const provider = await t.connected()
    expect(await provider.request({ method: 'wallet_getCapabilities', params: [ACCOUNT_0] })).toEqual({ '0x7a69': {} })
  })
})
