// The Bitcoin adapter, assembled from its parts: discovery.ts (Wallet Standard Bitcoin wallets as connectors),
// connection.ts (connect / reconnect / disconnect / network), walletEvents.ts, balances.ts and sendToken.ts (over an
// Esplora API), walletRequests.ts (signMessage) and the BIP-322 sign-in verifier (siwx/).
import type { AdapterContext, ChainAdapter, ChainDefinition, SIWXMessageData, SIWXVerifier } from '@foyer/core'
import { DEFAULT_CONNECT_TIMEOUT_MS, DEFAULT_RECONNECT_TIMEOUT_MS, FoyerOptionsError } from '@foyer/core'
import { getWallets, type Wallets } from '@wallet-standard/app'
import { createAdapterState, currentNetwork, dropConnection } from './adapterState.js'
import { createBalanceMethods, type BitcoinBalance } from './balances.js'
import { createConnectionMethods } from './connection.js'
import { startWalletDiscovery, type WalletDiscovery } from './discovery.js'
import { createEsploraClients, type EsploraUrls } from './esplora/esploraFor.js'
import type { FeeSpeed } from './esplora/feeRate.js'
import { networkInfoOf, requireNetworkInfo } from './networks.js'
import { createSendMethods, type BitcoinSendArgs, type PreparedTransfer } from './sendToken.js'
import { createBitcoinSiwxVerifier } from './siwx/lazy.js'
import { loadedRuntime, loadRuntime } from './lazyRuntime.js'
import { looksLikeAddress } from './addressShape.js'
import { createSatsConnectWalletList } from './satsConnect/satsConnectWallets.js'
import { onWalletUnregistered } from './walletEvents.js'
import { createRequestMethods } from './walletRequests.js'

export interface BitcoinAdapterOptions {
  /**
   * Esplora API base URLs by CAIP-2 id (`bip122:…`) or reference; a network without one uses its
   * `rpcUrls.default.http[0]` (core's Bitcoin chains name mempool.space: pass your own for production).
   */
  esploraUrls?: EsploraUrls
  /** Which of the API's fee estimates a send uses by default: fast (1 block), normal (6), slow (144). Default normal. */
  feeSpeed?: FeeSpeed
  /** How long a wallet may leave a connect prompt unanswered before the attempt fails (default 30 000 ms). */
  connectTimeoutMs?: number
  /** How long `reconnect` waits for a wallet that registers a moment after page load (default 1 500 ms). */
  registerWaitMs?: number
  /** How long a silent reconnect may take before it counts as not restored (default 10 000 ms). */
  reconnectTimeoutMs?: number
  /** The Wallet Standard registry; defaults to `getWallets()` of `@wallet-standard/app`. */
  wallets?: Wallets
  /**
   * sats-connect wallets (Xverse and those listed in `window.btc_providers`), spoken to with their own request
   * protocol; `false` leaves them out. `page` is where to look (default the global object).
   */
  satsConnect?: false | { page?: () => object | undefined }
  /** The fetch the Esplora client uses (default the global one). */
  fetch?: typeof fetch
}

export interface BitcoinAdapter extends ChainAdapter {
  readonly namespace: 'bip122'
  /** The connected payment address, cleared by a disconnect. */
  readonly address: string | undefined
  /** The ordinals (taproot) address, when the wallet gave one. */
  readonly ordinalsAddress: string | undefined
  readonly activeNetwork: ChainDefinition | undefined
  getBalance(args: { address: string; network: ChainDefinition }): Promise<BitcoinBalance>
  signMessage(args: { message: string; address: string }): Promise<string>
  readonly siwxVerifier: SIWXVerifier & { formatMessage(data: SIWXMessageData): string }
  /** Validates against the network in use (connected, else chosen, else the first configured). */
  isValidAddress(address: string): boolean
  describeInvalidAddress(address: string): string | undefined
  /** The checks, coin selection, fee and unsigned PSBT of a send, without asking the wallet (a fee preview). */
  prepareTransfer(args: BitcoinSendArgs): Promise<PreparedTransfer & { network: ChainDefinition }>
  sendToken(args: BitcoinSendArgs): Promise<{ id: string }>
  getTransactionStatus: NonNullable<ChainAdapter['getTransactionStatus']>
  destroy(): void
}

export const DEFAULT_REGISTER_WAIT_MS = 1_500

export function createBitcoinAdapter(options: BitcoinAdapterOptions = {}): BitcoinAdapter {
  const state = createAdapterState()
  const esplora = createEsploraClients(options.esploraUrls, options.fetch)
  let discovery: WalletDiscovery | undefined

  return {
    namespace: 'bip122',
    siwxVerifier: createBitcoinSiwxVerifier(),

    get address() {
      return state.connection?.account.address
    },
    get ordinalsAddress() {
      return state.connection?.ordinals?.address
    },
    get activeNetwork() {
      return state.connection?.network ?? state.selectedNetwork
    },

    setup(context: AdapterContext) {
      if (state.ctx) return
      state.networks = context.networks.filter((n) => n.chainNamespace === 'bip122')
      if (state.networks.length === 0)
        throw new FoyerOptionsError('networks: @foyer/bitcoin needs at least one bip122 network')
      for (const network of state.networks) requireNetworkInfo(network)
      state.ctx = context
      void loadRuntime().catch((error: unknown) => context.logger.warn('[foyer/bitcoin] could not load', error))
      discovery = startWalletDiscovery({
        registry: options.wallets ?? getWallets(),
        ...(options.satsConnect === false
          ? {}
          : { extraWallets: createSatsConnectWalletList(options.satsConnect?.page ?? (() => globalThis)) }),
        setConnectors: (connectors) => context.setConnectors(connectors),
        onUnregister: (wallet) => onWalletUnregistered(state, wallet),
      })
    },

    ...createConnectionMethods(state, () => discovery, {
      connectTimeoutMs: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
      registerWaitMs: options.registerWaitMs ?? DEFAULT_REGISTER_WAIT_MS,
      reconnectTimeoutMs: options.reconnectTimeoutMs ?? DEFAULT_RECONNECT_TIMEOUT_MS,
    }),
    ...createBalanceMethods(esplora),
    ...createSendMethods(state, esplora, options.feeSpeed ?? 'normal'),
    ...createRequestMethods(state),

    isValidAddress(address: string) {
      const info = state.networks.length > 0 ? networkInfoOf(currentNetwork(state).id) : undefined
      if (!info) return false
      const runtime = loadedRuntime()
      // Before the runtime has loaded (a moment after setup) only the shape is checked; sendToken decodes in full.
      return runtime ? runtime.isBitcoinAddress(address, info) : looksLikeAddress(address, info)
    },

    describeInvalidAddress(address: string) {
      const info = state.networks.length > 0 ? networkInfoOf(currentNetwork(state).id) : undefined
      const runtime = loadedRuntime()
      if (!info || !runtime) return undefined
      try {
        runtime.decodeBitcoinAddress(address, info)
        return undefined
      } catch (error) {
        // Another network's address or not an address at all, said as sendToken would say it.
        return error instanceof Error ? error.message : undefined
      }
    },

    destroy() {
      discovery?.stop()
      discovery = undefined
      dropConnection(state)
      state.ctx = undefined
    },
  }
}
