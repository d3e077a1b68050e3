// @vitest-environment jsdom
// What the wallet does on its own reaches core as events; what the adapter does itself does not.
import { describe, expect, it, vi } from 'vitest'
import { ACCOUNT_0, ACCOUNT_1, useAdapterHarness } from './test/adapter-harness.js'

const h = useAdapterHarness()

describe('wallet events', () => {
  it('reports what the wallet does on its own: account change, chain change (also an unlisted chain), disconnect', async () => {
    const provider = h.wallet()
    h.announce(provider)
    const { adapter, ctx } = await h.startAdapter()
    await adapter.connect({ connectorId: 'dev.foyer.testwallet' })

    provider.selectAccount(1)
    await vi.waitFor(() =>
      expect(ctx.onAccountsChanged).toHaveBeenLastCalledWith({ addresses: [ACCOUNT_1, ACCOUNT_0], chainId: 31337 }),
    )

    provider.switchChainInWallet(31338, h.anvilB.rpcUrl)
    await vi.waitFor(() => expect(ctx.onChainChanged).toHaveBeenLastCalledWith(31338))

    // A chain the app does not list: the raw id reaches core, which shows UnsupportedChain.
    provider.switchChainInWallet(424242)
    await vi.waitFor(() => expect(ctx.onChainChanged).toHaveBeenLastCalledWith(424242))
    expect(ctx.onAccountsChanged).toHaveBeenCalledTimes(1)

    provider.disconnectInWallet()
    await vi.waitFor(() => expect(ctx.onDisconnect).toHaveBeenCalledTimes(1))
    expect(adapter.wagmiConfig.state.status).toBe('disconnected')
  })
})
