// The client a host holds: its stores, router and actions.
import type { QueryClient } from '@tanstack/query-core'
import type { SIWXSession } from '../siwx/types.js'
import type { ChainNamespace, CaipNetworkId } from './chain.js'
import type { WalletSection } from './wallet.js'
import type {
  ConnectMethod,
  WalletFeature,
  SocialProvider,
  FoyerEvent,
  FoyerEventName,
  ResolvedOptions,
} from './options.js'
import type { TokenInfo, TokenBalance, ChainAdapter } from './adapter.js'
import type { ViewName, RouterData, FoyerStores, RecentWallet } from './state.js'
import type { AuthSession } from '../auth/types.js'

export interface SiwxActions {
  /** Signs the active account in on its chain: creates the message, has the wallet sign it, stores the session. */
  signIn(): Promise<SIWXSession>
  /** Revokes the active account's session on its chain (disconnecting as well when sign-in is required). */
  signOut(): Promise<void>
  /** The sign view's Cancel: disconnects when sign-in is required, otherwise closes; the view resets to Connect. */
  cancel(): Promise<void>
  /** The verified session of the active account and chain, if any. */
  getSession(): SIWXSession | undefined
}

export interface Router {
  push(view: ViewName, data?: RouterData): void
  replace(view: ViewName, data?: RouterData): void
  /** Back one view; at the root it closes the modal. */
  goBack(): void
  reset(view: ViewName, data?: RouterData): void
}

export interface FoyerClient {
  readonly options: ResolvedOptions
  readonly stores: FoyerStores
  readonly router: Router
  readonly queryClient: QueryClient
  /** Discovery, reconnect and adapter listeners. Browser only; idempotent. */
  start(): Promise<void>
  destroy(): void
  open(args?: { view?: ViewName; data?: RouterData }): void
  /** Closes the modal, unless `canClose()` says no. */
  close(): void
  /** False while sign-in is required and missing on the sign or approve view (spec §4.6): no Close, no Esc. */
  canClose(): boolean
  /**
   * WalletConnect: loads the SDK (first time only), makes a pairing URI (connection store: wcUri, wcPairingExpiry),
   * replaces it when it expires, and resolves once a wallet approved the session; every namespace it approved is then
   * connected, CONNECT_SUCCESS is sent with `method` ('qrcode' by default, 'mobile' from the deep-link tab) and the
   * modal closes. Sets wcError when the relay gives no pairing within `walletConnect.relayTimeoutMs`. Rejects with
   * FoyerError CONNECT_FAILED ('Failed to connect to the wallet'), a UserRejectedError when the wallet declined, or
   * CONNECTOR_NOT_FOUND when WalletConnect is not configured. A newer call or `resetWcConnection()` cancels it.
   */
  /** `wallet`: the wallet the person picked (a directory wallet), recorded as the newest recent wallet on success. */
  connectWalletConnect(args?: { method?: 'qrcode' | 'mobile'; wallet?: RecentWallet }): Promise<void>
  /**
   * Spec §4: cancels a pending WalletConnect attempt and goes back to disconnected (or stays 'connected' when another
   * namespace is connected); clears wcUri, wcPairingExpiry, wcLinking, recentWallet, wcError, buffering, the send
   * state (transactions) and the stored deeplink. An established session is left alone (use disconnect()).
   */
  resetWcConnection(): void
  /** Connects `namespace` (default: the active one if the wallet has it), or each of `namespaces` in turn. */
  connect(connectorId: string, args?: { namespace?: ChainNamespace; namespaces?: ChainNamespace[] }): Promise<void>
  /**
   * After a login through the host's `auth` (email code, social, Farcaster): connects the embedded wallet on each
   * namespace it has an account on and records the user. Rejects with CONNECTOR_NOT_FOUND without `auth`.
   */
  connectAuth(session: AuthSession): Promise<void>
  disconnect(namespace?: ChainNamespace): Promise<void>
  switchNetwork(caipNetworkId: CaipNetworkId): Promise<void>
  refreshBalance(namespace?: ChainNamespace): Promise<void>
  /** A wallet RPC call, gated by spec §6. */
  request(args: { method: string; params?: unknown }, namespace?: ChainNamespace): Promise<unknown>
  getWalletSections(): WalletSection[]
  getConnectMethods(): ConnectMethod[]
  getSocials(): SocialProvider[]
  getWalletFeatures(): WalletFeature[]
  getAdapter(namespace: ChainNamespace): ChainAdapter | undefined
  /**
   * Sends the native currency or a token from the connected account of `namespace` (default: the active one) and
   * follows it until it settles, polling its status every second. Rejects with the adapter's spec texts. With
   * `caipNetworkId` (the network the transfer was prepared on), rejects with NetworkChangedError and sends nothing
   * when the account is on another network by then.
   */
  send(args: {
    to: string
    amount: string
    token?: TokenInfo
    namespace?: ChainNamespace
    caipNetworkId?: CaipNetworkId
  }): Promise<{ id: string }>
  /** Back to an idle send (the Send view calls it when it starts over). */
  resetSend(): void
  /** Token balances of the connected account of `namespace` (empty when the adapter has none to offer). */
  getTokenBalances(namespace?: ChainNamespace): Promise<TokenBalance[]>
  /** Whether `address` is a valid recipient in `namespace` (default: the active one). */
  isValidAddress(address: string, namespace?: ChainNamespace): boolean
  /** Sign in with the wallet (spec §4). Every call rejects with 'SIWX is not enabled' when the host gave no `siwx`. */
  readonly siwx: SiwxActions
  subscribeEvents(listener: (event: FoyerEvent) => void): () => void
  emit(event: FoyerEventName, properties?: Record<string, unknown>): void
}
