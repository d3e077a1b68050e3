// Integration with the real wallet side: Foyer's WalletConnect controller ↔ @foyer/devnet's dev relay ↔ @foyer/dev-wallet's
// WalletKit wallet (createDevWalletKit), plus anvil for a transaction. Free ports only; nothing leaves 127.0.0.1.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createPublicClient, http, numberToHex, verifyMessage, verifyTypedData, type Hash } from 'viem'
import { ed25519 } from '@noble/curves/ed25519'
import {
  appendTransactionMessageInstruction,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase58Decoder,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  getTransactionDecoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Base64EncodedWireTransaction,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  getFreePort,
  getFreeSolanaPort,
  startDevnet,
  startSolanaDevnet,
  startWalletConnectRelay,
  walletConnectSdkRequire,
  type Devnet,
  type WalletConnectRelay,
} from '@foyer/devnet'
import { createSolanaAdapter, solanaDevnetChain } from '@foyer/solana'
import { createSolanaRpc, address as solanaAddress, generateKeyPairSigner } from '@solana/kit'
import { withTestSwitches } from '../testing.js'
import { createFoyerClient } from '../create-foyer-client.js'
import { defineChain } from '../chains/define-chain.js'
import { createMemoryStorage } from '../storage.js'
import { ErrorText, UserRejectedError } from '../errors.js'
import { WC_STORAGE_KEYS } from './constants.js'
import { wcMemoryStorage } from './test/wc-memory-storage.js'
import type { FoyerClient, FoyerEvent } from '../types.js'
import { waitForUri } from './test/wait-for-uri.js'

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

/**
 * Loads the SDK as `loadSdk` does and keeps each UniversalProvider the client creates, so a test can reach the SDK's
 * own parts (the session store and the expirer). Nothing in the SDK is replaced.
 */
function sdkWithProviders() {
  const providers: SdkProvider[] = []
  const load = async () => {
    const mod = require('@walletconnect/universal-provider') as {
      UniversalProvider: { init(opts: unknown): Promise<SdkProvider> }
    }
    return {
      UniversalProvider: {
        init: async (opts: unknown) => {
          const provider = await mod.UniversalProvider.init(opts)
          providers.push(provider)
          return provider
        },
      },
    }
  }
  return { load, providers }
}

/** The parts of the SDK's sign client (dapp's or wallet's) a session's expiry goes through. */
interface SdkSignClient {
  session: { update(topic: string, patch: { expiry: number }): Promise<void>; keys: string[] }
  core: { expirer: { set(topic: string, expiry: number): void } }
}
interface SdkProvider {
  session?: { topic: string }
  client: SdkSignClient
}

/**
 * Moves a session's end close, as the SDK's engine does when it settles or extends one (session record + expirer, in
 * seconds): from then on the SDK's own heartbeat (every 5 s) finds it expired and the SDK ends it (session_delete and
 * session_expire), with no message to the other side, exactly as a session ends after its 7 days.
 */
async function expireSoon(client: SdkSignClient, topic: string, inSeconds = 1): Promise<number> {
  const expiry = Math.floor(Date.now() / 1000) + inSeconds
  await client.session.update(topic, { expiry })
  client.core.expirer.set(topic, expiry)
  return expiry
}

describe('WalletConnect with the WalletKit dev wallet', () => {
  it('pairs, connects eip155 and solana, signs on both, sends a transaction mined on anvil, and the wallet disconnects', async () => {
    const chain = defineChain({
      id: devnet.chainId,
      name: 'Anvil',
      network: 'anvil',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [devnet.rpcUrl] } },
    })
    // Signing a message needs no Solana RPC: a port nothing listens on.
    const solRpc = `http://127.0.0.1:${await getFreePort()}`
    const sol = defineChain({
      id: '3m18fFd2hPJkop2aCRdB3LS47DSuWbBx',
      chainNamespace: 'solana',
      name: 'Sol',
      network: 'sol',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: [solRpc] } },
    })
    let answer = true
    const asked: string[] = []
    const kit = await kitModule.createDevWalletKit({
      relayUrl: relay.url,
      evmChains: [{ id: devnet.chainId, name: 'Anvil', rpcUrl: devnet.rpcUrl }],
      solana: { rpcUrl: solRpc, chains: [sol.caipNetworkId] },
      storage: kitModule.createMemoryWalletConnectStorage(),
      customStoragePrefix: `kit-${Math.random()}`,
      approve: async (request) => {
        asked.push(
          'kind' in request
            ? String(request.kind)
            : 'method' in request
              ? String((request as { method: unknown }).method)
              : 'request',
        )
        return answer
      },
    })
    const client = createFoyerClient(
      withTestSwitches(
        {
          networks: [chain, sol],
          storage: createMemoryStorage(),
          projectId: 'foyer-test',
          walletConnect: { relayUrl: relay.url },
          logLevel: 'silent',
        },
        { walletConnectTestMode: true, wcStorage: wcMemoryStorage(), wcLoadSdk: loadSdk },
      ),
    )
    try {
      await client.start()
      const connecting = client.connectWalletConnect()
      await kit.pair(await waitForUri(client))
      await connecting
      const from = kit.addresses.evm
      expect(client.stores.accounts.getState().eip155).toMatchObject({ status: 'connected', address: from })
      const solAddress = kit.addresses.solana!
      expect(client.stores.accounts.getState().solana).toMatchObject({
        status: 'connected',
        address: solAddress,
        caipAddress: `${sol.caipNetworkId}:${solAddress}`,
      })
      const message = new TextEncoder().encode('Hello from Foyer')
      const solSigned = (await client.request(
        { method: 'solana_signMessage', params: { message: getBase58Decoder().decode(message), pubkey: solAddress } },
        'solana',
      )) as { signature: string }
      expect(
        ed25519.verify(
          new Uint8Array(getBase58Encoder().encode(solSigned.signature)),
          message,
          new Uint8Array(getBase58Encoder().encode(solAddress)),
        ),
      ).toBe(true)

      const signature = (await client.request(
        { method: 'personal_sign', params: ['0x6869', from] },
        'eip155',
      )) as `0x${string}`
      expect(await verifyMessage({ address: from as `0x${string}`, message: { raw: '0x6869' }, signature })).toBe(true)

      const rpc = createPublicClient({ transport: http(devnet.rpcUrl) })
      const to = devnet.accounts[5]!
      const before = await rpc.getBalance({ address: to })
      const hash = (await client.request(
        { method: 'eth_sendTransaction', params: [{ from, to, value: '0x2386f26fc10000' }] },
        'eip155',
      )) as Hash
      expect((await rpc.waitForTransactionReceipt({ hash })).status).toBe('success')
      expect((await rpc.getBalance({ address: to })) - before).toBe(10n ** 16n)

      answer = false
      await expect(
        client.request({ method: 'personal_sign', params: ['0x6869', from] }, 'eip155'),
      ).rejects.toBeInstanceOf(UserRejectedError)

      await kit.disconnect()
      await vi.waitFor(() => expect(client.stores.accounts.getState().eip155!.status).toBe('disconnected'), {
        timeout: 5000,
      })
    } finally {
      client.destroy()
      await kit.disconnect().catch(() => undefined)
      await kit.walletKit.core.relayer.transportClose().catch(() => undefined)
    }
  })

  it('a proposal the wallet rejects is USER_REJECTED', async () => {
    const chain = defineChain({
      id: devnet.chainId,
      name: 'Anvil',
      network: 'anvil',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [devnet.rpcUrl] } },
    })
    const kit = await kitModule.createDevWalletKit({
      relayUrl: relay.url,
      evmChains: [{ id: devnet.chainId, name: 'Anvil', rpcUrl: devnet.rpcUrl }],
      storage: kitModule.createMemoryWalletConnectStorage(),
      customStoragePrefix: `kit-${Math.random()}`,
      approve: async () => false,
    })
    const client = createFoyerClient(
      withTestSwitches(
        {
          networks: [chain],
          storage: createMemoryStorage(),
          projectId: 'foyer-test',
          walletConnect: { relayUrl: relay.url },
          logLevel: 'silent',
        },
        { walletConnectTestMode: true, wcStorage: wcMemoryStorage(), wcLoadSdk: loadSdk },
      ),
    )
    try {
      await client.start()
      const connecting = client.connectWalletConnect()
      connecting.catch(() => undefined)
      await kit.pair(await waitForUri(client))
      await expect(connecting).rejects.toBeInstanceOf(UserRejectedError)
      expect(client.stores.connection.getState()).toMatchObject({
        status: 'disconnected',
        rejected: true,
        error: ErrorText.CONNECT_FAILED,
      })
    } finally {
      client.destroy()
      await kit.walletKit.core.relayer.transportClose().catch(() => undefined)
    }
  })
})

describe('WalletConnect session expiry', () => {
  it('when the session expires (the SDK expirer), Foyer disconnects every namespace it connected and offers WalletConnect again', async () => {
    const chain = defineChain({
      id: devnet.chainId,
      name: 'Anvil',
      network: 'anvil',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [devnet.rpcUrl] } },
    })
    const solRpc = `http://127.0.0.1:${await getFreePort()}`
    const sol = defineChain({
      id: '3m18fFd2hPJkop2aCRdB3LS47DSuWbBx',
      chainNamespace: 'solana',
      name: 'Sol',
      network: 'sol',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: [solRpc] } },
    })
    const kit = await kitModule.createDevWalletKit({
      relayUrl: relay.url,
      evmChains: [{ id: devnet.chainId, name: 'Anvil', rpcUrl: devnet.rpcUrl }],
      solana: { rpcUrl: solRpc, chains: [sol.caipNetworkId] },
      storage: kitModule.createMemoryWalletConnectStorage(),
      customStoragePrefix: `kit-${Math.random()}`,
      approve: async () => true,
    })
    const sdk = sdkWithProviders()
    const storage = createMemoryStorage()
    const client = createFoyerClient(
      withTestSwitches(
        {
          networks: [chain, sol],
          storage,
          projectId: 'foyer-test',
          walletConnect: { relayUrl: relay.url },
          logLevel: 'silent',
        },
        { walletConnectTestMode: true, wcStorage: wcMemoryStorage(), wcLoadSdk: sdk.load },
      ),
    )
    const events: FoyerEvent[] = []
    client.subscribeEvents((e) => events.push(e))
    try {
      await client.start()
      const connecting = client.connectWalletConnect()
      await kit.pair(await waitForUri(client))
      await connecting
      expect(client.stores.accounts.getState().eip155!.status).toBe('connected')
      expect(client.stores.accounts.getState().solana!.status).toBe('connected')
      expect(client.getWalletSections().map((section) => section.name)).not.toContain('walletConnect')
      expect(storage.getItem(WC_STORAGE_KEYS.marker)).not.toBeNull()

      const provider = sdk.providers[0]!
      const topic = provider.session!.topic
      // Both ends' SDKs hold the same expiry, as after a real settlement; each ends the session on its own.
      const expiry = await expireSoon(provider.client, topic)
      await expireSoon(kit.walletKit.engine.signClient as unknown as SdkSignClient, topic)
      // Before its time the session stands.
      expect(client.stores.accounts.getState().eip155!.status).toBe('connected')

      await vi.waitFor(
        () => {
          expect(client.stores.accounts.getState().eip155!.status).toBe('disconnected')
          expect(client.stores.accounts.getState().solana!.status).toBe('disconnected')
        },
        { timeout: 15_000, interval: 100 },
      )
      expect(Date.now()).toBeGreaterThanOrEqual(expiry * 1000)
      expect(provider.client.session.keys).not.toContain(topic)
      expect(client.stores.connection.getState().status).toBe('disconnected')
      expect(events.filter((e) => e.event === 'DISCONNECT_SUCCESS').map((e) => e.properties)).toEqual([
        { namespaces: ['eip155', 'solana'], initiator: 'wallet' },
      ])
      // Nothing left to restore, and the Connect view offers WalletConnect again.
      expect(storage.getItem(WC_STORAGE_KEYS.marker)).toBeNull()
      expect(client.getWalletSections().map((section) => section.name)).toContain('walletConnect')
      // Requests no longer go to the ended session (this client has no eip155 adapter to fall back on).
      await expect(
        client.request({ method: 'personal_sign', params: ['0x6869', kit.addresses.evm] }, 'eip155'),
      ).rejects.toMatchObject({ code: 'PROVIDER_NOT_FOUND' })
      // The wallet's list follows its own expirer.
      await vi.waitFor(() => expect(kit.sessions()).toEqual([]), { timeout: 15_000, interval: 100 })
    } finally {
      client.destroy()
      await kit.walletKit.core.relayer.transportClose().catch(() => undefined)
    }
  }, 40_000)
})

describe('WalletConnect EVM requests through the session', () => {
  it('eth_signTypedData_v4 verifies, wallet_switchEthereumChain moves the app (a transaction then lands on the other chain), an unapproved chain is refused', async () => {
    const second = await startDevnet({ port: await getFreePort(), seed: false, chainId: 31_338 })
    const chainA = defineChain({
      id: devnet.chainId,
      name: 'Anvil',
      network: 'anvil',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [devnet.rpcUrl] } },
    })
    const chainB = defineChain({
      id: second.chainId,
      name: 'Anvil 2',
      network: 'anvil-2',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [second.rpcUrl] } },
    })
    const kit = await kitModule.createDevWalletKit({
      relayUrl: relay.url,
      evmChains: [
        { id: devnet.chainId, name: 'Anvil', rpcUrl: devnet.rpcUrl },
        { id: second.chainId, name: 'Anvil 2', rpcUrl: second.rpcUrl },
      ],
      storage: kitModule.createMemoryWalletConnectStorage(),
      customStoragePrefix: `kit-${Math.random()}`,
      approve: async () => true,
    })
    const client = createFoyerClient(
      withTestSwitches(
        {
          networks: [chainA, chainB],
          storage: createMemoryStorage(),
          projectId: 'foyer-test',
          walletConnect: { relayUrl: relay.url },
          logLevel: 'silent',
        },
        { walletConnectTestMode: true, wcStorage: wcMemoryStorage(), wcLoadSdk: loadSdk },
      ),
    )
    try {
      await client.start()
      const connecting = client.connectWalletConnect()
      await kit.pair(await waitForUri(client))
      await connecting
      const from = kit.addresses.evm as `0x${string}`
      expect(client.stores.accounts.getState().eip155!.caipAddress).toBe(`eip155:${devnet.chainId}:${from}`)

      const typedData = {
        domain: {
          name: 'Foyer',
          version: '1',
          chainId: devnet.chainId,
          verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
        },
        types: {
          Person: [
            { name: 'name', type: 'string' },
            { name: 'wallet', type: 'address' },
          ],
          Mail: [
            { name: 'from', type: 'Person' },
            { name: 'to', type: 'Person' },
            { name: 'contents', type: 'string' },
          ],
        },
        primaryType: 'Mail',
        message: {
          from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
          to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
          contents: 'Hello, Bob!',
        },
      } as const
      const typedSignature = (await client.request(
        { method: 'eth_signTypedData_v4', params: [from, JSON.stringify(typedData)] },
        'eip155',
      )) as `0x${string}`
      expect(typedSignature).toMatch(/^0x[0-9a-f]{130}$/)
      expect(await verifyTypedData({ address: from, ...typedData, signature: typedSignature })).toBe(true)
      // The same signature does not verify for other contents (the check can fail).
      expect(
        await verifyTypedData({
          address: from,
          ...typedData,
          message: { ...typedData.message, contents: 'Hello, Eve!' },
          signature: typedSignature,
        }),
      ).toBe(false)

      // The app asks for the other approved chain through the session: Foyer's state moves, and so do later requests.
      expect(
        await client.request(
          { method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(second.chainId) }] },
          'eip155',
        ),
      ).toBeNull()
      expect(client.stores.accounts.getState().eip155!.caipAddress).toBe(`eip155:${second.chainId}:${from}`)
      expect(client.stores.chains.getState().activeNetwork.caipNetworkId).toBe(`eip155:${second.chainId}`)
      const rpcB = createPublicClient({ transport: http(second.rpcUrl) })
      const to = second.accounts[4]!
      const before = await rpcB.getBalance({ address: to })
      const hash = (await client.request(
        { method: 'eth_sendTransaction', params: [{ from, to, value: '0x2386f26fc10000' }] },
        'eip155',
      )) as Hash
      expect((await rpcB.waitForTransactionReceipt({ hash })).status).toBe('success')
      expect((await rpcB.getBalance({ address: to })) - before).toBe(10n ** 16n)

      // A chain the session never approved goes to the wallet, which refuses it: the app stays where it was.
      await expect(
        client.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }, 'eip155'),
      ).rejects.toThrow(/Unrecognized chain ID "0x1"/)
      expect(client.stores.accounts.getState().eip155!.caipAddress).toBe(`eip155:${second.chainId}:${from}`)
      // RPC gating applies before anything reaches the session.
      await expect(client.request({ method: 'eth_sign', params: [from, '0x00'] }, 'eip155')).rejects.toThrow(
        ErrorText.RPC_NOT_ALLOWED,
      )
    } finally {
      client.destroy()
      await kit.disconnect().catch(() => undefined)
      await kit.walletKit.core.relayer.transportClose().catch(() => undefined)
      await second.stop()
    }
  }, 60_000)
})

describe('WalletConnect Solana send', () => {
  it('client.send on a WalletConnect solana namespace: the adapter builds, the WalletKit wallet signs and submits, confirmed on chain', async () => {
    let port = await getFreeSolanaPort()
    while ([8545, 8546, 8787, 8899, 8900, 5173].some((p) => p === port || p === port + 1))
      port = await getFreeSolanaPort()
    const solDevnet = await startSolanaDevnet({ port })
    const kitStorage = kitModule.createMemoryWalletConnectStorage()
    let kit: Awaited<ReturnType<DevWalletKitModule['createDevWalletKit']>> | undefined
    let client: FoyerClient | undefined
    try {
      const solRpc = createSolanaRpc(solDevnet.rpcUrl)
      const sol = solanaDevnetChain(solDevnet.rpcUrl, await solRpc.getGenesisHash().send())
      const evm = defineChain({
        id: devnet.chainId,
        name: 'Anvil',
        network: 'anvil',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [devnet.rpcUrl] } },
      })
      kit = await kitModule.createDevWalletKit({
        relayUrl: relay.url,
        evmChains: [{ id: devnet.chainId, name: 'Anvil', rpcUrl: devnet.rpcUrl }],
        solana: { rpcUrl: solDevnet.rpcUrl, chains: [sol.caipNetworkId] },
        storage: kitStorage,
        customStoragePrefix: `kit-${Math.random()}`,
        approve: async () => true,
      })
      client = createFoyerClient(
        withTestSwitches(
          {
            networks: [sol, evm],
            adapters: [createSolanaAdapter()],
            storage: createMemoryStorage(),
            projectId: 'foyer-test',
            walletConnect: { relayUrl: relay.url },
            logLevel: 'silent',
          },
          { walletConnectTestMode: true, wcStorage: wcMemoryStorage(), wcLoadSdk: loadSdk },
        ),
      )
      await client.start()
      const connecting = client.connectWalletConnect()
      await kit.pair(await waitForUri(client))
      await connecting
      expect(client.stores.accounts.getState().solana).toMatchObject({
        status: 'connected',
        address: kit.addresses.solana,
      })
      const to = (await generateKeyPairSigner()).address
      const { id } = await client.send({ to, amount: '0.25', namespace: 'solana' })
      expect(id).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
      await vi.waitFor(() => expect(client!.stores.send.getState().status).toBe('confirmed'), {
        timeout: 15_000,
        interval: 100,
      })
      expect((await solRpc.getBalance(solanaAddress(to), { commitment: 'confirmed' }).send()).value).toBe(250_000_000n)

      // solana_signTransaction through client.request (RPC gating, then the session): the wallet signs a transfer
      // from its account with the dev key and hands it back unsent; the signature verifies and the chain accepts it.
      const payer = solanaAddress(kit.addresses.solana!)
      const { value: lifetime } = await solRpc.getLatestBlockhash({ commitment: 'confirmed' }).send()
      const unsigned = compileTransaction(
        pipe(
          createTransactionMessage({ version: 'legacy' }),
          (m) => setTransactionMessageFeePayer(payer, m),
          (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
          (m) =>
            appendTransactionMessageInstruction(
              getTransferSolInstruction({ source: createNoopSigner(payer), destination: to, amount: 100_000_000n }),
              m,
            ),
        ),
      )
      const signed = (await client.request(
        { method: 'solana_signTransaction', params: { transaction: getBase64EncodedWireTransaction(unsigned) } },
        'solana',
      )) as { signature: string; transaction: string }
      const returned = getTransactionDecoder().decode(getBase64Encoder().encode(signed.transaction))
      // The wallet signed exactly the message it was given, with the dev key of the address it connected.
      expect(new Uint8Array(returned.messageBytes)).toEqual(new Uint8Array(unsigned.messageBytes))
      const signatureBytes = new Uint8Array(getBase58Encoder().encode(signed.signature))
      expect(new Uint8Array(returned.signatures[payer]!)).toEqual(signatureBytes)
      expect(
        ed25519.verify(
          signatureBytes,
          new Uint8Array(unsigned.messageBytes),
          new Uint8Array(getBase58Encoder().encode(payer)),
        ),
      ).toBe(true)
      expect(
        ed25519.verify(
          signatureBytes,
          new TextEncoder().encode('another message'),
          new Uint8Array(getBase58Encoder().encode(payer)),
        ),
      ).toBe(false)
      // Unsent until the app sends it; then it lands.
      expect((await solRpc.getBalance(solanaAddress(to), { commitment: 'confirmed' }).send()).value).toBe(250_000_000n)
      await solRpc.sendTransaction(signed.transaction as Base64EncodedWireTransaction, { encoding: 'base64' }).send()
      await vi.waitFor(
        async () =>
          expect((await solRpc.getBalance(solanaAddress(to), { commitment: 'confirmed' }).send()).value).toBe(
            350_000_000n,
          ),
        { timeout: 15_000, interval: 200 },
      )
    } finally {
      client?.destroy()
      await kit?.disconnect().catch(() => undefined)
      await kit?.walletKit.core.relayer.transportClose().catch(() => undefined)
      await solDevnet.stop()
    }
  }, 60_000)
})
