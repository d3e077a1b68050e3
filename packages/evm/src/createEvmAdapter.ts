import type {
  AdapterContext,
  BalanceResult,
  ChainAdapter,
  ChainDefinition,
  ConnectResult,
  Connector,
  ConnectorType,
} from '@foyer/core'
import { FoyerError, FoyerOptionsError } from '@foyer/core'
import {
  connect as wagmiConnect,
  createConfig,
  disconnect as wagmiDisconnect,
  http,
  injected,
  reconnect as wagmiReconnect,
  switchChain as wagmiSwitchChain,
  watchConnectors,
  type Config,
  type Connection,
  type Connector as WagmiConnector,
  type Transport,
} from '@wagmi/core'
import {
  createClient,
  formatUnits,
  getAddress,
  http as viemHttp,
  isAddress,
  toHex,
  type Chain,
  type Client,
} from 'viem'
// One action, not createPublicClient: that one carries every public action (multicall, ENS, simulate…) into the bundle.
import { getBalance as viemGetBalance } from 'viem/actions'
import { evmChainId, toViemChain } from './chains.js'
import { WalletTimeoutError, toConnectError, toWalletError, withTimeout } from './errors.js'
import { getWindowEthereum, legacyInjectedName, legacyInjectedRdns } from './legacyInjected.js'
import { createWagmiStorage } from './storage.js'
import { createEvmSiwxVerifier, isSmartAccount } from './siwe/lazy.js'
import { isEip1193Provider, switchEthereumChain, type Eip1193Provider } from './switchEthereumChain.js'

export interface EvmAdapterOptions {
  /** The host's own wagmi config; used as it is (its chains, transports, connectors and storage). */
  wagmiConfig?: Config
  /** Passed to `createConfig`: skip hydration and EIP-6963 connectors until `setup` runs in the browser. */
  ssr?: boolean
  /** How long a wallet may leave a connect or switch-network prompt unanswered before the attempt fails. */
  connectTimeoutMs?: number
  /** How long restoring a connection after reload may take before it counts as not restored. */
  reconnectTimeoutMs?: number
  /** How long `reconnect` waits for an EIP-6963 wallet that announces itself a moment after page load. */
  announceWaitMs?: number
}

export interface EvmAdapter extends ChainAdapter {
  readonly namespace: 'eip155'
  /** The wagmi config the adapter connects through: the host's, or the one `setup` built. */
  readonly wagmiConfig: Config
  signMessage(args: { message: string; address: string }): Promise<string>
  readonly siwxVerifier: NonNullable<ChainAdapter['siwxVerifier']>
  isSmartAccount: NonNullable<ChainAdapter['isSmartAccount']>
  destroy(): void
}

export const DEFAULT_CONNECT_TIMEOUT_MS = 30_000
export const DEFAULT_RECONNECT_TIMEOUT_MS = 10_000
export const DEFAULT_ANNOUNCE_WAIT_MS = 1_500

/** Id of the connector for the pre-EIP-6963 `window.ethereum`. */
export const LEGACY_INJECTED_ID = 'injected'

/** The part of zustand's persist API wagmi's store carries when it has storage. */
type PersistApi = {
  rehydrate(): Promise<void> | void
  hasHydrated(): boolean
  onFinishHydration(listener: () => void): () => void
}

type Snapshot = { connected: boolean; addresses: string[]; chainId: number | undefined }
const DISCONNECTED: Snapshot = { connected: false, addresses: [], chainId: undefined }

/** The EVM adapter: EIP-6963 and injected wallets through @wagmi/core, balances through viem. */
export function createEvmAdapter(options: EvmAdapterOptions = {}): EvmAdapter {
  const connectTimeoutMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS
  const reconnectTimeoutMs = options.reconnectTimeoutMs ?? DEFAULT_RECONNECT_TIMEOUT_MS
  const announceWaitMs = options.announceWaitMs ?? DEFAULT_ANNOUNCE_WAIT_MS

  let config: Config | undefined = options.wagmiConfig
  let ownsConfig = false
  /** Transports of the config built here; switchNetwork adds one for a chain the app did not list. */
  let transports: Record<number, Transport> = {}
  let ctx: AdapterContext | undefined
  let ready: Promise<void> | undefined
  const cleanups: (() => void)[] = []
  /** >0 while the adapter itself connects/reconnects/disconnects: the caller gets the result, not an event. */
  let ownOperations = 0
  let snapshot: Snapshot = DISCONNECTED
  let connectGeneration = 0
  let lastConnectorsKey = ''
  let connectorsRun = 0
  const publicClients = new Map<string, Client>()

  function requireConfig(): Config {
    if (!config) throw new FoyerError('NO_CONNECTION_CLIENT')
    return config
  }

  function currentConnection(): Connection | undefined {
    const state = config?.state
    if (!state?.current) return undefined
    return state.connections.get(state.current)
  }

  function findConnector(id: string): WagmiConnector | undefined {
    return config?.connectors.find((c) => c.id === id)
  }

  // ------------------------------------------------------------------------------------------
  // Connectors

  /** Adds a wagmi connector for every announced wallet wagmi missed (it ignores announcements made before hydration). */
  function addMissingAnnounced(): void {
    const cfg = config
    const mipd = cfg?._internal.mipd
    if (!cfg || !mipd) return
    const known = new Set<string>()
    for (const c of cfg.connectors) {
      known.add(c.id)
      for (const rdns of typeof c.rdns === 'string' ? [c.rdns] : (c.rdns ?? [])) known.add(rdns)
    }
    const fresh: WagmiConnector[] = []
    for (const detail of mipd.getProviders()) {
      if (known.has(detail.info.rdns)) continue
      known.add(detail.info.rdns)
      fresh.push(cfg._internal.connectors.setup(cfg._internal.connectors.providerDetailToConnector(detail)))
    }
    if (fresh.length) cfg._internal.connectors.setState((list) => [...list, ...fresh])
  }

  async function listConnectors(): Promise<Connector[]> {
    const cfg = requireConfig()
    const announced = new Map((cfg._internal.mipd?.getProviders() ?? []).map((d) => [d.info.rdns, d]))
    const ethereum = getWindowEthereum()
    const out = new Map<string, Connector>()
    for (const c of cfg.connectors) {
      if (out.has(c.id)) continue
      const detail = announced.get(c.id)
      if (detail) {
        out.set(c.id, {
          id: detail.info.rdns,
          rdns: detail.info.rdns,
          name: detail.info.name,
          type: 'ANNOUNCED',
          chains: ['eip155'],
          ...(detail.info.icon ? { imageUrl: detail.info.icon } : {}),
          installed: true,
        })
        continue
      }
      if (c.id === LEGACY_INJECTED_ID && c.type === 'injected') {
        // The same wallet announced over EIP-6963 is listed once, under its announcement.
        const duplicate =
          !!ethereum &&
          [...announced.values()].some(
            (d) => (d.provider as unknown) === ethereum || d.info.rdns === legacyInjectedRdns(ethereum),
          )
        if (duplicate) continue
        out.set(c.id, {
          id: LEGACY_INJECTED_ID,
          name: legacyInjectedName(ethereum),
          type: 'INJECTED',
          chains: ['eip155'],
          installed: !!ethereum,
        })
        continue
      }
      // A connector from a host-provided config (an SDK connector, WalletConnect, …).
      const rdns = typeof c.rdns === 'string' ? c.rdns : c.rdns?.[0]
      const type: ConnectorType =
        c.type === 'injected' ? 'INJECTED' : c.type === 'walletConnect' ? 'WALLET_CONNECT' : 'EXTERNAL'
      const installed = c.type === 'injected' ? !!(await c.getProvider().catch(() => undefined)) : true
      out.set(c.id, {
        id: c.id,
        name: c.name,
        type,
        chains: ['eip155'],
        ...(c.icon ? { imageUrl: c.icon } : {}),
        ...(rdns ? { rdns } : {}),
        installed,
      })
    }
    return [...out.values()]
  }

  function refreshConnectors(): void {
    const run = ++connectorsRun
    listConnectors().then(
      (list) => {
        if (run !== connectorsRun || !ctx) return
        const key = JSON.stringify(list)
        if (key === lastConnectorsKey) return
        lastConnectorsKey = key
        ctx.setConnectors(list)
      },
      (error: unknown) => ctx?.logger.warn('[foyer/evm] listing connectors failed', error),
    )
  }

  /** Resolves with the connector once it exists, or `undefined` after `ms` (EIP-6963 wallets may announce late). */
  function waitForConnector(id: string, ms: number): Promise<WagmiConnector | undefined> {
    addMissingAnnounced()
    const found = findConnector(id)
    if (found || ms <= 0 || !config) return Promise.resolve(found)
    const cfg = config
    return new Promise((resolve) => {
      const done = (value: WagmiConnector | undefined) => {
        clearTimeout(timer)
        unsubscribe()
        resolve(value)
      }
      const unsubscribe = cfg._internal.connectors.subscribe(() => {
        const c = findConnector(id)
        if (c) done(c)
      })
      const timer = setTimeout(() => done(findConnector(id)), ms)
    })
  }

  // ------------------------------------------------------------------------------------------
  // Events

  function takeSnapshot(): Snapshot {
    const state = config?.state
    const connection = currentConnection()
    if (state?.status !== 'connected' || !connection) return DISCONNECTED
    return { connected: true, addresses: [...connection.accounts], chainId: connection.chainId }
  }

  function onStateChange(): void {
    if (!ctx || ownOperations > 0) return
    const status = config?.state.status
    if (status === 'connecting' || status === 'reconnecting') return
    const prev = snapshot
    const next = takeSnapshot()
    snapshot = next
    if (prev.connected && !next.connected) {
      ctx.onDisconnect()
      return
    }
    if (!next.connected) return
    const validChain = next.chainId !== undefined && Number.isSafeInteger(next.chainId) && next.chainId > 0
    const accountsChanged =
      !prev.connected ||
      prev.addresses.length !== next.addresses.length ||
      prev.addresses.some((a, i) => a !== next.addresses[i])
    if (accountsChanged)
      ctx.onAccountsChanged(
        validChain ? { addresses: next.addresses, chainId: next.chainId } : { addresses: next.addresses },
      )
    // The raw id, also for a chain the app does not list: core shows UnsupportedChain for it.
    if (prev.connected && prev.chainId !== next.chainId) {
      if (validChain) ctx.onChainChanged(next.chainId as number)
      else ctx.logger.warn('[foyer/evm] the wallet reported an invalid chain id', next.chainId)
    }
  }

  async function ownOperation<T>(run: () => Promise<T>): Promise<T> {
    ownOperations++
    try {
      return await run()
    } finally {
      ownOperations--
      if (ownOperations === 0) snapshot = takeSnapshot()
    }
  }

  // ------------------------------------------------------------------------------------------
  // Helpers

  function toResult(accounts: readonly unknown[] | undefined, chainId: unknown): ConnectResult | undefined {
    if (!Array.isArray(accounts) || accounts.length === 0) return undefined
    if (!accounts.every((a): a is string => typeof a === 'string' && isAddress(a, { strict: false }))) return undefined
    if (typeof chainId !== 'number' || !Number.isSafeInteger(chainId) || chainId <= 0) return undefined
    const addresses = accounts.map((a) => getAddress(a))
    return { address: addresses[0] as string, addresses, chainId }
  }

  async function providerOf(connector: WagmiConnector): Promise<unknown> {
    return connector.getProvider().catch(() => undefined)
  }

  /** Drops every connection but `keep`'s (Foyer holds one EVM connection). */
  async function dropOtherConnections(cfg: Config, keep: WagmiConnector): Promise<void> {
    const keepProvider = await providerOf(keep)
    for (const [uid, connection] of [...cfg.state.connections]) {
      if (uid === keep.uid) continue
      // Same provider object (window.ethereum and its own announcement): revoking would revoke ours too.
      if ((await providerOf(connection.connector)) === keepProvider) {
        cfg.setState((state) => {
          const connections = new Map(state.connections)
          connections.delete(uid)
          return { ...state, connections, current: keep.uid }
        })
        continue
      }
      await wagmiDisconnect(cfg, { connector: connection.connector }).catch(() => undefined)
    }
  }

  /** Lets a connect/switch to a chain the app did not list work (the wallet may know it). */
  function ensureChainConfigured(chain: Chain): void {
    const cfg = requireConfig()
    if (!ownsConfig || cfg.chains.some((c) => c.id === chain.id)) return
    const url = chain.rpcUrls.default.http[0]
    if (!url) throw new FoyerError('RPC_URL_NOT_FOUND')
    transports[chain.id] = http(url)
    cfg._internal.chains.setState((chains) => [...chains, chain])
  }

  async function waitForHydration(cfg: Config): Promise<void> {
    const persist = (cfg._internal.store as unknown as { persist?: PersistApi }).persist
    if (!persist) return
    if (cfg._internal.ssr) {
      await persist.rehydrate()
      return
    }
    if (persist.hasHydrated()) return
    await new Promise<void>((resolve) => {
      const unsubscribe = persist.onFinishHydration(() => {
        unsubscribe()
        resolve()
      })
      if (persist.hasHydrated()) {
        unsubscribe()
        resolve()
      }
    })
  }

  // ------------------------------------------------------------------------------------------
  // The adapter

  const adapter: EvmAdapter = {
    namespace: 'eip155',
    // The client's networks arrive in setup(); the verifier reads them at each check. Both load on first use.
    siwxVerifier: createEvmSiwxVerifier({ networks: () => ctx?.networks ?? [] }),
    isSmartAccount,

    get wagmiConfig(): Config {
      if (!config)
        throw new Error('@foyer/evm: wagmiConfig is available after setup(), or pass your own to createEvmAdapter')
      return config
    },

    setup(context: AdapterContext): Promise<void> {
      if (ready) return ready
      ctx = context
      ready = (async () => {
        if (!config) {
          const networks = context.networks.filter((n) => n.chainNamespace === 'eip155')
          if (networks.length === 0)
            throw new FoyerOptionsError('networks: @foyer/evm needs at least one eip155 network')
          const chains = networks.map(toViemChain) as [Chain, ...Chain[]]
          transports = {}
          for (const chain of chains) {
            const url = chain.rpcUrls.default.http[0]
            if (!url) throw new FoyerError('RPC_URL_NOT_FOUND')
            transports[chain.id] = http(url)
          }
          config = createConfig({
            chains,
            transports,
            connectors: [injected()],
            multiInjectedProviderDiscovery: true,
            storage: createWagmiStorage(context.storage),
            ssr: options.ssr ?? false,
          })
          ownsConfig = true
        }
        const cfg = config
        await waitForHydration(cfg)
        addMissingAnnounced()
        cleanups.push(watchConnectors(cfg, { onChange: () => refreshConnectors() }))
        const mipd = cfg._internal.mipd
        if (mipd)
          cleanups.push(
            mipd.subscribe(() => {
              addMissingAnnounced()
              refreshConnectors()
            }),
          )
        if (typeof window !== 'undefined') {
          // Some wallets inject window.ethereum after load and say so with this event.
          const onInitialized = () => refreshConnectors()
          window.addEventListener('ethereum#initialized', onInitialized)
          cleanups.push(() => window.removeEventListener('ethereum#initialized', onInitialized))
        }
        snapshot = takeSnapshot()
        cleanups.push(cfg.subscribe((state) => state, onStateChange))
        refreshConnectors()
      })()
      return ready
    },

    async connect({ connectorId, chainId }) {
      await ready
      const cfg = requireConfig()
      const connector = findConnector(connectorId) ?? (await waitForConnector(connectorId, 0))
      if (!connector) throw new FoyerError('CONNECTOR_NOT_FOUND')
      return ownOperation(async () => {
        const existing = cfg.state.connections.get(connector.uid)
        if (existing && cfg.state.current === connector.uid && cfg.state.status === 'connected') {
          const result = toResult(existing.accounts, existing.chainId)
          if (result) return result
        }
        const wanted = chainId === undefined ? undefined : Number(chainId)
        const configured = wanted !== undefined && cfg.chains.some((c) => c.id === wanted)
        const generation = ++connectGeneration
        let abandoned = false
        const attempt = wagmiConnect(cfg, { connector, ...(configured ? { chainId: wanted } : {}) })
        // A prompt answered after we gave up must not leave a connection the UI reported as failed.
        attempt.then(
          () => {
            if (abandoned && generation === connectGeneration)
              void wagmiDisconnect(cfg, { connector }).catch(() => undefined)
          },
          () => undefined,
        )
        let data: Awaited<typeof attempt>
        try {
          data = await withTimeout(
            attempt,
            connectTimeoutMs,
            () => new WalletTimeoutError('the connection request', connectTimeoutMs),
          )
        } catch (error) {
          if (error instanceof WalletTimeoutError) {
            abandoned = true
            cfg.setState((state) => ({ ...state, status: state.current ? 'connected' : 'disconnected' }))
          }
          throw toConnectError(error)
        }
        const result = toResult(data.accounts, data.chainId)
        if (!result) {
          await wagmiDisconnect(cfg, { connector }).catch(() => undefined)
          throw new FoyerError('CONNECT_FAILED', {
            cause: new Error(
              `The wallet answered accounts ${JSON.stringify(data.accounts)} on chain ${String(data.chainId)}`,
            ),
          })
        }
        await dropOtherConnections(cfg, connector)
        return result
      })
    },

    async reconnect({ connectorId }) {
      await ready
      const cfg = requireConfig()
      const connector = await waitForConnector(connectorId, announceWaitMs)
      if (!connector) return null
      return ownOperation(async () => {
        const existing = cfg.state.connections.get(connector.uid)
        if (existing && cfg.state.status === 'connected') {
          const result = toResult(existing.accounts, existing.chainId)
          if (result) return result
        }
        try {
          const connections = await withTimeout(
            wagmiReconnect(cfg, { connectors: [connector] }),
            reconnectTimeoutMs,
            () => new WalletTimeoutError('the reconnection', reconnectTimeoutMs),
          )
          const connection = connections.find((c) => c.connector.uid === connector.uid)
          if (!connection) return null
          const result = toResult(connection.accounts, connection.chainId)
          if (!result) {
            await wagmiDisconnect(cfg, { connector }).catch(() => undefined)
            return null
          }
          return result
        } catch (error) {
          if (error instanceof WalletTimeoutError)
            cfg.setState((state) => ({ ...state, status: state.current ? 'connected' : 'disconnected' }))
          ctx?.logger.debug('[foyer/evm] reconnect failed', error)
          return null
        }
      })
    },

    async disconnect() {
      await ready
      const cfg = requireConfig()
      await ownOperation(async () => {
        try {
          for (const connection of [...cfg.state.connections.values()])
            await wagmiDisconnect(cfg, { connector: connection.connector })
        } catch (error) {
          throw new FoyerError('DISCONNECT_FAILED', { cause: error })
        }
      })
    },

    async switchNetwork(network: ChainDefinition) {
      await ready
      const cfg = requireConfig()
      const connection = currentConnection()
      if (!connection) throw new FoyerError('WALLET_NOT_CONNECTED')
      const chain = toViemChain(network)
      ensureChainConfigured(chain)
      if (connection.chainId === chain.id) return
      const connector = connection.connector
      try {
        if (connector.type === 'injected') {
          const provider = await providerOf(connector)
          if (!isEip1193Provider(provider)) throw new FoyerError('PROVIDER_NOT_FOUND')
          await withTimeout(
            switchEthereumChain(provider, chain),
            connectTimeoutMs,
            () => new WalletTimeoutError('the network switch', connectTimeoutMs),
          )
          // Some wallets switch without emitting chainChanged; tell wagmi (and through it, us) ourselves.
          connector.emitter.emit('change', { chainId: chain.id })
        } else {
          await withTimeout(
            wagmiSwitchChain(cfg, { chainId: chain.id, connector }),
            connectTimeoutMs,
            () => new WalletTimeoutError('the network switch', connectTimeoutMs),
          )
        }
      } catch (error) {
        throw toWalletError(error)
      }
    },

    async getBalance({ address, network }): Promise<BalanceResult> {
      const url = network.rpcUrls.default?.http[0]
      if (!url) throw new FoyerError('RPC_URL_NOT_FOUND')
      const key = `${evmChainId(network)} ${url}`
      let client = publicClients.get(key)
      if (!client) {
        client = createClient({ chain: toViemChain(network), transport: viemHttp(url) })
        publicClients.set(key, client)
      }
      try {
        const value = await viemGetBalance(client, { address: getAddress(address) })
        const { decimals, symbol } = network.nativeCurrency
        return { value: value.toString(), decimals, symbol, formatted: formatUnits(value, decimals) }
      } catch (error) {
        throw new FoyerError('TOKEN_BALANCE_UNAVAILABLE', { cause: error })
      }
    },

    async request({ method, params }) {
      await ready
      const connection = currentConnection()
      if (!connection) throw new FoyerError('WALLET_NOT_CONNECTED')
      const provider = await providerOf(connection.connector)
      if (!isEip1193Provider(provider)) throw new FoyerError('PROVIDER_NOT_FOUND')
      return (provider as Eip1193Provider).request(params === undefined ? { method } : { method, params })
    },

    async signMessage({ message, address }) {
      try {
        const signature = await adapter.request({ method: 'personal_sign', params: [toHex(message), address] })
        if (typeof signature !== 'string') throw new Error('The wallet answered personal_sign without a signature')
        return signature
      } catch (error) {
        throw toWalletError(error)
      }
    },

    destroy() {
      for (const cleanup of cleanups.splice(0)) cleanup()
      if (ownsConfig) config?._internal.mipd?.destroy()
      publicClients.clear()
      ctx = undefined
    },
  }
  return adapter
}
