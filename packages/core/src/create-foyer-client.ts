// createFoyerClient: one client owns all state (no module-level singletons), so two clients on a page never interfere,
// and creating one touches no DOM. Browser work (discovery, reconnect) starts in `start()`.
import { QueryClient } from '@tanstack/query-core'
import { formatCaipAddress, formatCaipNetworkId } from './caip.js'
import { filterSocialsForPlatform, orderedConnectMethods, orderedWalletFeatures } from './connect-methods.js'
import { connectorForNamespace, mergeConnectors } from './connectors/merge.js'
import { buildWalletSections } from './connectors/sections.js'
import { BALANCE_RETRY_BLOCK_MS, CACHE_LIFETIME_MS, NAMESPACES_BY_FEATURE, STORAGE_KEYS } from './constants.js'
import { FoyerError, UserRejectedError, isUserRejection } from './errors.js'
import { createEventBus } from './events.js'
import { createLogger } from './logger.js'
import { resolveOptions } from './options.js'
import { detectPlatform } from './platform.js'
import { addRecentWallet, isRecentWalletList } from './recent-wallets.js'
import { createRouter } from './router.js'
import { assertRpcAllowed } from './rpc-gating.js'
import { defaultStorage, readJson, safeRemove, writeJson } from './storage.js'
import { createStores, initialAccountState, initialConnectionState, initialSendState } from './stores.js'
import { runSend } from './send.js'
import { createSiwxController, type SiwxTarget } from './siwx/controller.js'
import { signMessageOverWalletConnect } from './siwx/sign-over-walletconnect.js'
import { WalletTimeoutError, withTimeout } from './timeout.js'
import {
  createWalletConnectController,
  WC_STORAGE_KEYS,
  type WalletConnectController,
  type WcKeyValueStorage,
} from './walletconnect/controller.js'
import {
  linkingOf,
  recentWalletOf,
  walletConnectConnector,
  WC_CONNECTOR_ID,
  type WcNamespaceAccounts,
  type WcPeerMetadata,
} from './walletconnect/namespaces.js'
import type { StoreApi } from 'zustand/vanilla'
import type { SiwxAdapterHooks } from './siwx/create-default-siwx.js'
import type {
  AccountState,
  AdapterContext,
  CaipNetworkId,
  ChainAdapter,
  ChainDefinition,
  ChainNamespace,
  ConnectResult,
  Connector,
  FoyerClient,
  FoyerOptions,
  ViewName,
} from './types.js'

/**
 * How long a wallet may leave a connection request unanswered before the modal offers a retry. A little longer than
 * the EVM adapter's own 30 s, so the adapter resets its connector first and a late approval cannot leave wagmi
 * connected while the modal says disconnected.
 */
export const DEFAULT_CONNECT_TIMEOUT_MS = 31_000

interface StoredConnection {
  namespace: string
  connectorId: string
  walletId: string
}

const isStoredConnections = (value: unknown): value is StoredConnection[] =>
  Array.isArray(value) &&
  value.every(
    (c) =>
      c &&
      typeof c === 'object' &&
      typeof c.namespace === 'string' &&
      typeof c.connectorId === 'string' &&
      typeof c.walletId === 'string',
  )

const isLinking = (value: unknown): value is { name: string; href: string } =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as { name?: unknown }).name === 'string' &&
  typeof (value as { href?: unknown }).href === 'string'

const isCaipNetworkIdString = (value: unknown): value is string => typeof value === 'string' && value.includes(':')

export interface FoyerClientInternals {
  connectTimeoutMs?: number
  /** WalletConnect SDK storage (tests: an in-memory one; default: the SDK's own, IndexedDB in browsers). */
  wcStorage?: WcKeyValueStorage
  /** Tests: replace a pairing URI after this long instead of the SDK's 5 minutes. */
  wcPairingLifetimeMs?: number
  /**
   * Tests in plain Node: loads the SDK another way (its CJS build). The ESM build of @walletconnect/core 2.25.0
   * default-imports a CJS package and fails under Node's own ESM loader ("is not a constructor"); bundlers are fine.
   */
  wcLoadSdk?: () => Promise<unknown>
}

export function createFoyerClient(options: FoyerOptions & FoyerClientInternals): FoyerClient {
  const resolved = resolveOptions(options, detectPlatform(options.platform))
  resolved.storage = options.storage === undefined ? defaultStorage() : options.storage
  let { storage } = resolved
  const logger = createLogger(resolved.logLevel)
  const events = createEventBus(resolved.analytics, logger)
  const stores = createStores(resolved)
  const queryClient = options.queryClient ?? new QueryClient()
  const connectTimeoutMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS
  const adapters = new Map<ChainNamespace, ChainAdapter>(resolved.adapters.map((a) => [a.namespace, a]))
  const connectorsByNamespace = new Map<ChainNamespace, Connector[]>()
  const balanceFailedAt = new Map<string, number>()
  let started: Promise<void> | undefined
  let destroyed = false

  // ---- persistence -------------------------------------------------------------------------------------------
  const loadPersisted = () => {
    const recent = readJson(storage, STORAGE_KEYS.recentWallets, isRecentWalletList, logger) ?? []
    stores.connectors.setState({ recentWallets: recent })
    const storedNetwork = readJson(storage, STORAGE_KEYS.activeNetwork, isCaipNetworkIdString, logger)
    const restoredNetwork = resolved.networks.find((n) => n.caipNetworkId === storedNetwork)
    if (storedNetwork && !restoredNetwork) safeRemove(storage, STORAGE_KEYS.activeNetwork)
    if (restoredNetwork)
      stores.chains.setState({ activeNetwork: restoredNetwork, activeNamespace: restoredNetwork.chainNamespace })
  }
  loadPersisted()

  const storedConnections = (): StoredConnection[] =>
    readJson(storage, STORAGE_KEYS.connection, isStoredConnections, logger) ?? []
  const rememberConnection = (entry: StoredConnection) =>
    writeJson(storage, STORAGE_KEYS.connection, [
      ...storedConnections().filter((c) => c.namespace !== entry.namespace),
      entry,
    ])
  const forgetConnection = (namespace: ChainNamespace) => {
    const rest = storedConnections().filter((c) => c.namespace !== namespace)
    if (rest.length) writeJson(storage, STORAGE_KEYS.connection, rest)
    else safeRemove(storage, STORAGE_KEYS.connection)
  }
  // A stored connection is "reconnecting" from the first render on, so buttons show a placeholder, never "Connect".
  const markReconnecting = () => {
    for (const entry of storedConnections())
      if (adapters.has(entry.namespace) || (entry.connectorId === WC_CONNECTOR_ID && resolved.walletConnect))
        setAccount(entry.namespace, { status: 'reconnecting' })
  }

  // ---- helpers ---------------------------------------------------------------------------------------------------
  const account = (ns: ChainNamespace): AccountState => stores.accounts.getState()[ns] ?? initialAccountState(ns)
  const setAccount = (ns: ChainNamespace, patch: Partial<AccountState>) =>
    stores.accounts.setState((s) => ({ ...s, [ns]: { ...(s[ns] ?? initialAccountState(ns)), ...patch } }))
  const connectedNamespaces = () =>
    Object.entries(stores.accounts.getState())
      .filter(([, a]) => a.status === 'connected')
      .map(([ns]) => ns)
  const findNetwork = (ns: ChainNamespace, chainId: number | string) =>
    resolved.networks.find((n) => n.chainNamespace === ns && String(n.id) === String(chainId))
  const syncConnectionStatus = () => {
    const { status } = stores.connection.getState()
    if (status === 'connecting') return
    stores.connection.setState({ status: connectedNamespaces().length > 0 ? 'connected' : 'disconnected' })
  }
  const isUnsupportedBlocking = () =>
    stores.chains.getState().unsupportedChainId !== undefined && !resolved.allowUnsupportedChain

  // WalletConnect is offered (Connect view's walletConnect section) whenever the host configured it.
  const wcConnector = resolved.walletConnect ? walletConnectConnector(resolved.networks) : undefined
  const refreshConnectors = () => {
    const merged = mergeConnectors(connectorsByNamespace)
    stores.connectors.setState({
      connectors: wcConnector && !merged.some((c) => c.id === wcConnector.id) ? [wcConnector, ...merged] : merged,
    })
  }
  if (wcConnector) refreshConnectors()

  /** Applies the chain the wallet is on: a listed network becomes active, anything else is "unsupported". */
  const applyChain = (ns: ChainNamespace, chainId: number | string) => {
    const network = findNetwork(ns, chainId)
    const { address } = account(ns)
    let caipChain: CaipNetworkId
    try {
      caipChain = formatCaipNetworkId(ns, chainId)
    } catch {
      throw new FoyerError('CONNECT_FAILED', { detail: '' })
    }
    if (address) setAccount(ns, { caipAddress: formatCaipAddress(caipChain, address) })
    if (network) {
      const wasUnsupported = stores.chains.getState().unsupportedChainId !== undefined
      stores.chains.setState({ activeNetwork: network, activeNamespace: ns, unsupportedChainId: undefined })
      writeJson(storage, STORAGE_KEYS.activeNetwork, network.caipNetworkId)
      if (wasUnsupported && stores.router.getState().view === 'UnsupportedChain') {
        if (stores.modal.getState().open) close()
      }
    } else {
      stores.chains.setState({ activeNamespace: ns, unsupportedChainId: caipChain })
      if (!resolved.allowUnsupportedChain) {
        stores.router.setState({ view: 'UnsupportedChain', data: undefined, history: [] })
        if (!stores.modal.getState().open) {
          stores.modal.setState({ open: true })
          events.emit('MODAL_OPEN', { connected: true })
        }
      }
    }
  }

  const clearNamespace = (ns: ChainNamespace) => {
    setAccount(ns, initialAccountState(ns))
    forgetConnection(ns)
    if (stores.chains.getState().activeNamespace === ns) stores.chains.setState({ unsupportedChainId: undefined })
    if (stores.connection.getState().status !== 'connecting') {
      const remaining = connectedNamespaces()
      stores.connection.setState(
        remaining.length
          ? { status: 'connected' }
          : { ...initialConnectionState(), recentWallet: stores.connection.getState().recentWallet },
      )
    }
  }

  // ---- balance -----------------------------------------------------------------------------------------------
  async function refreshBalance(namespace?: ChainNamespace, force = false): Promise<void> {
    const ns = namespace ?? stores.chains.getState().activeNamespace
    const { address, status } = account(ns)
    const adapter = adapters.get(ns)
    if (!address || status !== 'connected' || !adapter) return
    const { activeNetwork, unsupportedChainId } = stores.chains.getState()
    const network =
      activeNetwork.chainNamespace === ns ? activeNetwork : resolved.networks.find((n) => n.chainNamespace === ns)
    const balanceNamespaces: readonly string[] = NAMESPACES_BY_FEATURE.balance
    if (!network || unsupportedChainId || !balanceNamespaces.includes(ns)) {
      setAccount(ns, { balanceStatus: 'error', balance: undefined, balanceSymbol: undefined })
      return
    }
    const key = `${network.caipNetworkId}:${address}`
    const failedAt = balanceFailedAt.get(key)
    // Spec §8/§9: after a failure, retrying is blocked for 30 s.
    if (failedAt !== undefined && Date.now() - failedAt < BALANCE_RETRY_BLOCK_MS) {
      setAccount(ns, { balanceStatus: 'error' })
      return
    }
    setAccount(ns, { balanceStatus: 'loading', balanceSymbol: network.nativeCurrency.symbol })
    const queryKey = ['foyer', 'nativeBalance', network.caipNetworkId, address]
    try {
      if (force) await queryClient.invalidateQueries({ queryKey })
      const result = await queryClient.fetchQuery({
        queryKey,
        queryFn: () => adapter.getBalance({ address, network }),
        staleTime: CACHE_LIFETIME_MS.nativeBalance,
        retry: false,
      })
      // The account may have changed while the balance was on its way.
      if (account(ns).address !== address) return
      balanceFailedAt.delete(key)
      setAccount(ns, { balance: result.formatted, balanceSymbol: result.symbol, balanceStatus: 'idle' })
    } catch (error) {
      logger.warn('Foyer: balance lookup failed', error)
      balanceFailedAt.set(key, Date.now())
      if (account(ns).address === address) setAccount(ns, { balance: undefined, balanceStatus: 'error' })
    }
  }

  // ---- accounts --------------------------------------------------------------------------------------------------
  const applyConnected = (ns: ChainNamespace, connectorId: string, result: ConnectResult) => {
    if (!result || typeof result.address !== 'string' || result.address.length === 0)
      throw new FoyerError('CONNECT_FAILED')
    if (
      result.chainId === undefined ||
      result.chainId === null ||
      !/^[-_a-zA-Z0-9]{1,32}$/.test(String(result.chainId))
    )
      throw new FoyerError('CONNECT_FAILED')
    const addresses = (result.addresses?.length ? result.addresses : [result.address]).filter(
      (a) => typeof a === 'string',
    )
    setAccount(ns, {
      status: 'connected',
      address: result.address,
      connectorId,
      allAccounts: addresses.map((address) => ({ address, type: account(ns).preferredAccountType, namespace: ns })),
    })
    applyChain(ns, result.chainId)
  }

  /** What a wallet may report on its own, for one namespace: shared by the adapters and the WalletConnect session. */
  const walletCallbacks = (
    ns: ChainNamespace,
  ): Pick<AdapterContext, 'onAccountsChanged' | 'onChainChanged' | 'onDisconnect'> => ({
    onAccountsChanged({ addresses, chainId }) {
      if (account(ns).status !== 'connected') return
      const valid = (addresses ?? []).filter((a) => typeof a === 'string' && a.length > 0)
      if (valid.length === 0) {
        void siwx.beforeDisconnect(siwxTargetOf(ns))
        clearNamespace(ns)
        events.emit('DISCONNECT_SUCCESS', { namespace: ns, initiator: 'wallet' })
        return
      }
      const previous = account(ns).address
      setAccount(ns, {
        address: valid[0],
        allAccounts: valid.map((address) => ({ address, type: account(ns).preferredAccountType, namespace: ns })),
        balance: previous === valid[0] ? account(ns).balance : undefined,
      })
      try {
        applyChain(ns, chainId ?? stores.chains.getState().activeNetwork.id)
      } catch (error) {
        logger.warn('Foyer: the wallet reported an invalid chain', error)
      }
      void refreshBalance(ns)
    },
    onChainChanged(chainId) {
      if (account(ns).status !== 'connected') return
      try {
        applyChain(ns, chainId)
      } catch (error) {
        logger.warn('Foyer: the wallet reported an invalid chain', error)
        return
      }
      void refreshBalance(ns)
    },
    onDisconnect() {
      if (account(ns).status === 'disconnected') return
      void siwx.beforeDisconnect(siwxTargetOf(ns))
      clearNamespace(ns)
      events.emit('DISCONNECT_SUCCESS', { namespace: ns, initiator: 'wallet' })
    },
  })

  const contextFor = (adapter: ChainAdapter): AdapterContext => {
    const ns = adapter.namespace
    return {
      networks: resolved.networks.filter((n) => n.chainNamespace === ns),
      storage,
      platform: resolved.platform,
      logger,
      setConnectors(connectors) {
        connectorsByNamespace.set(ns, connectors)
        refreshConnectors()
      },
      // A namespace connected through WalletConnect hears its wallet through the session, not the adapter.
      ...(Object.fromEntries(
        Object.entries(walletCallbacks(ns)).map(([name, callback]) => [
          name,
          (...args: never[]) => {
            if (account(ns).connectorId !== WC_CONNECTOR_ID) (callback as (...a: never[]) => void)(...args)
          },
        ]),
      ) as ReturnType<typeof walletCallbacks>),
    }
  }

  // ---- modal -----------------------------------------------------------------------------------------------------
  const defaultView = (): ViewName => {
    if (isUnsupportedBlocking()) return 'UnsupportedChain'
    return connectedNamespaces().length > 0 ? 'Account' : 'Connect'
  }

  function open(args?: { view?: ViewName; data?: Record<string, unknown> }) {
    router.reset(args?.view ?? defaultView(), args?.data)
    if (!stores.modal.getState().open) {
      stores.modal.setState({ open: true })
      events.emit('MODAL_OPEN', { connected: connectedNamespaces().length > 0 })
    }
  }

  function close() {
    if (!stores.modal.getState().open) return
    // Spec §4.6: no closing the sign (or approve) view while sign-in is required and missing.
    if (siwx.blocksClose()) return
    stores.modal.setState({ open: false })
    events.emit('MODAL_CLOSE', { connected: connectedNamespaces().length > 0 })
    // A failed or abandoned attempt should not greet the person next time.
    if (stores.connection.getState().status !== 'connecting')
      stores.connection.setState({ error: undefined, rejected: false })
  }

  const router = createRouter(stores.router, close)

  // ---- sign-in (SIWX) --------------------------------------------------------------------------------------------
  /** The account of `ns` as sign-in sees it: connected, with its chain. */
  const siwxTargetOf = (ns: ChainNamespace): SiwxTarget | undefined => {
    const { status, address, caipAddress } = account(ns)
    if (status !== 'connected' || !address || !caipAddress) return undefined
    return { namespace: ns, address, chainId: caipAddress.split(':').slice(0, 2).join(':') as CaipNetworkId }
  }
  const siwx = createSiwxController({
    config: resolved.siwx,
    store: stores.siwx,
    router,
    currentView: () => stores.router.getState().view,
    isModalOpen: () => stores.modal.getState().open,
    show: (view) => open({ view }),
    close: () => close(),
    target() {
      if (stores.connection.getState().status === 'connecting') return undefined
      const { activeNamespace, unsupportedChainId } = stores.chains.getState()
      // Spec §4.1: only once the address is on a supported network.
      if (unsupportedChainId) return undefined
      return siwxTargetOf(activeNamespace)
    },
    directAdapter: (ns) => (isWcNamespace(ns) ? undefined : adapters.get(ns)),
    async signMessage(target, message) {
      if (wc && isWcNamespace(target.namespace))
        return signMessageOverWalletConnect((req) => wc.request(req, target.chainId), target, message)
      const adapter = adapters.get(target.namespace)
      if (!adapter) throw new FoyerError('PROVIDER_NOT_FOUND')
      if (adapter.signMessage) return adapter.signMessage({ message, address: target.address })
      return signMessageOverWalletConnect((req) => adapter.request(req), target, message)
    },
    async isSmartAccount(target) {
      const adapter = adapters.get(target.namespace)
      const network = resolved.networks.find((n) => n.caipNetworkId === target.chainId)
      return !!(
        adapter?.isSmartAccount &&
        network &&
        (await adapter.isSmartAccount({ address: target.address, network }))
      )
    },
    // The sign-in flow stays in the modal: after cancelling a required sign-in the Connect view is offered again.
    disconnect: () => disconnect(undefined, { keepOpen: true }),
    emit: events.emit,
    logger,
  })
  // createDefaultSiwx() takes the adapters' verifiers (and message formats) for namespaces the host gave none for.
  const siwxHooks = resolved.siwx as Partial<SiwxAdapterHooks> | undefined
  siwxHooks?.useAdapterVerifiers?.(resolved.adapters.flatMap((a) => (a.siwxVerifier ? [a.siwxVerifier] : [])))
  const siwxUnsubscribers = resolved.siwx
    ? [stores.accounts, stores.chains, stores.connection].map((store) =>
        (store as StoreApi<unknown>).subscribe(() => siwx.evaluate()),
      )
    : []
  /** After a successful connection: the sign view when sign-in is being checked or asked for, otherwise close. */
  const finishConnect = () => {
    if (siwx.wantsModal()) open({ view: 'SIWXSignMessage' })
    else close()
  }

  // ---- WalletConnect ---------------------------------------------------------------------------------------------
  /** Set by a one-click sign-in for the session being applied. */
  let wcSignedIn = false
  const isWcNamespace = (ns: ChainNamespace) =>
    account(ns).connectorId === WC_CONNECTOR_ID && account(ns).status !== 'disconnected'
  const onWcSession = (
    accounts: WcNamespaceAccounts[],
    peer: WcPeerMetadata | undefined,
    method: 'qrcode' | 'mobile' | undefined,
  ) => {
    const recentWallet = recentWalletOf(peer)
    // The chain the app shows is applied last, so it stays the active one when the wallet approved it.
    const activeNs = stores.chains.getState().activeNamespace
    const ordered = [...accounts].sort((a, b) => Number(a.namespace === activeNs) - Number(b.namespace === activeNs))
    for (const entry of ordered) {
      try {
        applyConnected(entry.namespace, WC_CONNECTOR_ID, {
          address: entry.addresses[0]!,
          addresses: entry.addresses,
          chainId: entry.chainId,
        })
        rememberConnection({ namespace: entry.namespace, connectorId: WC_CONNECTOR_ID, walletId: recentWallet.id })
      } catch (error) {
        logger.warn(`Foyer: the WalletConnect session has an unusable ${entry.namespace} account`, error)
      }
    }
    // Restored: the deep link stored at the last successful connection.
    const storedLinking = method ? undefined : readJson(storage, WC_STORAGE_KEYS.deepLink, isLinking, logger)
    const wcLinking = storedLinking ?? linkingOf(stores.connection.getState().wcLinking, peer)
    if (method) {
      // Kept apart from the Connect view's recent list: a WalletConnect peer has no connector there, and would only
      // push a wallet the list can show out of its two places.
      writeJson(storage, WC_STORAGE_KEYS.recentWallet, recentWallet)
      if (wcLinking) writeJson(storage, WC_STORAGE_KEYS.deepLink, wcLinking)
    }
    stores.connection.setState({
      status: 'connected',
      connectorId: WC_CONNECTOR_ID,
      recentWallet,
      wcLinking,
      wcUri: undefined,
      wcPairingExpiry: undefined,
      wcError: false,
      buffering: false,
      error: undefined,
      rejected: false,
    })
    if (method) {
      events.emit('CONNECT_SUCCESS', { method, name: recentWallet.name, namespaces: accounts.map((a) => a.namespace) })
      // Signed in while connecting (one-click): the check that is running finds the session, so the modal just closes;
      // should it find none, it opens the sign view itself.
      if (!isUnsupportedBlocking() && stores.router.getState().view !== 'UnsupportedChain') {
        if (wcSignedIn) close()
        else finishConnect()
      }
    }
    wcSignedIn = false
    for (const entry of accounts) void refreshBalance(entry.namespace)
  }
  const wc: WalletConnectController | undefined = resolved.walletConnect
    ? createWalletConnectController({
        options: resolved,
        storage: () => storage,
        logger,
        connection: { get: () => stores.connection.getState(), set: (patch) => stores.connection.setState(patch) },
        activeNetwork: () => stores.chains.getState().activeNetwork,
        currentChains: () =>
          Object.fromEntries(
            Object.entries(stores.accounts.getState())
              .filter(([, a]) => a.caipAddress)
              .map(([ns, a]) => [ns, a.caipAddress!.split(':')[1]!]),
          ),
        onSession: onWcSession,
        onAccountsChanged: (ns, addresses, chainId) => {
          if (isWcNamespace(ns)) walletCallbacks(ns).onAccountsChanged({ addresses, chainId })
        },
        onChainChanged: (ns, chainId) => {
          if (isWcNamespace(ns)) walletCallbacks(ns).onChainChanged(chainId)
        },
        onSessionEnded: (namespaces, initiator) => {
          const cleared = namespaces.filter(
            (ns) =>
              account(ns).connectorId === WC_CONNECTOR_ID ||
              storedConnections().some((c) => c.namespace === ns && c.connectorId === WC_CONNECTOR_ID),
          )
          for (const ns of cleared) {
            void siwx.beforeDisconnect(siwxTargetOf(ns))
            clearNamespace(ns)
          }
          if (initiator === 'wallet' && cleared.length)
            events.emit('DISCONNECT_SUCCESS', { namespaces: cleared, initiator: 'wallet' })
        },
        // One-click sign-in (WalletConnect session authenticate): signed while connecting, so no sign view follows.
        onSiwxSessions: (sessions) => {
          wcSignedIn = true
          for (const session of sessions)
            events.emit('SIWX_AUTH_SUCCESS', {
              namespace: 'eip155',
              chainId: session.data.chainId,
              method: 'walletconnect-authenticate',
            })
        },
        internals: {
          wcStorage: options.wcStorage,
          wcPairingLifetimeMs: options.wcPairingLifetimeMs,
          wcLoadSdk: options.wcLoadSdk,
        },
      })
    : undefined

  async function connectWalletConnect(args?: { method?: 'qrcode' | 'mobile' }): Promise<void> {
    if (!wc) throw new FoyerError('CONNECTOR_NOT_FOUND')
    // Only a sign-in made by this attempt counts (one whose session then failed to apply must not).
    wcSignedIn = false
    try {
      await wc.connect(args)
    } catch (error) {
      const rejected = isUserRejection(error)
      const current = stores.connection.getState()
      // A cancelled attempt (reset, or a newer attempt) leaves the state to whoever cancelled it.
      if (current.status === 'connecting' && current.connectorId === WC_CONNECTOR_ID) {
        stores.connection.setState({
          status: connectedNamespaces().length > 0 ? 'connected' : 'disconnected',
          error: new FoyerError('CONNECT_FAILED').message,
          rejected,
          buffering: false,
        })
        events.emit(rejected ? 'USER_REJECTED' : 'CONNECT_ERROR', {
          name: 'WalletConnect',
          message: error instanceof Error ? error.message : String(error),
        })
      }
      throw error
    }
  }

  function resetWcConnection(): void {
    wc?.cancel()
    safeRemove(storage, WC_STORAGE_KEYS.deepLink)
    safeRemove(storage, WC_STORAGE_KEYS.recentWallet)
    stores.send.setState(initialSendState())
    stores.connection.setState({
      wcUri: undefined,
      wcPairingExpiry: undefined,
      wcLinking: undefined,
      recentWallet: undefined,
      wcError: false,
      buffering: false,
      error: undefined,
      rejected: false,
      // Spec §4: back to disconnected. A namespace still connected (another wallet) keeps the client 'connected'.
      status: connectedNamespaces().length > 0 ? 'connected' : 'disconnected',
      connectorId: connectedNamespaces().length > 0 ? stores.connection.getState().connectorId : undefined,
    })
  }

  /** The CAIP-2 chain a WalletConnect request for `ns` goes to: the namespace's current chain. */
  const wcChainOf = (ns: ChainNamespace): string => {
    const caip = account(ns).caipAddress
    if (caip) return caip.split(':').slice(0, 2).join(':')
    const network = resolved.networks.find((n) => n.chainNamespace === ns)
    if (!network) throw new FoyerError('NO_ACTIVE_CAIP_NETWORK')
    return network.caipNetworkId
  }

  // ---- connect ---------------------------------------------------------------------------------------------------
  let attempt = 0
  /** Connects one namespace, or several in turn (a MULTI_CHAIN wallet on both chains), closing the modal at the end. */
  async function connect(
    connectorId: string,
    args?: { namespace?: ChainNamespace; namespaces?: ChainNamespace[] },
  ): Promise<void> {
    const namespaces = args?.namespaces?.length ? args.namespaces : [args?.namespace]
    for (const [index, namespace] of namespaces.entries())
      await connectNamespace(connectorId, namespace, index === namespaces.length - 1)
  }

  async function connectNamespace(
    connectorId: string,
    namespace: ChainNamespace | undefined,
    closeOnSuccess: boolean,
  ): Promise<void> {
    const thisAttempt = ++attempt
    const wallet = stores.connectors.getState().connectors.find((c) => c.id === connectorId || c.rdns === connectorId)
    const preferred = namespace ?? stores.chains.getState().activeNamespace
    const ns = wallet ? (wallet.chains.includes(preferred) ? preferred : wallet.chains[0]) : undefined
    const target = wallet && ns ? connectorForNamespace(wallet, ns) : undefined
    const adapter = ns ? adapters.get(ns) : undefined
    stores.connection.setState({ status: 'connecting', connectorId, error: undefined, rejected: false })
    try {
      if (!wallet || !target || !adapter || !ns) throw new FoyerError('CONNECTOR_NOT_FOUND')
      const { activeNetwork } = stores.chains.getState()
      const chainId = activeNetwork.chainNamespace === ns ? activeNetwork.id : undefined
      const result: ConnectResult = await withTimeout(
        adapter.connect({ connectorId: target.id, chainId }),
        connectTimeoutMs,
        () =>
          new FoyerError('CONNECT_FAILED', {
            cause: new WalletTimeoutError('the connection request', connectTimeoutMs),
          }),
      )
      applyConnected(ns, target.id, result)
      const recentWallet = { id: wallet.id, name: wallet.name, imageUrl: wallet.imageUrl }
      const recentWallets = addRecentWallet(stores.connectors.getState().recentWallets, recentWallet)
      stores.connectors.setState({ recentWallets })
      writeJson(storage, STORAGE_KEYS.recentWallets, recentWallets)
      rememberConnection({ namespace: ns, connectorId: target.id, walletId: wallet.id })
      stores.connection.setState({
        status: 'connected',
        connectorId: wallet.id,
        recentWallet,
        error: undefined,
        rejected: false,
      })
      events.emit('CONNECT_SUCCESS', { method: 'browser', name: wallet.name, namespace: ns })
      if (closeOnSuccess && !isUnsupportedBlocking() && stores.router.getState().view !== 'UnsupportedChain')
        finishConnect()
      void refreshBalance(ns)
    } catch (error) {
      const rejected = isUserRejection(error)
      if (thisAttempt === attempt) {
        stores.connection.setState({
          status: connectedNamespaces().length > 0 ? 'connected' : 'disconnected',
          error:
            error instanceof FoyerError && error.code === 'CONNECTOR_NOT_FOUND'
              ? error.message
              : new FoyerError('CONNECT_FAILED').message,
          rejected,
        })
      }
      if (ns && account(ns).status !== 'connected') setAccount(ns, initialAccountState(ns))
      events.emit(rejected ? 'USER_REJECTED' : 'CONNECT_ERROR', {
        name: wallet?.name,
        message: error instanceof Error ? error.message : String(error),
      })
      if (rejected) throw new UserRejectedError(undefined, { cause: error })
      throw error instanceof FoyerError ? error : new FoyerError('CONNECT_FAILED', { cause: error })
    }
  }

  async function disconnect(namespace?: ChainNamespace, how?: { keepOpen?: boolean }): Promise<void> {
    const targets = namespace ? [namespace] : connectedNamespaces()
    try {
      for (const ns of targets) {
        // Ending a WalletConnect session already cleared its other namespaces.
        if (!namespace && account(ns).status === 'disconnected') continue
        await siwx.beforeDisconnect(siwxTargetOf(ns))
        if (wc && isWcNamespace(ns)) {
          // One session carries every WalletConnect namespace: ending it disconnects them all.
          await wc.disconnect()
          clearNamespace(ns)
          continue
        }
        const adapter = adapters.get(ns)
        if (!adapter) throw new FoyerError('PROVIDER_NOT_FOUND')
        await adapter.disconnect()
        clearNamespace(ns)
      }
    } catch (error) {
      events.emit('DISCONNECT_ERROR', { message: error instanceof Error ? error.message : String(error) })
      throw new FoyerError('DISCONNECT_FAILED', { cause: error })
    }
    events.emit('DISCONNECT_SUCCESS', { initiator: 'app' })
    if (!how?.keepOpen) close()
    router.reset('Connect')
  }

  async function switchNetwork(caipNetworkId: CaipNetworkId): Promise<void> {
    const network: ChainDefinition | undefined = resolved.networks.find((n) => n.caipNetworkId === caipNetworkId)
    if (!network) throw new FoyerError('NO_ACTIVE_CAIP_NETWORK')
    const ns = network.chainNamespace
    if (account(ns).status === 'connected' && wc && isWcNamespace(ns)) {
      // eip155: wallet_switchEthereumChain through the session (the SDK only asks the wallet when the chain was not
      // approved). Other namespaces carry the chain in every request: an approved chain is simply used from now on.
      if (ns === 'eip155')
        await wc.request(
          { method: 'wallet_switchEthereumChain', params: [{ chainId: `0x${Number(network.id).toString(16)}` }] },
          wcChainOf(ns),
        )
      else if (!wc.chains().includes(network.caipNetworkId)) throw new FoyerError('NO_ACTIVE_CAIP_NETWORK')
      applyChain(ns, network.id)
      void refreshBalance(ns)
    } else if (account(ns).status === 'connected') {
      const adapter = adapters.get(ns)
      if (!adapter) throw new FoyerError('PROVIDER_NOT_FOUND')
      await adapter.switchNetwork(network)
      applyChain(ns, network.id)
      void refreshBalance(ns)
    } else {
      stores.chains.setState({ activeNetwork: network, activeNamespace: ns, unsupportedChainId: undefined })
      writeJson(storage, STORAGE_KEYS.activeNetwork, network.caipNetworkId)
    }
    events.emit('SWITCH_NETWORK', { network: caipNetworkId })
  }

  async function request(args: { method: string; params?: unknown }, namespace?: ChainNamespace): Promise<unknown> {
    assertRpcAllowed(args?.method)
    const ns = namespace ?? stores.chains.getState().activeNamespace
    if (wc && isWcNamespace(ns)) {
      if (account(ns).status !== 'connected') throw new FoyerError('WALLET_NOT_CONNECTED')
      return wc.request(args, wcChainOf(ns))
    }
    const adapter = adapters.get(ns)
    if (!adapter) throw new FoyerError('PROVIDER_NOT_FOUND')
    if (account(ns).status !== 'connected') throw new FoyerError('WALLET_NOT_CONNECTED')
    return adapter.request(args)
  }

  // ---- lifecycle -------------------------------------------------------------------------------------------------
  async function restore(): Promise<void> {
    for (const entry of storedConnections()) {
      // WalletConnect namespaces come back with the session (wc.restore), not through the adapter.
      if (entry.connectorId === WC_CONNECTOR_ID) {
        if (!wc) clearNamespace(entry.namespace)
        continue
      }
      const adapter = adapters.get(entry.namespace)
      if (!adapter) {
        forgetConnection(entry.namespace)
        continue
      }
      setAccount(entry.namespace, { status: 'reconnecting' })
      try {
        const result = await adapter.reconnect({ connectorId: entry.connectorId })
        if (!result) {
          clearNamespace(entry.namespace)
          continue
        }
        applyConnected(entry.namespace, entry.connectorId, result)
        stores.connection.setState({ status: 'connected', connectorId: entry.walletId })
        void refreshBalance(entry.namespace)
      } catch (error) {
        logger.warn('Foyer: could not restore the last connection', error)
        clearNamespace(entry.namespace)
      }
    }
    syncConnectionStatus()
  }

  async function start(): Promise<void> {
    if (destroyed) return
    started ??= (async () => {
      // A client created during server rendering had no storage; in the browser it gets the default one now.
      if (!storage && options.storage === undefined) {
        storage = resolved.storage = defaultStorage()
        loadPersisted()
      }
      markReconnecting()
      for (const adapter of adapters.values()) {
        try {
          await adapter.setup(contextFor(adapter))
        } catch (error) {
          logger.error(`Foyer: the ${adapter.namespace} adapter failed to start`, error)
        }
      }
      await restore()
      // Loads the SDK only when core left its marker (a WalletConnect session may exist).
      if (wc) {
        await wc.restore()
        // A stored WalletConnect namespace the session did not bring back (no marker, or not in the session).
        for (const entry of storedConnections())
          if (entry.connectorId === WC_CONNECTOR_ID && account(entry.namespace).status === 'reconnecting')
            clearNamespace(entry.namespace)
        syncConnectionStatus()
      }
    })()
    return started
  }

  markReconnecting()

  return {
    options: resolved,
    stores,
    router,
    queryClient,
    start,
    destroy() {
      destroyed = true
      for (const unsubscribe of siwxUnsubscribers) unsubscribe()
      wc?.destroy()
      for (const adapter of adapters.values()) adapter.destroy?.()
      queryClient.clear()
    },
    open,
    close,
    canClose: () => !siwx.blocksClose(),
    connect,
    disconnect: (namespace) => disconnect(namespace),
    switchNetwork,
    refreshBalance: (ns) => refreshBalance(ns, true),
    request,
    getWalletSections() {
      const { connectors, recentWallets } = stores.connectors.getState()
      const walletConnectInUse = connectedNamespaces().some((ns) => {
        const id = account(ns).connectorId
        return connectors.some((c) => c.type === 'WALLET_CONNECT' && c.id === id)
      })
      return buildWalletSections({
        connectors,
        customWallets: resolved.customWallets,
        recentWallets,
        featuredWalletIds: resolved.featuredWalletIds,
        includeWalletIds: resolved.includeWalletIds,
        excludedWallets: resolved.excludedWallets,
        excludeWalletIds: resolved.excludeWalletIds,
        platform: resolved.platform,
        walletConnectAvailable: !walletConnectInUse,
      })
    },
    getConnectMethods: () => orderedConnectMethods(resolved.features),
    getSocials: () =>
      resolved.features.socials === false ? [] : filterSocialsForPlatform(resolved.features.socials, resolved.platform),
    getWalletFeatures: () => orderedWalletFeatures(resolved.features),
    getAdapter: (ns) => adapters.get(ns),
    connectWalletConnect,
    resetWcConnection,
    async send(args) {
      const ns = args.namespace ?? stores.chains.getState().activeNamespace
      const adapter = adapters.get(ns)
      const { address, status } = account(ns)
      if (!adapter) throw new FoyerError('PROVIDER_NOT_FOUND')
      if (!address || status !== 'connected') throw new FoyerError('WALLET_NOT_CONNECTED')
      const { activeNetwork } = stores.chains.getState()
      const network =
        activeNetwork.chainNamespace === ns ? activeNetwork : resolved.networks.find((n) => n.chainNamespace === ns)
      if (!network) throw new FoyerError('NO_ACTIVE_CAIP_NETWORK')
      events.emit('SEND_INITIATED', { namespace: ns, token: args.token?.symbol ?? network.nativeCurrency.symbol })
      try {
        // WalletConnect: the adapter builds the transfer, the wallet signs and submits it through the session.
        const walletRequest =
          wc && isWcNamespace(ns)
            ? (req: { method: string; params?: unknown }) => wc.request(req, network.caipNetworkId)
            : undefined
        return await runSend(
          stores.send,
          { adapter, namespace: ns, address, network, walletRequest },
          args,
          (settled, id) => {
            events.emit(settled === 'confirmed' ? 'SEND_SUCCESS' : 'SEND_ERROR', { namespace: ns, id })
            if (settled === 'confirmed') {
              queryClient.removeQueries({ queryKey: ['foyer', 'tokenBalances', network.caipNetworkId, address] })
              void refreshBalance(ns, true)
            }
          },
        )
      } catch (error) {
        events.emit(isUserRejection(error) ? 'USER_REJECTED' : 'SEND_ERROR', {
          namespace: ns,
          message: error instanceof Error ? error.message : String(error),
        })
        throw error
      }
    },
    resetSend: () => stores.send.setState(initialSendState()),
    async getTokenBalances(namespace) {
      const ns = namespace ?? stores.chains.getState().activeNamespace
      const adapter = adapters.get(ns)
      const { address, status } = account(ns)
      if (!adapter?.getTokenBalances || !address || status !== 'connected') return []
      const { activeNetwork } = stores.chains.getState()
      const network =
        activeNetwork.chainNamespace === ns ? activeNetwork : resolved.networks.find((n) => n.chainNamespace === ns)
      if (!network) return []
      return queryClient.fetchQuery({
        queryKey: ['foyer', 'tokenBalances', network.caipNetworkId, address],
        queryFn: () => adapter.getTokenBalances!({ address, network }),
        staleTime: CACHE_LIFETIME_MS.portfolio,
        retry: false,
      })
    },
    isValidAddress(address, namespace) {
      const ns = namespace ?? stores.chains.getState().activeNamespace
      const adapter = adapters.get(ns)
      if (typeof address !== 'string' || address.trim() === '') return false
      return adapter?.isValidAddress ? adapter.isValidAddress(address.trim()) : true
    },
    siwx: { signIn: siwx.signIn, signOut: siwx.signOut, cancel: siwx.cancel, getSession: siwx.getSession },
    subscribeEvents: events.subscribe,
    emit: events.emit,
  }
}
