// Two Foyer clients on one page, both with WalletConnect, with the SDK's global Core left ON (the SDK caches one Core
// per storage prefix on globalThis): each client's `id` gives it its own prefix, so each pairs with its own wallet and
// neither sees the other's session. Dev relay + two real WalletKit wallets; nothing leaves 127.0.0.1.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyMessage } from 'viem'
import { getFreePort, startWalletConnectRelay, walletConnectSdkRequire, type WalletConnectRelay } from '@foyer/devnet'
import { withTestSwitches } from '../testing.js'
import { createFoyerClient } from '../create-foyer-client.js'
import { defineChain } from '../chains/define-chain.js'
import { createMemoryStorage } from '../storage.js'
import { STORAGE_KEYS } from '../constants.js'
import { waitForUri } from './test/wait-for-uri.js'
import { wcMemoryStorage } from './test/wc-memory-storage.js'

const require = walletConnectSdkRequire()
const loadSdk = async () => require('@walletconnect/universal-provider') as unknown
// Deliberately no DISABLE_GLOBAL_CORE here: the global Core is what two clients could otherwise end up sharing.
delete process.env.DISABLE_GLOBAL_CORE

type DevWalletKitModule = typeof import('@foyer/dev-wallet/walletconnect')
let kitModule: DevWalletKitModule
let relay: WalletConnectRelay
const cleanups: (() => unknown)[] = []

beforeAll(async () => {
  kitModule = await import('@foyer/dev-wallet/walletconnect')
  relay = await startWalletConnectRelay({ port: await getFreePort(), quiet: true })
}, 60_000)

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
  await relay?.stop()
})

describe('two clients with WalletConnect on one page', () => {
  it('each pairs with its own wallet, keeps its own session and signs with its own account', async () => {
    // Signing needs no chain: an RPC port nothing listens on.
    const rpcUrl = `http://127.0.0.1:${await getFreePort()}`
    const chain = defineChain({
      id: 31337,
      name: 'Anvil',
      network: 'anvil',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    })
    const page = createMemoryStorage()
    const makeClient = (id: string) =>
      createFoyerClient(
        withTestSwitches(
          {
            id,
            networks: [chain],
            storage: page,
            projectId: 'foyer-test',
            walletConnect: { relayUrl: relay.url },
            logLevel: 'silent',
          },
          // One in-memory SDK storage for both, like one browser's IndexedDB: only the prefixes keep them apart.
          { walletConnectTestMode: true, wcStorage: sharedWcStorage, wcLoadSdk: loadSdk },
        ),
      )
    const sharedWcStorage = wcMemoryStorage()
    const makeWallet = (accountIndex: number) =>
      kitModule.createDevWalletKit({
        relayUrl: relay.url,
        evmChains: [{ id: 31337, name: 'Anvil', rpcUrl }],
        storage: kitModule.createMemoryWalletConnectStorage(),
        customStoragePrefix: `kit-${accountIndex}-${Math.random()}`,
        accountIndex,
        approve: async () => true,
      })
    const [walletA, walletB] = await Promise.all([makeWallet(1), makeWallet(2)])
    const shop = makeClient('shop')
    const admin = makeClient('admin')
    cleanups.push(
      () => shop.destroy(),
      () => admin.destroy(),
    )
    await Promise.all([shop.start(), admin.start()])

    const connectingShop = shop.connectWalletConnect()
    const connectingAdmin = admin.connectWalletConnect()
    const [uriShop, uriAdmin] = await Promise.all([waitForUri(shop), waitForUri(admin)])
    expect(uriShop).not.toBe(uriAdmin)
    await walletA.pair(uriShop)
    await walletB.pair(uriAdmin)
    await Promise.all([connectingShop, connectingAdmin])

    expect(shop.stores.accounts.getState().eip155!.address).toBe(walletA.addresses.evm)
    expect(admin.stores.accounts.getState().eip155!.address).toBe(walletB.addresses.evm)
    expect(walletA.addresses.evm).not.toBe(walletB.addresses.evm)
    // Each request reaches its own wallet and comes back signed by that wallet's account.
    for (const [client, wallet] of [
      [shop, walletA],
      [admin, walletB],
    ] as const) {
      const signature = (await client.request({
        method: 'personal_sign',
        params: ['0x6869', wallet.addresses.evm],
      })) as `0x${string}`
      expect(
        await verifyMessage({ address: wallet.addresses.evm as `0x${string}`, message: { raw: '0x6869' }, signature }),
      ).toBe(true)
    }
    // Persisted apart, under each client's id.
    expect(page.getItem(`shop:${STORAGE_KEYS.connection}`)).toContain('walletConnect')
    expect(page.getItem(`admin:${STORAGE_KEYS.connection}`)).toContain('walletConnect')

    // A reload: each client restores its own session from the shared storages, not the other's.
    shop.destroy()
    admin.destroy()
    const shopAgain = makeClient('shop')
    const adminAgain = makeClient('admin')
    cleanups.push(
      () => shopAgain.destroy(),
      () => adminAgain.destroy(),
    )
    await Promise.all([shopAgain.start(), adminAgain.start()])
    expect(shopAgain.stores.accounts.getState().eip155).toMatchObject({
      status: 'connected',
      address: walletA.addresses.evm,
    })
    expect(adminAgain.stores.accounts.getState().eip155).toMatchObject({
      status: 'connected',
      address: walletB.addresses.evm,
    })

    // Ending one session leaves the other connected.
    await shopAgain.disconnect()
    expect(shopAgain.stores.accounts.getState().eip155!.status).toBe('disconnected')
    expect(adminAgain.stores.accounts.getState().eip155!.status).toBe('connected')
    const again = (await adminAgain.request({
      method: 'personal_sign',
      params: ['0x6869', walletB.addresses.evm],
    })) as string
    expect(again).toMatch(/^0x/)
  }, 60_000)
})
