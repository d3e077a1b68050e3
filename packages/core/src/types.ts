// The public contract of @foyer/core. Adapters (packages/evm, …) implement `ChainAdapter`; the React
// package reads the stores named in `FoyerStores` and calls the actions on `FoyerClient`.
import type { StoreApi } from 'zustand/vanilla'
import type { QueryClient } from '@tanstack/query-core'
import type { SIWXConfig, SIWXMessage, SIWXMessageData, SIWXSession, SIWXVerifier } from './siwx/types.js'

/** CAIP-2 namespace. The ones Foyer ships chains for are listed; others are accepted. */
export type ChainNamespace = 'eip155' | 'solana' | 'bip122' | 'polkadot' | (string & {})

/** `namespace:reference`, e.g. `eip155:1`. */
export type CaipNetworkId = `${string}:${string}`
/** `namespace:reference:address`. */
export type CaipAddress = `${string}:${string}:${string}`

/** The spec's chain definition (§3). */
export interface ChainDefinition {
  id: number | string
  name: string
  network: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: { default: { http: readonly string[]; webSocket?: readonly string[] } } & Record<
    string,
    { http: readonly string[]; webSocket?: readonly string[] }
  >
  blockExplorers?: { default: { name: string; url: string } } & Record<string, { name: string; url: string }>
  testnet?: boolean
  chainNamespace: ChainNamespace
  caipNetworkId: CaipNetworkId
  /** Optional icon (a data: URL or same-origin path; never a remote vendor host by default). */
  imageUrl?: string
}

/** Spec §3 "Connector types", plus WALLET_CONNECT / AUTH / CUSTOM for the other sections. */
export type ConnectorType = 'MULTI_CHAIN' | 'ANNOUNCED' | 'INJECTED' | 'EXTERNAL' | 'WALLET_CONNECT' | 'AUTH'

/** A way to connect a wallet, as an adapter discovered it. */
export interface Connector {
  /** Unique within the client. For EIP-6963 wallets: the rdns. */
  id: string
  name: string
  type: ConnectorType
  /** Namespaces this connector can connect (a MULTI_CHAIN connector has several). */
  chains: ChainNamespace[]
  imageUrl?: string
  rdns?: string
  /** Whether the wallet is present in this browser right now. */
  installed: boolean
  /** Readiness for wallets that report it (Solana: Unsupported, Loadable, Installed, NotDetected). */
  readyState?: 'Unsupported' | 'Loadable' | 'Installed' | 'NotDetected'
  /** Set when the connector was merged from several adapters' connectors of the same wallet. */
  connectors?: Connector[]
}

/** A wallet the host adds by hand (spec "customWallets"). */
export interface CustomWallet {
  id: string
  name: string
  homepage?: string
  imageUrl?: string
  mobileLink?: string
  desktopLink?: string
  webappLink?: string
  rdns?: string
}

/** An entry of the spec's "excludedWallets": matched by rdns or by case-insensitive name. */
export interface ExcludedWallet {
  rdns?: string
  name?: string
}

export type ConnectMethod = 'email' | 'social' | 'wallet'
export type WalletSectionName =
  | 'walletConnect'
  | 'recent'
  | 'injected'
  | 'featured'
  | 'custom'
  | 'external'
  | 'recommended'
export type WalletFeature = 'onramp' | 'swaps' | 'receive' | 'send'
export type SocialProvider = 'google' | 'x' | 'discord' | 'farcaster' | 'github' | 'apple' | 'facebook'

export interface Features {
  swaps: boolean
  onramp: boolean
  receive: boolean
  send: boolean
  email: boolean
  history: boolean
  analytics: boolean
  allWallets: boolean
  legalCheckbox: boolean
  smartSessions: boolean
  collapseWallets: boolean
  /** Social logins offered, in order (default: the spec's list). `false` turns socials off. */
  socials: SocialProvider[] | false
  connectMethodsOrder: ConnectMethod[]
  walletFeaturesOrder: WalletFeature[]
}

export type ThemeMode = 'light' | 'dark' | 'system'
/** `--foyer-*` CSS variables, without the prefix: `{ 'accent': '#0af' }` sets `--foyer-accent`. */
export type ThemeVariables = Record<string, string | number>

export type LogLevel = 'silent' | 'error' | 'warn' | 'info' | 'debug'

export interface AppMetadata {
  name: string
  description?: string
  url?: string
  icons?: string[]
}

/** Key-value storage the client persists to (recent wallets, last connection). Defaults to localStorage. */
export interface FoyerStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** Where the client runs; decides the desktop-only and Telegram rules of spec §5. Detected when not given. */
export interface PlatformInfo {
  isDesktop: boolean
  isTelegram: boolean
  os: 'ios' | 'android' | 'mac' | 'windows' | 'linux' | 'other'
}

export interface FoyerEvent {
  event: FoyerEventName
  properties?: Record<string, unknown>
  timestamp: number
}
export type FoyerEventName =
  | 'MODAL_OPEN'
  | 'MODAL_CLOSE'
  | 'SELECT_WALLET'
  | 'CONNECT_SUCCESS'
  | 'CONNECT_ERROR'
  | 'USER_REJECTED'
  | 'DISCONNECT_SUCCESS'
  | 'DISCONNECT_ERROR'
  | 'SWITCH_NETWORK'
  | 'CLICK_NETWORKS'
  | 'CLICK_ALL_WALLETS'
  | 'CLICK_WALLET_HELP'
  | 'SIWX_AUTH_SUCCESS'
  | 'SIWX_AUTH_ERROR'
  | 'CLICK_SIGN_SIWX_MESSAGE'
  | 'CLICK_CANCEL_SIWX'
  | (string & {})

/** Options given to `createFoyerClient` (the spec's "Global options" and the additions). */
export interface FoyerOptions {
  /**
   * Tells this client's persisted state apart from another client's on the same page: every storage key (Foyer's,
   * wagmi's, sign-in sessions) and the WalletConnect SDK's storage prefix carry it. Letters, digits, `-` and `_`.
   * Without it the keys are unprefixed, so one client per page needs nothing.
   */
  id?: string
  networks: ChainDefinition[]
  adapters?: ChainAdapter[]
  defaultNetwork?: ChainDefinition
  projectId?: string
  metadata?: AppMetadata
  features?: Partial<Features>
  customWallets?: CustomWallet[]
  /** Wallets hidden by rdns or name (spec "excludedWallets"). */
  excludedWallets?: ExcludedWallet[]
  /** Wallet ids (rdns or custom id) to hide. */
  excludeWalletIds?: string[]
  /** When set, only these wallet ids are shown in the recommended/featured lists. */
  includeWalletIds?: string[]
  featuredWalletIds?: string[]
  /** Sign in with the wallet (spec §4 sign-in flow); `createDefaultSiwx()` builds one. Off when absent. */
  siwx?: SIWXConfig
  allowUnsupportedChain?: boolean
  enableNetworkSwitch?: boolean
  themeMode?: ThemeMode
  themeVariables?: ThemeVariables
  logLevel?: LogLevel
  storage?: FoyerStorage | null
  platform?: Partial<PlatformInfo>
  /** Receives every event when the host opts in; nothing is sent anywhere otherwise. */
  analytics?: (event: FoyerEvent) => void
  queryClient?: QueryClient
  /**
   * WalletConnect v2. Offered when this is set; needs `projectId`. Without `relayUrl` it uses WalletConnect's production
   * relay; `npm start` points the demo at Foyer's dev relay on 127.0.0.1.
   */
  walletConnect?: WalletConnectOptions
}

export interface WalletConnectOptions {
  /** wss:// or ws:// relay URL (default: WalletConnect's production relay, DEFAULT_WALLETCONNECT_RELAY_URL). */
  relayUrl?: string
  /** How long a connection attempt may wait for the relay before the view shows an error (ms, default 8000). */
  relayTimeoutMs?: number
  /** Mobile deep-link base for the ConnectingWalletConnect view's mobile tab (e.g. 'foyerwallet://'). */
  mobileLink?: string
  /** A web wallet that accepts `?uri=wc:…` (the demo's dev wallet page). */
  webWalletUrl?: string
}

export interface ResolvedOptions
  extends Omit<
    Required<FoyerOptions>,
    | 'defaultNetwork'
    | 'siwx'
    | 'analytics'
    | 'queryClient'
    | 'storage'
    | 'platform'
    | 'features'
    | 'projectId'
    | 'walletConnect'
    | 'id'
  > {
  /** The client's `id`, when the host gave one. */
  id: string | undefined
  defaultNetwork: ChainDefinition
  features: Features
  projectId: string | undefined
  siwx: SIWXConfig | undefined
  walletConnect: (WalletConnectOptions & { relayUrl: string; projectId: string }) | undefined
  analytics: ((event: FoyerEvent) => void) | undefined
  storage: FoyerStorage | null
  platform: PlatformInfo
}

// ---------------------------------------------------------------------------------------------
// Adapters

/** What an adapter gets from the client when it starts. */
export interface AdapterContext {
  networks: ChainDefinition[]
  storage: FoyerStorage | null
  platform: PlatformInfo
  logger: Logger
  /** The adapter's connectors changed (discovery, a late EIP-6963 announcement, a disconnect). */
  setConnectors(connectors: Connector[]): void
  /** The wallet changed account(s) or chain on its own. An empty address list means it disconnected. */
  onAccountsChanged(event: { addresses: string[]; chainId?: number | string }): void
  onChainChanged(chainId: number | string): void
  onDisconnect(): void
}

export interface ConnectResult {
  address: string
  /** All addresses the wallet exposed, the active one first. */
  addresses?: string[]
  chainId: number | string
}

export interface BalanceResult {
  /** Smallest units as a decimal string (wei, lamports, sats). */
  value: string
  decimals: number
  symbol: string
  /** Human-readable amount, e.g. "10000.0". */
  formatted: string
}

/** A fungible token (ERC-20, SPL mint, …) as an adapter reports it. */
export interface TokenInfo {
  /** Contract address or mint. */
  address: string
  symbol: string
  decimals: number
  name?: string
  imageUrl?: string
}

export interface TokenBalance extends BalanceResult {
  token: TokenInfo
}

export interface SendArgs {
  /** Sender (the connected account). */
  address: string
  network: ChainDefinition
  /** Recipient. */
  to: string
  /** Human-readable amount in the token's units, e.g. "1.5". */
  amount: string
  /** The token to send; the native currency when absent. */
  token?: TokenInfo
  /**
   * Set when the namespace is connected through WalletConnect: the adapter builds the transfer for `address` and has
   * the wallet sign and submit it through this session request instead of the adapter's own wallet connection.
   */
  walletRequest?: (args: { method: string; params?: unknown }) => Promise<unknown>
}

export type TransactionStatus = 'pending' | 'confirmed' | 'failed'

export interface ChainAdapter {
  readonly namespace: ChainNamespace
  /** Start discovery and listen for wallet events. Called once from `client.start()`, in the browser. */
  setup(context: AdapterContext): void | Promise<void>
  connect(args: { connectorId: string; chainId?: number | string }): Promise<ConnectResult>
  /** Restore the last connection without prompting, or `null`. */
  reconnect(args: { connectorId: string }): Promise<ConnectResult | null>
  disconnect(): Promise<void>
  switchNetwork(network: ChainDefinition): Promise<void>
  getBalance(args: { address: string; network: ChainDefinition }): Promise<BalanceResult>
  /** A raw request to the connected wallet (already gated by the client). */
  request(args: { method: string; params?: unknown }): Promise<unknown>
  signMessage?(args: { message: string; address: string }): Promise<string>
  /** Non-native token balances of an account (for the Send view's token picker). */
  getTokenBalances?(args: { address: string; network: ChainDefinition }): Promise<TokenBalance[]>
  /** Whether `address` is a well-formed account address of this namespace (recipient validation). */
  isValidAddress?(address: string): boolean
  /**
   * Builds, has the wallet sign and submits a transfer; resolves with its id (signature or hash) once submitted.
   * Rejects with the spec's texts for the checks it makes before asking the wallet.
   */
  sendToken?(args: SendArgs): Promise<{ id: string }>
  /** One look at a submitted transaction's status (the client polls it every second). */
  getTransactionStatus?(args: { id: string; network: ChainDefinition }): Promise<TransactionStatus>
  /** Checks sign-in sessions of this namespace (used by `createDefaultSiwx()` when the host gives no verifiers). */
  readonly siwxVerifier?: SIWXVerifier
  /** Whether `address` is a contract (smart) account on `network` (an EIP-7702-delegated EOA is not); sign-in failures then say so. */
  isSmartAccount?(args: { address: string; network: ChainDefinition }): Promise<boolean>
  /**
   * One-step sign-in for wallets that format and sign the message themselves (Solana's `solana:signIn`). Resolves
   * with the text the wallet signed, the signature (in the verifier's encoding) and the fields as the wallet wrote
   * them; undefined from `canSignIn` means the flow falls back to `signMessage`.
   */
  canSignIn?(): boolean
  signIn?(data: SIWXMessageData): Promise<{ message: string; signature: string; data: SIWXMessageData }>
  destroy?(): void
}

export interface Logger {
  error(...args: unknown[]): void
  warn(...args: unknown[]): void
  info(...args: unknown[]): void
  debug(...args: unknown[]): void
}

// ---------------------------------------------------------------------------------------------
// State (each a zustand vanilla store on the client)

/**
 * The views the modal has. The spec names more (ConnectingFarcaster, ConnectingSocial, ApproveTransaction,
 * AccountSettings, WhatIsAWallet); each joins this list with the feature that fills it, so no view promises what the
 * build cannot do.
 */
export type ViewName =
  | 'Connect'
  | 'AllWallets'
  | 'ConnectingExternal'
  | 'ConnectingMultiChain'
  | 'ConnectingWalletConnect'
  | 'ConnectingWalletConnectBasic'
  | 'ConnectingSiwe'
  | 'SIWXSignMessage'
  | 'Account'
  | 'Networks'
  | 'SwitchNetwork'
  | 'UnsupportedChain'
  | 'WalletSend'

export interface RouterData {
  connectorId?: string
  network?: CaipNetworkId
  [key: string]: unknown
}

export interface RouterState {
  view: ViewName
  data: RouterData | undefined
  history: { view: ViewName; data: RouterData | undefined }[]
}

export interface ModalState {
  open: boolean
}

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'

/** Spec §3 "Connection state". */
export interface ConnectionState {
  /** The `wc:` pairing URI to show as a QR / copy / deep link while a WalletConnect attempt waits; replaced when it expires. */
  wcUri: string | undefined
  /** When `wcUri` stops being valid (ms since the epoch); a fresh URI (and expiry) replaces it by then. */
  wcPairingExpiry: number | undefined
  /** The deep link to the wallet of the WalletConnect session (the mobile tab's choice, else the wallet's redirect). */
  wcLinking: { name: string; href: string } | undefined
  /** The wallet of the last successful connection (for WalletConnect: from the peer's metadata). */
  recentWallet: RecentWallet | undefined
  status: ConnectionStatus
  /** The WalletConnect relay gave no pairing URI within `relayTimeoutMs`: the view shows an error with a retry. */
  wcError: boolean
  /**
   * The wallet answered the proposal (its first message arrived on the pairing topic) and core is applying the
   * session. WalletConnect v2 tells the dapp nothing when a wallet merely scans, so this is short-lived.
   */
  buffering: boolean
  /** Connector being connected or connected. */
  connectorId: string | undefined
  /** Error text (a spec §8 text) of the last failed connection attempt. */
  error: string | undefined
  /** True when the last attempt failed because the person rejected it in the wallet. */
  rejected: boolean
}

export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal' | 'stx'

/**
 * Spec §3 "Account state", one per namespace: the fields a built feature writes. The spec's currentTab, tokenBalance,
 * smartAccountDeployed, addressLabels, profileName, profileImage, user and socialProvider join with the features that
 * fill them (account views, names, embedded wallet), so no field here is a promise nothing keeps.
 */
export interface AccountState {
  allAccounts: { address: string; type: AccountType; namespace: ChainNamespace }[]
  status: ConnectionStatus | 'reconnecting'
  caipAddress: CaipAddress | undefined
  address: string | undefined
  balance: string | undefined
  balanceSymbol: string | undefined
  /** 'idle' | 'loading' | 'error': the last balance fetch. */
  balanceStatus: 'idle' | 'loading' | 'error'
  /** The spec's default for the namespace (eip155: smartAccount); what a connected wallet is, is in allAccounts. */
  preferredAccountType: AccountType
  connectorId: string | undefined
}

export interface ChainsState {
  networks: ChainDefinition[]
  activeNamespace: ChainNamespace
  activeNetwork: ChainDefinition
  /** The wallet is on a chain not in `networks` (its CAIP-2 id), or undefined. */
  unsupportedChainId: CaipNetworkId | undefined
}

export interface ConnectorsState {
  /** Every connector the adapters found, merged and deduplicated, custom wallets excluded. */
  connectors: Connector[]
  recentWallets: RecentWallet[]
}

/** Spec §3 "Recent wallet". */
export interface RecentWallet {
  id: string
  name?: string
  imageUrl?: string
}

/** Where a send stands: checked and signed by the wallet ('signing'), submitted ('pending'), then settled. */
export type SendStatus = 'idle' | 'signing' | 'pending' | 'confirmed' | 'failed'

export interface SendState {
  status: SendStatus
  /** Transaction signature or hash once submitted. */
  id: string | undefined
  /** The error text (a spec §8 text where one applies) when status is 'failed' or the wallet refused. */
  error: string | undefined
  /** True when the person declined in the wallet. */
  rejected: boolean
  namespace: ChainNamespace | undefined
}

/**
 * Where sign-in stands for the active account on its chain: 'checking' stored sessions, 'unsigned' (SIWXSignMessage
 * is asking), 'signing' (the wallet decides), 'signed'. 'disabled' when the host gave no `siwx`.
 */
export type SiwxStatus = 'disabled' | 'idle' | 'checking' | 'unsigned' | 'signing' | 'signed'

export interface SiwxState {
  status: SiwxStatus
  /** The verified session of the active account and chain. */
  session: SIWXSession | undefined
  /** The message SIWXSignMessage shows and Sign signs. */
  message: SIWXMessage | undefined
  /** A spec §8 text: 'Signature declined', the smart-account text, or the initialisation failure. */
  error: string | undefined
  /** The host requires sign-in (the modal cannot be closed on the sign view without a session). */
  required: boolean
}

export interface FoyerStores {
  modal: StoreApi<ModalState>
  router: StoreApi<RouterState>
  connection: StoreApi<ConnectionState>
  /** Keyed by namespace. */
  accounts: StoreApi<Record<string, AccountState>>
  chains: StoreApi<ChainsState>
  connectors: StoreApi<ConnectorsState>
  send: StoreApi<SendState>
  siwx: StoreApi<SiwxState>
}

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

/** A section of the Connect view, in the spec's order. */
export interface WalletSection {
  name: WalletSectionName
  wallets: WalletListItem[]
}

export interface WalletListItem {
  id: string
  name: string
  imageUrl?: string
  type: ConnectorType | 'CUSTOM' | 'RECOMMENDED'
  installed: boolean
  chains: ChainNamespace[]
  isRecent: boolean
  connector?: Connector
  custom?: CustomWallet
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
  connectWalletConnect(args?: { method?: 'qrcode' | 'mobile' }): Promise<void>
  /**
   * Spec §4: cancels a pending WalletConnect attempt and goes back to disconnected (or stays 'connected' when another
   * namespace is connected); clears wcUri, wcPairingExpiry, wcLinking, recentWallet, wcError, buffering, the send
   * state (transactions) and the stored deeplink. An established session is left alone (use disconnect()).
   */
  resetWcConnection(): void
  /** Connects `namespace` (default: the active one if the wallet has it), or each of `namespaces` in turn. */
  connect(connectorId: string, args?: { namespace?: ChainNamespace; namespaces?: ChainNamespace[] }): Promise<void>
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
   * follows it until it settles, polling its status every second. Rejects with the adapter's spec texts.
   */
  send(args: { to: string; amount: string; token?: TokenInfo; namespace?: ChainNamespace }): Promise<{ id: string }>
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
