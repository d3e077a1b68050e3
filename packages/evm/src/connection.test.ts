// @vitest-environment jsdom
// Connecting, restoring and disconnecting against a real anvil and the local-key test wallet.
import { describe, expect, it, vi } from 'vitest'
import { FoyerError, UserRejectedError, WalletTimeoutError, createMemoryStorage, isUserRejection } from '@foyer/core'
import { createTestWalletProvider } from './test/local-account-provider.js'
import { ACCOUNT_0, ACCOUNT_1, makeContext, network, useAdapterHarness } from './test/adapter-harness.js'

const h = useAdapterHarness()

/** The test wallet knowing both devnets (it starts on the first). */
const onBothAnvils = () =>
  createTestWalletProvider({
    chains: [
      { id: h.anvilA.chainId, rpcUrl: h.anvilA.rpcUrl },
      { id: h.anvilB.chainId, rpcUrl: h.anvilB.rpcUrl },
    ],
  })

describe('connection', () => {
  it('connects (the result is the caller’s, not an event) and disconnects', async () => {
    const provider = h.wallet()
    h.announce(provider)
    const { adapter, ctx } = await h.startAdapter()

    const result = await adapter.connect({ connectorId: 'dev.foyer.testwallet' })
    expect(result).toEqual({ address: ACCOUNT_0, addresses: [ACCOUNT_0, ACCOUNT_1], chainId: 31337 })
    // The adapter's own connect is its caller's result, not a wallet event.
    expect(ctx.onAccountsChanged).not.toHaveBeenCalled()

    await adapter.disconnect()
    expect(adapter.wagmiConfig.state.status).toBe('disconnected')
    expect(provider.connected).toBe(false)
    expect(ctx.onDisconnect).not.toHaveBeenCalled()
    await expect(adapter.request({ method: 'eth_accounts' })).rejects.toThrow(new FoyerError('WALLET_NOT_CONNECTED'))
  })

  it('connects straight to a requested chain', async () => {
    const provider = onBothAnvils()
    h.announce(provider)
    const { adapter } = await h.startAdapter()
    await expect(adapter.connect({ connectorId: 'dev.foyer.testwallet', chainId: 31338 })).resolves.toMatchObject({
      chainId: 31338,
    })
  })

  it("connects on the wallet's own chain when the person accepts the connection but declines the network switch", async () => {
    const provider = onBothAnvils()
    h.announce(provider)
    const { adapter, ctx } = await h.startAdapter()
    provider.scriptNext('wallet_switchEthereumChain', { kind: 'reject' })
    await expect(adapter.connect({ connectorId: 'dev.foyer.testwallet', chainId: 31338 })).resolves.toEqual({
      address: ACCOUNT_0,
      addresses: [ACCOUNT_0, ACCOUNT_1],
      chainId: 31337,
    })
    expect(adapter.wagmiConfig.state.status).toBe('connected')
    expect(provider.connected).toBe(true)
    expect(ctx.onChainChanged).not.toHaveBeenCalled()
  })

  it('surfaces a rejection (4001) as a user rejection, and a retry works', async () => {
    const provider = h.wallet()
    h.announce(provider)
    const { adapter } = await h.startAdapter()
    provider.scriptNext('wallet_requestPermissions', { kind: 'reject' })
    const error = await adapter.connect({ connectorId: 'dev.foyer.testwallet' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedError)
    expect(isUserRejection(error)).toBe(true)
    expect((error as Error).cause).toBeDefined()
    expect(adapter.wagmiConfig.state.status).toBe('disconnected')
    await expect(adapter.connect({ connectorId: 'dev.foyer.testwallet' })).resolves.toMatchObject({
      address: ACCOUNT_0,
    })
  })

  it('fails with "Failed to connect to the wallet" when the wallet answers nonsense', async () => {
    const provider = h.wallet()
    h.announce(provider)
    const { adapter } = await h.startAdapter()

    // No accounts.
    provider.scriptNext('wallet_requestPermissions', { kind: 'answer', value: [] })
    provider.scriptNext('eth_requestAccounts', { kind: 'answer', value: [] })
    await expect(adapter.connect({ connectorId: 'dev.foyer.testwallet' })).rejects.toThrow(
      new FoyerError('CONNECT_FAILED'),
    )
    expect(adapter.wagmiConfig.state.status).toBe('disconnected')

    // Not an address.
    provider.scriptNext('wallet_requestPermissions', { kind: 'answer', value: [] })
    provider.scriptNext('eth_requestAccounts', { kind: 'answer', value: ['0x1234'] })
    await expect(adapter.connect({ connectorId: 'dev.foyer.testwallet' })).rejects.toThrow(
      'Failed to connect to the wallet',
    )

    // A chain id that is no number.
    provider.scriptNext('eth_chainId', { kind: 'answer', value: 'banana' })
    const error = await adapter.connect({ connectorId: 'dev.foyer.testwallet' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(FoyerError)
    expect((error as FoyerError).code).toBe('CONNECT_FAILED')
    expect(adapter.wagmiConfig.state.status).toBe('disconnected')

    await expect(adapter.connect({ connectorId: 'dev.foyer.testwallet' })).resolves.toMatchObject({ chainId: 31337 })
  })

  it('gives up on a wallet that never answers, and the retry connects', async () => {
    const provider = h.wallet()
    h.announce(provider)
    const { adapter } = await h.startAdapter(undefined, { connectTimeoutMs: 300 })
    provider.scriptNext('wallet_requestPermissions', { kind: 'hang' })
    const error = await adapter.connect({ connectorId: 'dev.foyer.testwallet' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(FoyerError)
    expect((error as FoyerError).code).toBe('CONNECT_FAILED')
    expect((error as Error).cause).toBeInstanceOf(WalletTimeoutError)
    expect(adapter.wagmiConfig.state.status).toBe('disconnected')
    await expect(adapter.connect({ connectorId: 'dev.foyer.testwallet' })).resolves.toMatchObject({
      address: ACCOUNT_0,
    })
  })

  it('says "Connector not found" for an unknown connector', async () => {
    const { adapter } = await h.startAdapter()
    await expect(adapter.connect({ connectorId: 'no.such.wallet' })).rejects.toThrow(
      new FoyerError('CONNECTOR_NOT_FOUND'),
    )
  })

  it('restores the connection after a reload from storage, also when the wallet announces late', async () => {
    const storage = createMemoryStorage()
    const provider = h.wallet()
    h.announce(provider)
    const first = await h.startAdapter(makeContext([network(h.anvilA, 'Anvil')], storage))
    await first.adapter.connect({ connectorId: 'dev.foyer.testwallet' })
    await vi.waitFor(() => expect(storage.getItem('foyer.wagmi.store')).toContain('dev.foyer.testwallet'))
    // "Reload": the old page is gone, the wallet keeps the site's permission and announces again a moment later.
    first.adapter.destroy()
    for (const cleanup of h.cleanups.splice(0)) cleanup()

    const { adapter, ctx } = await h.startAdapter(makeContext([network(h.anvilA, 'Anvil')], storage))
    const restoring = adapter.reconnect({ connectorId: 'dev.foyer.testwallet' })
    setTimeout(() => h.announce(provider), 300)
    await expect(restoring).resolves.toEqual({ address: ACCOUNT_0, addresses: [ACCOUNT_0, ACCOUNT_1], chainId: 31337 })
    expect(adapter.wagmiConfig.state.status).toBe('connected')
    expect(ctx.onAccountsChanged).not.toHaveBeenCalled()

    // After an explicit disconnect there is nothing to restore.
    await adapter.disconnect()
    const again = await h.startAdapter(makeContext([network(h.anvilA, 'Anvil')], storage))
    await expect(again.adapter.reconnect({ connectorId: 'dev.foyer.testwallet' })).resolves.toBeNull()
  })

  it('returns null when the wallet to restore never shows up', async () => {
    const { adapter } = await h.startAdapter(undefined, { announceWaitMs: 200 })
    await expect(adapter.reconnect({ connectorId: 'dev.foyer.gone' })).resolves.toBeNull()
  })
})
