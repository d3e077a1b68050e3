// Integration: Foyer's WalletConnect controller ↔ the dev relay (@foyer/devnet) ↔ a wallet built on the SDK's own
// SignClient, all on 127.0.0.1 and free ports. No SDK is faked; expiry is shortened with the client's test knob.
// (The relay restart waits for the SDK's own reconnect backoff: ~20 s.)
import { createServer } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { SignClient as SignClientClass } from '@walletconnect/sign-client'
import { privateKeyToAccount } from 'viem/accounts'
import { verifyMessage } from 'viem'
import {
  getFreePort,
  startDevnet,
  startWalletConnectRelay,
  walletConnectSdkRequire,
  type WalletConnectRelay,
} from '@foyer/devnet'
import { createPublicClient, http, type Hash } from 'viem'
import { withTestSwitches, type FoyerTestSwitches } from '../testing.js'
import { createFoyerClient } from '../create-foyer-client.js'
import { defineChain } from '../chains/define-chain.js'
import { createMemoryStorage } from '../storage.js'
import { ErrorText, FoyerError, UserRejectedError } from '../errors.js'
import { WC_STORAGE_KEYS } from './constants.js'
import { WalletConnectCancelledError } from './errors.js'
import { GENERIC_WC_LINK, pairingTopicOf } from './namespaces.js'
import { wcMemoryStorage } from './test/wc-memory-storage.js'
import type { FoyerEvent, FoyerOptions, FoyerStorage } from '../types.js'
import { waitForUri } from './test/wait-for-uri.js'

// Node only: the SDK is loaded from its CommonJS builds (see @foyer/devnet's walletConnectSdkRequire for why).
const require = walletConnectSdkRequire()
const loadSdk = async () => require('@walletconnect/universal-provider') as unknown
let SignClient: typeof SignClientClass

// Two SDK clients in one process (dapp and wallet, or two dapps for restore) must not share the SDK's global Core.
process.env.DISABLE_GLOBAL_CORE = 'true'

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

// A throwaway test key: the wallet signs with it.
const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b3f7a3a2d0e1b4a4a6b3c1a1b1c1d1e1f1a1b1c1d1')
const SOLANA_ADDRESS = 'DevWa11et1111111111111111111111111111111111'

let rpcPort = 0
let evmA: ReturnType<typeof defineChain>
let evmB: ReturnType<typeof defineChain>
let sol: ReturnType<typeof defineChain>
let relay: WalletConnectRelay
let relayUrl = ''
const cleanups: (() => unknown)[] = []

beforeAll(async () => {
  ;({ SignClient } = require('@walletconnect/sign-client') as { SignClient: typeof SignClientClass })
  relay = await startWalletConnectRelay({ port: await freePort(), quiet: true })
  relayUrl = relay.url
  // RPC URLs on a port nothing listens on: the rpcMap must be ours, and nothing here needs it to answer.
  rpcPort = await freePort()
  const rpcUrls = { default: { http: [`http://127.0.0.1:${rpcPort}`] } }
  const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
  evmA = defineChain({ id: 31337, name: 'Devnet', network: 'devnet', nativeCurrency: ether, rpcUrls })
  evmB = defineChain({ id: 31338, name: 'Devnet 2', network: 'devnet-2', nativeCurrency: ether, rpcUrls })
  sol = defineChain({
    id: '3m18fFd2hPJkop2aCRdB3LS47DSuWbBx',
    chainNamespace: 'solana',
    name: 'Sol',
    network: 'sol',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls,
  })
})

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

afterAll(async () => {
  await relay?.stop()
})

interface WalletOptions {
  approve?: boolean
  solana?: boolean
  relayUrl?: string
  /** The EVM account the wallet exposes (default: the test key's). */
  evmAddress?: string
  /** Leave proposals unanswered (the test answers them through `wallet`). */
  hold?: boolean
  /** How the wallet answers eth_sendTransaction (default: it refuses). */
  sendTransaction?: (tx: Record<string, string>) => Promise<string>
}

/** A WalletConnect wallet on the SDK's SignClient: approves (or rejects) proposals and signs personal_sign. */
async function createWallet(options: WalletOptions = {}) {
  const wallet = await SignClient.init({
    projectId: 'foyer-dev',
    relayUrl: options.relayUrl ?? relayUrl,
    metadata: {
      name: 'Test Wallet',
      description: 'test',
      url: 'http://wallet.test',
      icons: ['http://wallet.test/icon.png'],
      redirect: { native: 'testwallet://' },
    },
    telemetryEnabled: false,
    storage: wcMemoryStorage(),
    customStoragePrefix: `test-wallet-${Math.random()}`,
  })
  const proposals: {
    chains: Record<string, string[]>
    methods: Record<string, string[]>
    rpcMap: Record<string, unknown>
  }[] = []
  wallet.on('session_proposal', async ({ id, params }) => {
    const optional = params.optionalNamespaces as Record<
      string,
      { chains?: string[]; methods: string[]; events: string[]; rpcMap?: unknown }
    >
    proposals.push({
      chains: Object.fromEntries(Object.entries(optional).map(([k, v]) => [k, v.chains ?? []])),
      methods: Object.fromEntries(Object.entries(optional).map(([k, v]) => [k, v.methods])),
      rpcMap: Object.fromEntries(Object.entries(optional).map(([k, v]) => [k, v.rpcMap])),
    })
    if (options.hold) return
    if (options.approve === false) {
      await wallet.reject({ id, reason: { code: 5000, message: 'User rejected.' } })
      return
    }
    const namespaces: Record<string, { accounts: string[]; chains: string[]; methods: string[]; events: string[] }> = {}
    const evm = optional.eip155
    if (evm) {
      const chains = evm.chains ?? []
      namespaces.eip155 = {
        chains,
        methods: evm.methods,
        events: evm.events,
        accounts: chains.map((c) => `${c}:${options.evmAddress ?? account.address}`),
      }
    }
    const solana = optional.solana
    if (solana && options.solana !== false) {
      const chains = solana.chains ?? []
      namespaces.solana = {
        chains,
        methods: solana.methods,
        events: solana.events,
        accounts: chains.map((c) => `${c}:${SOLANA_ADDRESS}`),
      }
    }
    const { acknowledged } = await wallet.approve({ id, namespaces })
    await acknowledged()
  })
  const deletedPairings: string[] = []
  wallet.core.pairing.events.on('pairing_delete', ({ topic }: { topic: string }) => deletedPairings.push(topic))
  const requests: { method: string; chainId: string }[] = []
  wallet.on('session_request', async ({ topic, id, params }) => {
    const { request, chainId } = params
    requests.push({ method: request.method, chainId })
    const respond = (result: unknown) => wallet.respond({ topic, response: { id, jsonrpc: '2.0', result } })
    if (request.method === 'personal_sign') {
      const [message] = request.params as [`0x${string}`]
      await respond(await account.signMessage({ message: { raw: message } }))
    } else if (request.method === 'eth_sendTransaction' && options.sendTransaction) {
      await respond(await options.sendTransaction((request.params as Record<string, string>[])[0]!))
    } else if (request.method === 'solana_signMessage') {
      await respond({ signature: 'fake-signature' })
    } else {
      await wallet.respond({
        topic,
        response: { id, jsonrpc: '2.0', error: { code: 5000, message: 'User rejected.' } },
      })
    }
  })
  cleanups.push(async () => {
    for (const session of wallet.session.getAll())
      await wallet.disconnect({ topic: session.topic, reason: { code: 6000, message: 'done' } }).catch(() => undefined)
    await wallet.core.relayer.transportClose().catch(() => undefined)
  })
  const proposalIds: number[] = []
  wallet.on('session_proposal', ({ id }) => proposalIds.push(id))
  return {
    wallet,
    proposals,
    proposalIds,
    deletedPairings,
    requests,
    pair: (uri: string) => wallet.core.pairing.pair({ uri }),
  }
}

function createClient(
  extra: Partial<FoyerOptions> & { storage?: FoyerStorage } = {},
  switches: FoyerTestSwitches = {},
) {
  const client = createFoyerClient(
    withTestSwitches(
      {
        networks: [evmA, evmB, sol],
        storage: createMemoryStorage(),
        metadata: { name: 'Foyer test', url: 'http://dapp.test' },
        projectId: 'foyer-test',
        walletConnect: { relayUrl },
        logLevel: 'silent',
        ...extra,
      },
      { walletConnectTestMode: true, wcStorage: wcMemoryStorage(), wcLoadSdk: loadSdk, ...switches },
    ),
  )
  const events: FoyerEvent[] = []
  client.subscribeEvents((e) => events.push(e))
  cleanups.push(() => client.destroy())
  return { client, events }
}

describe('WalletConnect through the dev relay', () => {
  it('offers the WalletConnect connector, pairs, connects eip155 and solana, signs, and the wallet disconnects', async () => {
    const storage = createMemoryStorage()
    const { client, events } = createClient({ storage })
    await client.start()
    expect(client.stores.connectors.getState().connectors[0]).toMatchObject({
      id: 'walletConnect',
      type: 'WALLET_CONNECT',
      chains: ['eip155', 'solana'],
    })
    expect(client.getWalletSections()[0]).toMatchObject({ name: 'walletConnect' })
    const { pair, proposals, requests, wallet } = await createWallet()
    client.open()

    const buffering: boolean[] = []
    client.stores.connection.subscribe((s, prev) => s.buffering !== prev.buffering && buffering.push(s.buffering))
    const connecting = client.connectWalletConnect()
    const uri = await waitForUri(client)
    const state = client.stores.connection.getState()
    expect(state.status).toBe('connecting')
    expect(state.wcPairingExpiry).toBeGreaterThan(Date.now())
    await pair(uri)
    await connecting

    // The wallet's answer arrived on the pairing topic before the session was applied.
    expect(buffering).toEqual([true, false])
    // What the wallet was asked for: every chain, with our RPC URLs.
    expect(proposals[0]!.chains).toEqual({ eip155: ['eip155:31337', 'eip155:31338'], solana: [sol.caipNetworkId] })
    // (rpcMap stays on our side: the provider uses it for reads; namespaces.test.ts checks we always give one.)
    expect(proposals[0]!.methods.solana).toContain('solana_signTransaction')

    const accounts = client.stores.accounts.getState()
    expect(accounts.eip155).toMatchObject({
      status: 'connected',
      address: account.address,
      caipAddress: `eip155:31337:${account.address}`,
      connectorId: 'walletConnect',
    })
    expect(accounts.solana).toMatchObject({
      status: 'connected',
      address: SOLANA_ADDRESS,
      caipAddress: `${sol.caipNetworkId}:${SOLANA_ADDRESS}`,
    })
    expect(client.stores.connection.getState()).toMatchObject({
      status: 'connected',
      wcUri: undefined,
      wcError: false,
      buffering: false,
      // The peer's icon is on its own web server: kept out (wallet-icon.ts), the wallet shows its monogram.
      recentWallet: { id: 'wc:wallet.test', name: 'Test Wallet' },
      wcLinking: { name: 'Test Wallet', href: 'testwallet://' },
    })
    expect(client.stores.connection.getState().recentWallet).toEqual({ id: 'wc:wallet.test', name: 'Test Wallet' })
    expect(client.stores.chains.getState().activeNetwork.caipNetworkId).toBe('eip155:31337')
    expect(client.stores.modal.getState().open).toBe(false)
    expect(JSON.parse(storage.getItem(WC_STORAGE_KEYS.recentWallet)!)).toMatchObject({
      id: 'wc:wallet.test',
      name: 'Test Wallet',
    })
    expect(JSON.parse(storage.getItem(WC_STORAGE_KEYS.deepLink)!)).toEqual({
      name: 'Test Wallet',
      href: 'testwallet://',
    })
    expect(events.find((e) => e.event === 'CONNECT_SUCCESS')?.properties).toMatchObject({
      method: 'qrcode',
      namespaces: ['eip155', 'solana'],
    })
    // Connected through WalletConnect: the section is no longer offered.
    expect(client.getWalletSections().map((s) => s.name)).not.toContain('walletConnect')

    const message = '0x68656c6c6f' as const
    const signature = (await client.request(
      { method: 'personal_sign', params: [message, account.address] },
      'eip155',
    )) as `0x${string}`
    expect(await verifyMessage({ address: account.address, message: { raw: message }, signature })).toBe(true)
    expect(requests.at(-1)).toEqual({ method: 'personal_sign', chainId: 'eip155:31337' })
    await expect(client.request({ method: 'eth_sign', params: [] }, 'eip155')).rejects.toThrow(
      ErrorText.RPC_NOT_ALLOWED,
    )
    await expect(
      client.request({ method: 'solana_signMessage', params: { message: 'aGk=', pubkey: SOLANA_ADDRESS } }, 'solana'),
    ).resolves.toEqual({ signature: 'fake-signature' })
    expect(requests.at(-1)).toEqual({ method: 'solana_signMessage', chainId: sol.caipNetworkId })
    // The wallet's refusal is a rejection.
    await expect(client.request({ method: 'eth_signTypedData_v4', params: [] }, 'eip155')).rejects.toBeInstanceOf(
      UserRejectedError,
    )

    // Switching chains goes through the session (the chain is approved, so it becomes the session's default).
    await client.switchNetwork('eip155:31338')
    expect(client.stores.accounts.getState().eip155!.caipAddress).toBe(`eip155:31338:${account.address}`)
    await client.request({ method: 'personal_sign', params: [message, account.address] }, 'eip155')
    expect(requests.at(-1)).toEqual({ method: 'personal_sign', chainId: 'eip155:31338' })

    // The wallet updates the session (new account): the chain the app is on stays.
    const topic = wallet.session.getAll()[0]!.topic
    const third = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
    const current = wallet.session.get(topic).namespaces
    const { acknowledged } = await wallet.update({
      topic,
      namespaces: {
        ...current,
        eip155: { ...current.eip155!, accounts: ['eip155:31337', 'eip155:31338'].map((c) => `${c}:${third}`) },
      },
    })
    await acknowledged()
    await vi.waitFor(
      () => expect(client.stores.accounts.getState().eip155!.caipAddress).toBe(`eip155:31338:${third}`),
      { timeout: 5000 },
    )

    // The wallet reports a chain change on its own.
    await wallet.emit({ topic, event: { name: 'chainChanged', data: 31337 }, chainId: 'eip155:31337' })
    await vi.waitFor(
      () => expect(client.stores.accounts.getState().eip155!.caipAddress).toBe(`eip155:31337:${third}`),
      { timeout: 5000 },
    )

    // …and an account change.
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    await wallet.emit({
      topic,
      event: { name: 'accountsChanged', data: [`eip155:31337:${other}`] },
      chainId: 'eip155:31337',
    })
    await vi.waitFor(
      () =>
        expect(client.stores.accounts.getState().eip155).toMatchObject({
          address: other,
          caipAddress: `eip155:31337:${other}`,
        }),
      { timeout: 5000 },
    )

    await wallet.disconnect({ topic, reason: { code: 6000, message: 'User disconnected.' } })
    await vi.waitFor(
      () => {
        const after = client.stores.accounts.getState()
        expect(after.eip155!.status).toBe('disconnected')
        expect(after.solana!.status).toBe('disconnected')
      },
      { timeout: 5000 },
    )
    expect(client.stores.connection.getState().status).toBe('disconnected')
    expect(events.some((e) => e.event === 'DISCONNECT_SUCCESS' && e.properties?.initiator === 'wallet')).toBe(true)
    expect(client.getWalletSections()[0]).toMatchObject({ name: 'walletConnect' })
  })

  it('reports the wallet declining as USER_REJECTED and goes back to disconnected', async () => {
    const { client, events } = createClient()
    await client.start()
    const { pair } = await createWallet({ approve: false })
    const connecting = client.connectWalletConnect({ method: 'mobile' })
    connecting.catch(() => undefined)
    await pair(await waitForUri(client))
    await expect(connecting).rejects.toBeInstanceOf(UserRejectedError)
    expect(client.stores.connection.getState()).toMatchObject({
      status: 'disconnected',
      rejected: true,
      error: ErrorText.CONNECT_FAILED,
      wcUri: undefined,
      wcPairingExpiry: undefined,
    })
    expect(client.stores.accounts.getState().eip155!.status).toBe('disconnected')
    expect(events.map((e) => e.event)).toContain('USER_REJECTED')
  })

  it('connects only eip155 when the wallet leaves solana out; app-side disconnect ends the session; mobile method', async () => {
    const { client, events } = createClient()
    await client.start()
    const { pair, wallet } = await createWallet({ solana: false })
    const connecting = client.connectWalletConnect({ method: 'mobile' })
    await pair(await waitForUri(client))
    await connecting
    expect(client.stores.accounts.getState().eip155!.status).toBe('connected')
    expect(client.stores.accounts.getState().solana!.status).toBe('disconnected')
    expect(events.find((e) => e.event === 'CONNECT_SUCCESS')?.properties).toMatchObject({
      method: 'mobile',
      namespaces: ['eip155'],
    })
    await client.disconnect()
    expect(client.stores.accounts.getState().eip155!.status).toBe('disconnected')
    await vi.waitFor(() => expect(wallet.session.getAll()).toHaveLength(0), { timeout: 5000 })
  })

  it("CONNECT_SUCCESS says 'mobile' when the person opened a link during the attempt (as the desktop tab records it), and a stale link does not count", async () => {
    const { client, events } = createClient()
    await client.start()
    const { pair } = await createWallet()
    // A deep link left from an earlier session is not this attempt's.
    client.stores.connection.setState({ wcLinking: { name: 'Old Wallet', href: 'old://' } })
    const first = client.connectWalletConnect()
    const uri = await waitForUri(client)
    expect(client.stores.connection.getState().wcLinking).toBeUndefined()
    // The desktop tab's "Open" on the generic entry: the bare wc: URI goes to the OS, the view records the link.
    client.stores.connection.setState({ wcLinking: { name: 'WalletConnect', href: GENERIC_WC_LINK } })
    await pair(uri)
    await first
    expect(events.find((e) => e.event === 'CONNECT_SUCCESS')?.properties).toMatchObject({
      method: 'mobile',
      name: 'Test Wallet',
    })
    // The answering wallet's own redirect replaces the generic link for later requests.
    expect(client.stores.connection.getState().wcLinking).toEqual({ name: 'Test Wallet', href: 'testwallet://' })
    await client.disconnect()

    // Same client, QR this time, with a link left in the store (as a restored session leaves one): not this attempt's.
    client.stores.connection.setState({ wcLinking: { name: 'Test Wallet', href: 'testwallet://' } })
    const second = client.connectWalletConnect()
    await (await createWallet()).pair(await waitForUri(client))
    await second
    expect(events.filter((e) => e.event === 'CONNECT_SUCCESS').map((e) => e.properties?.method)).toEqual([
      'mobile',
      'qrcode',
    ])
  })

  it('disconnect() with both namespaces on the session ends it once and clears both', async () => {
    const { client, events } = createClient()
    await client.start()
    const { pair, wallet } = await createWallet()
    const connecting = client.connectWalletConnect()
    await pair(await waitForUri(client))
    await connecting
    await client.disconnect()
    expect(client.stores.accounts.getState().eip155!.status).toBe('disconnected')
    expect(client.stores.accounts.getState().solana!.status).toBe('disconnected')
    expect(client.stores.connection.getState().status).toBe('disconnected')
    expect(events.map((e) => e.event)).toContain('DISCONNECT_SUCCESS')
    await vi.waitFor(() => expect(wallet.session.getAll()).toHaveLength(0), { timeout: 5000 })
  })

  it('restores the session in a new client from storage, and does nothing without the marker', async () => {
    const storage = createMemoryStorage()
    const wcStorage = wcMemoryStorage()
    const first = createClient({ storage }, { wcStorage })
    await first.client.start()
    const { pair } = await createWallet()
    const connecting = first.client.connectWalletConnect()
    await pair(await waitForUri(first.client))
    await connecting
    expect(storage.getItem(WC_STORAGE_KEYS.marker)).not.toBeNull()
    first.client.destroy()

    const second = createClient({ storage }, { wcStorage })
    expect(second.client.stores.accounts.getState().eip155!.status).toBe('reconnecting')
    await second.client.start()
    expect(second.client.stores.accounts.getState().eip155).toMatchObject({
      status: 'connected',
      address: account.address,
      connectorId: 'walletConnect',
    })
    expect(second.client.stores.accounts.getState().solana).toMatchObject({
      status: 'connected',
      address: SOLANA_ADDRESS,
    })
    expect(second.client.stores.connection.getState()).toMatchObject({
      status: 'connected',
      wcLinking: { name: 'Test Wallet', href: 'testwallet://' },
    })
    const signature = await second.client.request(
      { method: 'personal_sign', params: ['0x6869', account.address] },
      'eip155',
    )
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)

    // A client whose storage has no marker never loads the SDK, and stays disconnected.
    const third = createClient({}, { wcStorage })
    await third.client.start()
    expect(third.client.stores.accounts.getState().eip155!.status).toBe('disconnected')
  })

  it('replaces an expired pairing URI by itself and still connects with the fresh one', async () => {
    // The test switch the demo's ?wcPairingLifetime= sets ('@foyer/core/testing').
    const { client } = createClient({}, { wcPairingLifetimeMs: 1500 })
    await client.start()
    const connecting = client.connectWalletConnect()
    const firstUri = await waitForUri(client)
    const firstExpiry = client.stores.connection.getState().wcPairingExpiry!
    expect(firstExpiry - Date.now()).toBeLessThanOrEqual(1500)
    // A wallet that scanned the first URI holds its proposal; when the URI is replaced, its pairing is withdrawn.
    const stale = await createWallet({ hold: true })
    await stale.pair(firstUri)
    const secondUri = await waitForUri(client, firstUri)
    expect(client.stores.connection.getState().wcPairingExpiry!).toBeGreaterThan(firstExpiry)
    expect(client.stores.connection.getState().status).toBe('connecting')
    await vi.waitFor(() => expect(stale.deletedPairings).toEqual([pairingTopicOf(firstUri)]), { timeout: 5000 })
    const { pair } = await createWallet()
    await pair(secondUri)
    await connecting
    expect(client.stores.accounts.getState().eip155!.status).toBe('connected')
  })

  it('without the test switch a URI keeps its own 5 minutes', async () => {
    const { client } = createClient()
    await client.start()
    const connecting = client.connectWalletConnect()
    connecting.catch(() => undefined)
    await waitForUri(client)
    expect(client.stores.connection.getState().wcPairingExpiry! - Date.now()).toBeGreaterThan(4 * 60_000)
    client.resetWcConnection()
  })

  it('keeps the session across a relay restart: requests flow again once the relay is back', async () => {
    const port = await freePort()
    let own = await startWalletConnectRelay({ port, quiet: true })
    cleanups.push(() => own.stop())
    const { client } = createClient({ walletConnect: { relayUrl: own.url } })
    await client.start()
    const { pair } = await createWallet({ relayUrl: own.url })
    const connecting = client.connectWalletConnect()
    await pair(await waitForUri(client))
    await connecting
    await own.stop()
    own = await startWalletConnectRelay({ port, quiet: true })
    const signature = await client.request({ method: 'personal_sign', params: ['0x6869', account.address] }, 'eip155')
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(client.stores.accounts.getState().eip155!.status).toBe('connected')
  }, 60_000)

  it('withdraws the pairing of a proposal it gave up on: a wallet holding it is told, and cannot answer into the void', async () => {
    const { client } = createClient()
    await client.start()
    const connecting = client.connectWalletConnect()
    connecting.catch(() => undefined)
    const uri = await waitForUri(client)
    const { pair, wallet, proposalIds, deletedPairings } = await createWallet({ hold: true })
    await pair(uri)
    await vi.waitFor(() => expect(proposalIds).toHaveLength(1), { timeout: 5000 })
    // The person leaves the view (or retries) while the wallet still shows the proposal.
    client.resetWcConnection()
    await vi.waitFor(() => expect(deletedPairings).toEqual([pairingTopicOf(uri)]), { timeout: 5000 })
    await expect(
      wallet.reject({ id: proposalIds[0]!, reason: { code: 5000, message: 'User rejected.' } }),
    ).rejects.toThrow()
  })

  it('resetWcConnection cancels a pending attempt and clears the pairing state', async () => {
    const { client } = createClient()
    await client.start()
    const connecting = client.connectWalletConnect()
    connecting.catch(() => undefined)
    await waitForUri(client)
    client.stores.connection.setState({ wcLinking: { name: 'W', href: 'w://' } })
    client.resetWcConnection()
    const error = await connecting.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(FoyerError)
    expect((error as FoyerError).cause).toBeInstanceOf(WalletConnectCancelledError)
    expect(client.stores.connection.getState()).toMatchObject({
      status: 'disconnected',
      wcUri: undefined,
      wcPairingExpiry: undefined,
      wcLinking: undefined,
      recentWallet: undefined,
      wcError: false,
      buffering: false,
    })
  })
})

describe('WalletConnect without a relay', () => {
  it('sets wcError and rejects with CONNECT_FAILED within relayTimeoutMs', async () => {
    const port = await freePort()
    const { client, events } = createClient({
      walletConnect: { relayUrl: `ws://127.0.0.1:${port}`, relayTimeoutMs: 1500 },
    })
    await client.start()
    const started = Date.now()
    const error = await client.connectWalletConnect().catch((e: unknown) => e)
    expect(Date.now() - started).toBeLessThan(4000)
    expect(error).toBeInstanceOf(FoyerError)
    expect((error as FoyerError).code).toBe('CONNECT_FAILED')
    expect(client.stores.connection.getState()).toMatchObject({
      wcError: true,
      status: 'disconnected',
      wcUri: undefined,
    })
    expect(events.map((e) => e.event)).toContain('CONNECT_ERROR')
  })
})

describe('WalletConnect with a chain', () => {
  it('eth_sendTransaction through the session is mined on anvil', async () => {
    const devnet = await startDevnet({ port: await getFreePort(), seed: false })
    cleanups.push(() => devnet.stop())
    const chain = defineChain({
      id: devnet.chainId,
      name: 'Anvil',
      network: 'anvil',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [devnet.rpcUrl] } },
    })
    const from = devnet.accounts[0]!
    const to = devnet.accounts[1]!
    const rpc = createPublicClient({ transport: http(devnet.rpcUrl) })
    // The wallet signs with anvil's unlocked dev account and submits to the chain.
    const { pair } = await createWallet({
      solana: false,
      evmAddress: from,
      sendTransaction: async (tx) =>
        (await rpc.request({ method: 'eth_sendTransaction' as never, params: [tx] as never })) as string,
    })
    const client = createFoyerClient(
      withTestSwitches(
        {
          networks: [chain],
          storage: createMemoryStorage(),
          projectId: 'foyer-test',
          walletConnect: { relayUrl },
          logLevel: 'silent',
        },
        { walletConnectTestMode: true, wcStorage: wcMemoryStorage(), wcLoadSdk: loadSdk },
      ),
    )
    cleanups.push(() => client.destroy())
    await client.start()
    const connecting = client.connectWalletConnect()
    await pair(await waitForUri(client))
    await connecting
    const before = await rpc.getBalance({ address: to })
    const hash = (await client.request(
      { method: 'eth_sendTransaction', params: [{ from, to, value: '0xde0b6b3a7640000' }] },
      'eip155',
    )) as Hash
    const receipt = await rpc.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect((await rpc.getBalance({ address: to })) - before).toBe(10n ** 18n)
  })
})
