// @vitest-environment jsdom
// The adapter as core sees it: setup loads the wagmi side once, calls before it get the catalogue's errors, and a
// host's own wagmi config is used as it is.
import { describe, expect, it, vi } from 'vitest'
import { FoyerError } from '@foyer/core'
import { createConfig, getConnection, http, injected } from '@wagmi/core'
import { createEvmAdapter } from './createEvmAdapter.js'
import { toViemChain } from './chains.js'
import { ACCOUNT_0, lastConnectors, makeContext, network, useAdapterHarness } from './test/adapter-harness.js'

const h = useAdapterHarness()

describe('host-provided wagmi config', () => {
  it('uses the host config, so the host’s wagmi state is the same connection', async () => {
    const provider = h.wallet()
    h.announce(provider)
    const chain = toViemChain(network(h.anvilA, 'Anvil'))
    const config = createConfig({
      chains: [chain],
      transports: { [chain.id]: http(h.anvilA.rpcUrl) },
      connectors: [injected()],
      storage: null,
    })
    const adapter = createEvmAdapter({ wagmiConfig: config })
    h.cleanups.push(() => adapter.destroy())
    expect(adapter.wagmiConfig).toBe(config)
    const ctx = makeContext([network(h.anvilA, 'Anvil')])
    await adapter.setup(ctx)
    await vi.waitFor(() => expect(lastConnectors(ctx).map((c) => c.id)).toContain('dev.foyer.testwallet'))
    await adapter.connect({ connectorId: 'dev.foyer.testwallet' })
    expect(getConnection(config).address).toBe(ACCOUNT_0)
  })

  it('throws a clear error when wagmiConfig is read before setup', () => {
    expect(() => createEvmAdapter().wagmiConfig).toThrow(/after setup/)
  })
})

describe('before and around setup', () => {
  it('answers calls made before setup with the catalogue’s errors', async () => {
    const adapter = createEvmAdapter()
    await expect(adapter.connect({ connectorId: 'dev.foyer.testwallet' })).rejects.toThrow(
      new FoyerError('NO_CONNECTION_CLIENT'),
    )
    await expect(adapter.switchNetwork(network(h.anvilA, 'Anvil'))).rejects.toThrow(
      new FoyerError('NO_CONNECTION_CLIENT'),
    )
    await expect(adapter.request({ method: 'eth_accounts' })).rejects.toThrow(new FoyerError('WALLET_NOT_CONNECTED'))
  })

  it('refuses a client without eip155 networks, and setting up twice is one setup', async () => {
    const adapter = createEvmAdapter()
    await expect(adapter.setup(makeContext([]))).rejects.toThrow('@foyer/evm needs at least one eip155 network')
    const ok = createEvmAdapter()
    h.cleanups.push(() => ok.destroy())
    const ctx = makeContext([network(h.anvilA, 'Anvil')])
    const first = ok.setup(ctx)
    expect(ok.setup(ctx)).toBe(first)
    await first
    expect(ok.wagmiConfig.chains.map((c) => c.id)).toEqual([31337])
  })

  it('destroyed while setup loads: nothing keeps listening', async () => {
    const adapter = createEvmAdapter()
    const ctx = makeContext([network(h.anvilA, 'Anvil')])
    const setup = adapter.setup(ctx)
    adapter.destroy()
    await setup
    h.announce(h.wallet(), 'dev.foyer.late', 'Late Wallet')
    await new Promise((r) => setTimeout(r, 50))
    expect(ctx.setConnectors).not.toHaveBeenCalled()
    expect(() => adapter.wagmiConfig).toThrow(/after setup/)
  })
})
