// @vitest-environment jsdom
// The adapter inside a real @foyer/core client: discovery, connect, balance, network switch, the wallet's own
// changes, and restoring after a reload — against a real anvil and the local-key test wallet.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ChainDefinition, FoyerClient } from '@foyer/core'
import { createFoyerClient, createMemoryStorage } from '@foyer/core'
import { mnemonicToAccount } from 'viem/accounts'
import { createEvmAdapter } from './createEvmAdapter.js'
import { startAnvil, type Anvil } from './test/anvil.js'
import { DEV_MNEMONIC, announceProvider, createTestWalletProvider } from './test/local-account-provider.js'

const ACCOUNT_0 = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 0 }).address
const ICON = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4='

let anvilA: Anvil
let anvilB: Anvil
beforeAll(async () => {
  ;[anvilA, anvilB] = await Promise.all([startAnvil(31337), startAnvil(31338)])
})
afterAll(async () => {
  await Promise.all([anvilA?.stop(), anvilB?.stop()])
})

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

function network(anvil: Anvil, name: string): ChainDefinition {
  return {
    id: anvil.chainId,
    name,
    network: name.toLowerCase().replace(/\s+/g, '-'),
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.rpcUrl] } },
    testnet: true,
    chainNamespace: 'eip155',
    caipNetworkId: `eip155:${anvil.chainId}`,
  }
}

function client(storage: ReturnType<typeof createMemoryStorage>): FoyerClient {
  const c = createFoyerClient({
    networks: [network(anvilA, 'Anvil'), network(anvilB, 'Anvil Two')],
    adapters: [createEvmAdapter()],
    storage,
    logLevel: 'silent',
    platform: { isDesktop: true, isTelegram: false, os: 'linux' },
  })
  cleanups.push(() => c.destroy())
  return c
}

describe('@foyer/evm in a Foyer client', () => {
  it('connects, shows the balance, follows the wallet and restores after a reload', async () => {
    const provider = createTestWalletProvider({ chains: [{ id: anvilA.chainId, rpcUrl: anvilA.rpcUrl }] })
    const stopAnnouncing = announceProvider(
      window,
      { uuid: crypto.randomUUID(), name: 'Foyer Test Wallet', icon: ICON, rdns: 'dev.foyer.testwallet' },
      provider,
    )
    const storage = createMemoryStorage()
    const foyer = client(storage)
    await foyer.start()
    await vi.waitFor(() =>
      expect(foyer.stores.connectors.getState().connectors.map((c) => c.id)).toContain('dev.foyer.testwallet'),
    )

    await foyer.connect('dev.foyer.testwallet')
    const evm = () => foyer.stores.accounts.getState()['eip155']
    expect(evm()).toMatchObject({ status: 'connected', address: ACCOUNT_0, caipAddress: `eip155:31337:${ACCOUNT_0}` })
    await vi.waitFor(() => expect(evm()).toMatchObject({ balance: '10000', balanceSymbol: 'ETH' }))

    await foyer.switchNetwork('eip155:31338')
    expect(provider.chainId).toBe(31338)
    expect(foyer.stores.chains.getState().activeNetwork.id).toBe(31338)

    // The person picks a chain the app does not list, inside the wallet.
    provider.switchChainInWallet(424242, anvilA.rpcUrl)
    await vi.waitFor(() => expect(foyer.stores.chains.getState().unsupportedChainId).toBe('eip155:424242'))
    provider.switchChainInWallet(31337)
    await vi.waitFor(() => expect(foyer.stores.chains.getState().unsupportedChainId).toBeUndefined())

    // Reload: a new client on the same storage restores the connection without a prompt.
    foyer.destroy()
    stopAnnouncing()
    cleanups.push(
      announceProvider(
        window,
        { uuid: crypto.randomUUID(), name: 'Foyer Test Wallet', icon: ICON, rdns: 'dev.foyer.testwallet' },
        provider,
      ),
    )
    const calls = provider.calls.length
    const reloaded = client(storage)
    await reloaded.start()
    expect(reloaded.stores.accounts.getState()['eip155']).toMatchObject({ status: 'connected', address: ACCOUNT_0 })
    expect(provider.calls.slice(calls)).not.toContain('eth_requestAccounts')
    expect(provider.calls.slice(calls)).not.toContain('wallet_requestPermissions')

    // The person disconnects the site in the wallet.
    provider.disconnectInWallet()
    await vi.waitFor(() => expect(reloaded.stores.accounts.getState()['eip155']?.status).toBe('disconnected'))
  })
})
