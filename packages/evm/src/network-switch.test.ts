// @vitest-environment jsdom
// Switching the wallet's network: a wallet that does not know the chain gets it added (EIP-3085), then switches.
import { describe, expect, it, vi } from 'vitest'
import { FoyerError } from '@foyer/core'
import { getConnection } from '@wagmi/core'
import { makeContext, network, useAdapterHarness } from './test/adapter-harness.js'

const h = useAdapterHarness()

describe('network switch', () => {
  it('switches chain through 4902 → add → switch, and back without adding', async () => {
    const provider = h.wallet()
    h.announce(provider)
    const { adapter, ctx } = await h.startAdapter()
    await adapter.connect({ connectorId: 'dev.foyer.testwallet' })

    // The wallet knows only 31337: switching to 31338 gets 4902, the adapter adds the chain and switches again.
    await adapter.switchNetwork(network(h.anvilB, 'Anvil Two'))
    expect(provider.chainId).toBe(31338)
    expect(provider.calls.filter((m) => m.startsWith('wallet_') && m.includes('Chain'))).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ])
    expect(getConnection(adapter.wagmiConfig).chainId).toBe(31338)
    await vi.waitFor(() => expect(ctx.onChainChanged).toHaveBeenLastCalledWith(31338))
    // The wallet now answers from the second node.
    await expect(adapter.request({ method: 'eth_chainId' })).resolves.toBe('0x7a6a')

    // Switching back needs no add.
    await adapter.switchNetwork(network(h.anvilA, 'Anvil'))
    expect(provider.chainId).toBe(31337)
  })

  it('switches to a chain the app did not list when the wallet knows it, and says so without a wallet', async () => {
    const provider = h.wallet()
    h.announce(provider)
    // The app lists only the first anvil; the second one is not in the wagmi config the adapter built.
    const { adapter } = await h.startAdapter(makeContext([network(h.anvilA, 'Anvil')]))
    await expect(adapter.switchNetwork(network(h.anvilB, 'Anvil Two'))).rejects.toThrow(
      new FoyerError('WALLET_NOT_CONNECTED'),
    )
    await adapter.connect({ connectorId: 'dev.foyer.testwallet' })
    await adapter.switchNetwork(network(h.anvilB, 'Anvil Two'))
    expect(provider.chainId).toBe(31338)
    expect(adapter.wagmiConfig.chains.map((c) => c.id)).toEqual([31337, 31338])
    expect(getConnection(adapter.wagmiConfig).chainId).toBe(31338)
  })
})
