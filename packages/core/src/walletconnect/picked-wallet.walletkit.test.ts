// Spec §4/§5 with the real wallet side: a wallet picked from the directory and connected over WalletConnect (Foyer's
// controller ↔ the dev relay ↔ the dev wallet's WalletKit) becomes the newest recent wallet, by its directory id, and
// a client started again on the same storage (a reload) has it. The plain QR code leaves the recent wallets alone.
import { afterAll, beforeAll, expect, it } from 'vitest'
import {
  getFreePort,
  startDevnet,
  startWalletConnectRelay,
  walletConnectSdkRequire,
  type Devnet,
  type WalletConnectRelay,
} from '@foyer/devnet'
import { withTestSwitches } from '../testing.js'
import { connectWalletConnect } from '../actions/connectWalletConnect.js'
import { createFoyerClient } from '../create-foyer-client.js'
import { defineChain } from '../chains/define-chain.js'
import { STORAGE_KEYS } from '../constants.js'
import { createMemoryStorage } from '../storage.js'
import { wcMemoryStorage } from './test/wc-memory-storage.js'
import { waitForUri } from './test/wait-for-uri.js'
import type { FoyerStorage, RecentWallet } from '../types.js'

const require = walletConnectSdkRequire()
const loadSdk = async () => require('@walletconnect/universal-provider') as unknown
process.env.DISABLE_GLOBAL_CORE = 'true'
process.env.IS_VITEST = 'true'

let kitModule: typeof import('@foyer/dev-wallet/walletconnect')
let relay: WalletConnectRelay
let devnet: Devnet

beforeAll(async () => {
  kitModule = await import('@foyer/dev-wallet/walletconnect')
  relay = await startWalletConnectRelay({ port: await getFreePort(), quiet: true })
  devnet = await startDevnet({ port: await getFreePort(), seed: false })
}, 60_000)

afterAll(async () => {
  await relay?.stop()
  await devnet?.stop()
})

const TRUST: RecentWallet = {
  id: 'trust',
  name: 'Trust Wallet',
  imageUrl: 'http://127.0.0.1:8788/v1/wallets/trust/image',
}

function clientOn(storage: FoyerStorage) {
  const chain = defineChain({
    id: devnet.chainId,
    name: 'Anvil',
    network: 'anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [devnet.rpcUrl] } },
  })
  return createFoyerClient(
    withTestSwitches(
      {
        networks: [chain],
        storage,
        projectId: 'foyer-test',
        walletConnect: { relayUrl: relay.url },
        logLevel: 'silent',
      },
      { walletConnectTestMode: true, wcStorage: wcMemoryStorage(), wcLoadSdk: loadSdk },
    ),
  )
}

/** Pairs the dev wallet with whatever URI the client shows and waits for the connection. */
async function connectWith(
  client: ReturnType<typeof clientOn>,
  wallet: RecentWallet | undefined,
): Promise<() => Promise<void>> {
  const kit = await kitModule.createDevWalletKit({
    relayUrl: relay.url,
    evmChains: [{ id: devnet.chainId, name: 'Anvil', rpcUrl: devnet.rpcUrl }],
    storage: kitModule.createMemoryWalletConnectStorage(),
    customStoragePrefix: `kit-${Math.random()}`,
    approve: async () => true,
  })
  const connecting = connectWalletConnect(client, wallet ? { wallet } : {})
  await kit.pair(await waitForUri(client))
  await connecting
  return async () => {
    await kit.walletKit.core.relayer.transportClose().catch(() => undefined)
  }
}

it('records the picked directory wallet as the newest recent wallet, kept across a reload; the plain QR code does not', async () => {
  const storage = createMemoryStorage()
  // An installed wallet connected earlier, and one before it.
  storage.setItem(
    STORAGE_KEYS.recentWallets,
    JSON.stringify([
      { id: 'io.metamask', name: 'MetaMask' },
      { id: 'com.coinbase.wallet', name: 'Coinbase Wallet' },
    ]),
  )
  const first = clientOn(storage)
  let close: (() => Promise<void>) | undefined
  try {
    await first.start()
    close = await connectWith(first, undefined)
    expect(first.stores.connection.getState().status).toBe('connected')
    // A QR code scanned by whatever wallet: nothing to find again by id, so the list is as it was.
    expect(first.stores.connectors.getState().recentWallets.map((w) => w.id)).toEqual([
      'io.metamask',
      'com.coinbase.wallet',
    ])
    await first.disconnect()
    await close()

    close = await connectWith(first, TRUST)
    // Newest first, at most two: the oldest goes.
    expect(first.stores.connectors.getState().recentWallets).toEqual([TRUST, { id: 'io.metamask', name: 'MetaMask' }])
  } finally {
    first.destroy()
    await close?.()
  }

  const reloaded = clientOn(storage)
  try {
    await reloaded.start()
    expect(reloaded.stores.connectors.getState().recentWallets[0]).toEqual(TRUST)
  } finally {
    reloaded.destroy()
  }
}, 60_000)
