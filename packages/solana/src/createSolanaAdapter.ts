// The Solana adapter, assembled from its parts: discovery.ts (Wallet Standard wallets as connectors), connection.ts
// (connect / reconnect / disconnect / network), walletEvents.ts (the wallet's own account changes), balances.ts,
// sendToken.ts, walletRequests.ts and signIn.ts. @solana/kit loads on first use (lazyRuntime.ts).
import type {
  AdapterContext,
  ChainAdapter,
  ChainDefinition,
  SendArgs,
  SIWXMessageData,
  SIWXVerifier,
  TokenBalance,
  TokenInfo,
  TransactionStatus,
} from '@foyer/core'
import { DEFAULT_CONNECT_TIMEOUT_MS, DEFAULT_RECONNECT_TIMEOUT_MS, FoyerOptionsError } from '@foyer/core'
import { getWallets, type Wallets } from '@wallet-standard/app'
import { createAdapterState, dropConnection } from './adapterState.js'
import { createBalanceMethods } from './balances.js'
import { createConnectionMethods } from './connection.js'
import { startWalletDiscovery, type WalletDiscovery } from './discovery.js'
import { createLazyRpcs } from './lazyRuntime.js'
import { createSendMethods } from './sendToken.js'
import { createSignInMethods } from './signIn.js'
import { createSolanaSiwxVerifier } from './siws/lazy.js'
import { isSolanaAddress } from './solanaAddress.js'
import { onWalletUnregistered } from './walletEvents.js'
import { createRequestMethods } from './walletRequests.js'

export interface SolanaAdapterOptions {
  /** How long a wallet may leave a connect prompt unanswered before the attempt fails (default 30 000 ms). */
  connectTimeoutMs?: number
  /** How long `reconnect` waits for a wallet that registers a moment after page load (default 1 500 ms). */
  registerWaitMs?: number
  /** How long a silent reconnect may take before it counts as not restored (default 10 000 ms). */
  reconnectTimeoutMs?: number
  /** Metadata (symbol, name, icon) of SPL mints the host knows; other mints show their shortened address. */
  tokens?: TokenInfo[]
  /** The Wallet Standard registry; defaults to `getWallets()` of `@wallet-standard/app`. */
  wallets?: Wallets
}

export interface SolanaAdapter extends ChainAdapter {
  readonly namespace: 'solana'
  /** The connected account's public key (base58), cleared by a disconnect. */
  readonly publicKey: string | undefined
  /** The Solana network sends and balances use while connected. */
  readonly activeNetwork: ChainDefinition | undefined
  /** Resolves with the base58 ed25519 signature of the UTF-8 `message`. */
  signMessage(args: { message: string; address: string }): Promise<string>
  /** Checks Solana sign-in sessions (Sign In With Solana, ed25519) and writes the text it accepts. */
  readonly siwxVerifier: SIWXVerifier & { formatMessage(data: SIWXMessageData): Promise<string> }
  /** True while connected to a Wallet Standard wallet with `solana:signIn`. */
  canSignIn(): boolean
  signIn(data: SIWXMessageData): Promise<{ message: string; signature: string; data: SIWXMessageData }>
  getTokenBalances(args: { address: string; network: ChainDefinition }): Promise<TokenBalance[]>
  isValidAddress(address: string): boolean
  sendToken(args: SendArgs): Promise<{ id: string }>
  getTransactionStatus(args: { id: string; network: ChainDefinition }): Promise<TransactionStatus>
  destroy(): void
}

export const DEFAULT_REGISTER_WAIT_MS = 1_500

/** The Solana adapter: Wallet Standard wallets, balances and sends over the network's own RPC with @solana/kit. */
export function createSolanaAdapter(options: SolanaAdapterOptions = {}): SolanaAdapter {
  const state = createAdapterState()
  const rpcs = createLazyRpcs()
  let discovery: WalletDiscovery | undefined

  return {
    namespace: 'solana',
    siwxVerifier: createSolanaSiwxVerifier(),

    get publicKey() {
      return state.connection?.account.address
    },

    get activeNetwork() {
      return state.connection?.network ?? state.selectedNetwork
    },

    setup(context: AdapterContext) {
      if (state.ctx) return
      state.ctx = context
      state.networks = context.networks.filter((n) => n.chainNamespace === 'solana')
      if (state.networks.length === 0)
        throw new FoyerOptionsError('networks: @foyer/solana needs at least one solana network')
      discovery = startWalletDiscovery({
        registry: options.wallets ?? getWallets(),
        setConnectors: (connectors) => context.setConnectors(connectors),
        onUnregister: (wallet) => onWalletUnregistered(state, wallet),
      })
    },

    ...createConnectionMethods(state, () => discovery, {
      connectTimeoutMs: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
      registerWaitMs: options.registerWaitMs ?? DEFAULT_REGISTER_WAIT_MS,
      reconnectTimeoutMs: options.reconnectTimeoutMs ?? DEFAULT_RECONNECT_TIMEOUT_MS,
    }),
    ...createBalanceMethods(state, rpcs, options.tokens ?? []),
    ...createSendMethods(state, rpcs),
    ...createRequestMethods(state, rpcs),
    ...createSignInMethods(state),

    isValidAddress(address: string) {
      return isSolanaAddress(address)
    },

    destroy() {
      discovery?.stop()
      discovery = undefined
      dropConnection(state)
      rpcs.clear()
      state.ctx = undefined
    },
  }
}
