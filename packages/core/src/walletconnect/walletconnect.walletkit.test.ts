// Integration with the real wallet side: Foyer's WalletConnect controller ↔ @foyer/devnet's dev relay ↔ @foyer/dev-wallet's
// WalletKit wallet (createDevWalletKit), plus anvil for a transaction. Free ports only; nothing leaves 127.0.0.1.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createPublicClient, http, verifyMessage, type Hash } from 'viem'
import { ed25519 } from '@noble/curves/ed25519'
import { getBase58Decoder, getBase58Encoder } from '@solana/kit'
import { getFreePort, getFreeSolanaPort, startDevnet, startSolanaDevnet, startWalletConnectRelay, walletConnectSdkRequire, type Devnet, type WalletConnectRelay } from '@foyer/devnet'
import { createSolanaAdapter, solanaDevnetChain } from '@foyer/solana'
import { createSolanaRpc, address as solanaAddress, generateKeyPairSigner } from '@solana/kit'
import { createFoyerClient } from '../client.js'
import { defineChain } from '../chains/define-chain.js'
import { createMemoryStorage } from '../storage.js'
import { ErrorText, UserRejectedError } from '../errors.js'
import { wcMemoryStorage } from './test/wc-memory-storage.js'
import type { FoyerClient } from '../types.js'

// Node only: the SDK is loaded from its CommonJS builds (see @foyer/devnet's walletConnectSdkRequire for why).
const require = walletConnectSdkRequire()
const loadSdk = async () => require('@walletconnect/universal-provider') as unknown
process.env.DISABLE_GLOBAL_CORE = 'true'
process.env.IS_VITEST = 'true'


type DevWalletKitModule = typeof import('@foyer/dev-wallet/walletconnect')
let kitModule: DevWalletKitModule
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

async function waitForUri(client: FoyerClient): Promise<string> {
  await vi.waitFor(() => expect(client.stores.connection.getState().wcUri).toMatch(/^wc:/), { timeout: 10_000, interval: 20 })
  return client.stores.connection.getState().wcUri!
}

describe('WalletConnect with the WalletKit dev wallet', () => {
  it('pairs, connects eip155 and solana, signs on both, sends a transaction mined on anvil, and the wallet disconnects', async () => {
    const chain = defineChain({ id: devnet.chainId, name: 'Anvil', network: 'anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [devnet.rpcUrl] } } })
    // Signing a message needs no Solana RPC: a port nothing listens on.
    const solRpc = `http://127.0.0.1:${await getFreePort()}`
    const sol = defineChain({ id: '3m18fFd2hPJkop2aCRdB3LS47DSuWbBx', chainNamespace: 'solana', name: 'Sol', network: 'sol', nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 }, rpcUrls: { default: { http: [solRpc] } } })
    let answer = true
    const asked: string[] = []
    const kit = await kitModule.createDevWalletKit({
      relayUrl: relay.url,
      evmChains: [{ id: devnet.chainId, name: 'Anvil', rpcUrl: devnet.rpcUrl }],
      solana: { rpcUrl: solRpc, chains: [sol.caipNetworkId] },
      storage: kitModule.createMemoryStorage(),
      customStoragePrefix: `kit-${Math.random()}`,
      approve: async (request) => {
        asked.push('kind' in request ? String(request.kind) : 'method' in request ? String((request as { method: unknown }).method) : 'request')
        return answer
      },
    })
    const client = createFoyerClient({
      networks: [chain, sol],
      storage: createMemoryStorage(),
      walletConnect: { relayUrl: relay.url, testMode: true },
      wcStorage: wcMemoryStorage(),
      wcLoadSdk: loadSdk,
      logLevel: 'silent',
    })
    try {
      await client.start()
      const connecting = client.connectWalletConnect()
      await kit.pair(await waitForUri(client))
      await connecting
      const from = kit.addresses.evm
      expect(client.stores.accounts.getState().eip155).toMatchObject({ status: 'connected', address: from })
      const solAddress = kit.addresses.solana!
      expect(client.stores.accounts.getState().solana).toMatchObject({ status: 'connected', address: solAddress, caipAddress: `${sol.caipNetworkId}:${solAddress}` })
      const message = new TextEncoder().encode('Hello from Foyer')
      const solSigned = (await client.request({ method: 'solana_signMessage', params: { message: getBase58Decoder().decode(message), pubkey: solAddress } }, 'solana')) as { signature: string }
      expect(ed25519.verify(new Uint8Array(getBase58Encoder().encode(solSigned.signature)), message, new Uint8Array(getBase58Encoder().encode(solAddress)))).toBe(true)

      const signature = (await client.request({ method: 'personal_sign', params: ['0x6869', from] }, 'eip155')) as `0x${string}`
      expect(await verifyMessage({ address: from as `0x${string}`, message: { raw: '0x6869' }, signature })).toBe(true)

      const rpc = createPublicClient({ transport: http(devnet.rpcUrl) })
      const to = devnet.accounts[5]!
      const before = await rpc.getBalance({ address: to })
      const hash = (await client.request({ method: 'eth_sendTransaction', params: [{ from, to, value: '0x2386f26fc10000' }] }, 'eip155')) as Hash
      expect((await rpc.waitForTransactionReceipt({ hash })).status).toBe('success')
      expect((await rpc.getBalance({ address: to })) - before).toBe(10n ** 16n)

      answer = false
      await expect(client.request({ method: 'personal_sign', params: ['0x6869', from] }, 'eip155')).rejects.toBeInstanceOf(UserRejectedError)

      await kit.disconnect()
      await vi.waitFor(() => expect(client.stores.accounts.getState().eip155!.status).toBe('disconnected'), { timeout: 5000 })
    } finally {
      client.destroy()
      await kit.disconnect().catch(() => undefined)
      await kit.walletKit.core.relayer.transportClose().catch(() => undefined)
    }
  })

  it('a proposal the wallet rejects is USER_REJECTED', async () => {
    const chain = defineChain({ id: devnet.chainId, name: 'Anvil', network: 'anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [devnet.rpcUrl] } } })
    const kit = await kitModule.createDevWalletKit({
      relayUrl: relay.url,
      evmChains: [{ id: devnet.chainId, name: 'Anvil', rpcUrl: devnet.rpcUrl }],
      storage: kitModule.createMemoryStorage(),
      customStoragePrefix: `kit-${Math.random()}`,
      approve: async () => false,
    })
    const client = createFoyerClient({ networks: [chain], storage: createMemoryStorage(), walletConnect: { relayUrl: relay.url, testMode: true }, wcStorage: wcMemoryStorage(), wcLoadSdk: loadSdk, logLevel: 'silent' })
    try {
      await client.start()
      const connecting = client.connectWalletConnect()
      connecting.catch(() => undefined)
      await kit.pair(await waitForUri(client))
      await expect(connecting).rejects.toBeInstanceOf(UserRejectedError)
      expect(client.stores.connection.getState()).toMatchObject({ status: 'disconnected', rejected: true, error: ErrorText.CONNECT_FAILED })
    } finally {
      client.destroy()
      await kit.walletKit.core.relayer.transportClose().catch(() => undefined)
    }
  })
})

describe('WalletConnect Solana send', () => {
  it('client.send on a WalletConnect solana namespace: the adapter builds, the WalletKit wallet signs and submits, confirmed on chain', async () => {
    let port = await getFreeSolanaPort()
    while ([8545, 8546, 8787, 8899, 8900, 5173].some((p) => p === port || p === port + 1)) port = await getFreeSolanaPort()
    const solDevnet = await startSolanaDevnet({ port })
    const kitStorage = kitModule.createMemoryStorage()
    let kit: Awaited<ReturnType<DevWalletKitModule['createDevWalletKit']>> | undefined
    let client: FoyerClient | undefined
    try {
      const solRpc = createSolanaRpc(solDevnet.rpcUrl)
      const sol = solanaDevnetChain(solDevnet.rpcUrl, await solRpc.getGenesisHash().send())
      const evm = defineChain({ id: devnet.chainId, name: 'Anvil', network: 'anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [devnet.rpcUrl] } } })
      kit = await kitModule.createDevWalletKit({
        relayUrl: relay.url,
        evmChains: [{ id: devnet.chainId, name: 'Anvil', rpcUrl: devnet.rpcUrl }],
        solana: { rpcUrl: solDevnet.rpcUrl, chains: [sol.caipNetworkId] },
        storage: kitStorage,
        customStoragePrefix: `kit-${Math.random()}`,
        approve: async () => true,
      })
      client = createFoyerClient({
        networks: [sol, evm],
        adapters: [createSolanaAdapter()],
        storage: createMemoryStorage(),
        walletConnect: { relayUrl: relay.url, testMode: true },
        wcStorage: wcMemoryStorage(),
        wcLoadSdk: loadSdk,
        logLevel: 'silent',
      })
      await client.start()
      const connecting = client.connectWalletConnect()
      await kit.pair(await waitForUri(client))
      await connecting
      expect(client.stores.accounts.getState().solana).toMatchObject({ status: 'connected', address: kit.addresses.solana })
      const to = (await generateKeyPairSigner()).address
      const { id } = await client.send({ to, amount: '0.25', namespace: 'solana' })
      expect(id).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
      await vi.waitFor(() => expect(client!.stores.send.getState().status).toBe('confirmed'), { timeout: 15_000, interval: 100 })
      expect((await solRpc.getBalance(solanaAddress(to), { commitment: 'confirmed' }).send()).value).toBe(250_000_000n)
    } finally {
      client?.destroy()
      await kit?.disconnect().catch(() => undefined)
      await kit?.walletKit.core.relayer.transportClose().catch(() => undefined)
      await solDevnet.stop()
    }
  }, 60_000)
})
