// createFoyerClient builds one client's state and wires its controllers; behaviour lives in the actions (actions/),
// one per file, and the client's methods are one-line calls of them. All state is the client's own (no module-level
// singletons, storage scoped by `id`), so two clients on a page never interfere, and creating one touches no DOM.
// Browser work (discovery, reconnect) starts in `start()`.
import { QueryClient } from '@tanstack/query-core'
import { connect } from './actions/connect.js'
import { connectAuth } from './actions/connectAuth.js'
import { wireAuth } from './auth/wiring.js'
import { connectWalletConnect } from './actions/connectWalletConnect.js'
import { disconnect } from './actions/disconnect.js'
import { getTokenBalances } from './actions/getTokenBalances.js'
import { isValidAddress } from './actions/isValidAddress.js'
import { refreshBalance } from './actions/refreshBalance.js'
import { request } from './actions/request.js'
import { resetWcConnection } from './actions/resetWcConnection.js'
import { resetSend, send } from './actions/send.js'
import { switchNetwork } from './actions/switchNetwork.js'
import { createClientBlockchainApi } from './client/blockchain-api.js'
import { watchBalances } from './client/balance-observer.js'
import { watchIdentities } from './client/identity-observer.js'
import { bindContext, type ClientContext } from './client/context.js'
import { refreshConnectors } from './client/connectors.js'
import { destroy, markReconnecting, start } from './client/lifecycle.js'
import { closeModal, openModal } from './client/modal.js'
import { loadPersisted } from './client/persistence.js'
import { scopeStorage } from './client/scoped-storage.js'
import { wireSiwx } from './client/siwx-wiring.js'
import { testSwitchesOf } from './client/test-switches.js'
import { createEventBus } from './events.js'
import { createLogger } from './logger.js'
import { resolveOptions } from './options.js'
import { detectPlatform } from './platform.js'
import { createRouter } from './router.js'
import { selectConnectMethods, selectSocials, selectWalletFeatures } from './selectors/connect-options.js'
import { selectConnectedConnectorIds, selectWalletSections } from './selectors/wallet-sections.js'
import { defaultStorage } from './storage.js'
import { createStores } from './stores.js'
import { bridgeWalletConnect } from './walletconnect/bridge.js'
import type { ChainAdapter, ChainNamespace, FoyerClient, FoyerOptions } from './types.js'

export function createFoyerClient(options: FoyerOptions): FoyerClient {
  const resolved = resolveOptions(options, detectPlatform(options.platform))
  const storage = scopeStorage(options.storage === undefined ? defaultStorage() : options.storage, resolved.id)
  resolved.storage = storage
  const logger = createLogger(resolved.logLevel)
  const stores = createStores(resolved)
  // Filled in below, once the client object that the actions take exists.
  const ctx = {
    options: resolved,
    stores,
    queryClient: options.queryClient ?? new QueryClient(),
    ownsQueryClient: options.queryClient === undefined,
    logger,
    events: createEventBus(resolved.analytics, logger),
    adapters: new Map<ChainNamespace, ChainAdapter>(resolved.adapters.map((a) => [a.namespace, a])),
    connectorsByNamespace: new Map(),
    balanceWatches: new Map(),
    switches: testSwitchesOf(options),
    lifetime: new AbortController(),
    cleanups: [],
    storage,
    wc: undefined,
    api: undefined,
    connectAttempt: 0,
    connectAttemptWallet: undefined,
    wcSignedIn: false,
    started: undefined,
  } as Omit<ClientContext, 'client' | 'router' | 'siwx'> as ClientContext
  const router = createRouter(stores.router, () => closeModal(ctx))

  const client: FoyerClient = {
    options: resolved,
    stores,
    router,
    queryClient: ctx.queryClient,
    start: () => start(ctx, options.storage === undefined ? 'default' : 'given'),
    destroy: () => destroy(ctx),
    open: (args) => openModal(ctx, args),
    close: () => closeModal(ctx),
    canClose: () => !ctx.siwx.blocksClose(),
    connect: (connectorId, args) => connect(client, { connectorId, ...args }),
    connectAuth: (session) => connectAuth(client, { session }),
    disconnect: (namespace) => disconnect(client, { namespace }),
    switchNetwork: (caipNetworkId) => switchNetwork(client, { caipNetworkId }),
    refreshBalance: (namespace) => refreshBalance(client, { namespace, force: true }),
    request: (args, namespace) => request(client, { ...args, namespace }),
    getWalletSections: () =>
      selectWalletSections(
        {
          connectors: stores.connectors.getState(),
          connectedConnectorIds: selectConnectedConnectorIds(stores.accounts.getState()),
        },
        resolved,
      ),
    getConnectMethods: () => selectConnectMethods(resolved),
    getSocials: () => selectSocials(resolved),
    getWalletFeatures: () => selectWalletFeatures(resolved),
    getAdapter: (namespace) => ctx.adapters.get(namespace),
    connectWalletConnect: (args) => connectWalletConnect(client, args),
    resetWcConnection: () => resetWcConnection(client),
    send: (args) => send(client, args),
    resetSend: () => resetSend(client),
    getTokenBalances: (namespace) => getTokenBalances(client, { namespace }),
    isValidAddress: (address, namespace) => isValidAddress(client, { address, namespace }),
    siwx: {
      signIn: () => ctx.siwx.signIn(),
      signOut: () => ctx.siwx.signOut(),
      cancel: () => ctx.siwx.cancel(),
      getSession: () => ctx.siwx.getSession(),
    },
    subscribeEvents: (listener) => ctx.events.subscribe(listener),
    emit: (event, properties) => ctx.events.emit(event, properties),
  }
  Object.assign(ctx, { client, router })
  bindContext(client, ctx)
  ctx.siwx = wireSiwx(ctx)
  ctx.wc = bridgeWalletConnect(ctx)
  ctx.api = createClientBlockchainApi(ctx)
  wireAuth(ctx)
  watchBalances(ctx)
  watchIdentities(ctx)

  loadPersisted(ctx)
  if (resolved.walletConnect) refreshConnectors(ctx)
  markReconnecting(ctx)
  return client
}
