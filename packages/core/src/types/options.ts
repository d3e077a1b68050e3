// What a host passes to createFoyerClient (the spec's "Global options") and what the client resolves them to.
import type { QueryClient } from '@tanstack/query-core'
import type { SIWXConfig } from '../siwx/types.js'
import type { ChainDefinition } from './chain.js'
import type { CustomWallet, ExcludedWallet } from './wallet.js'
import type { ChainAdapter } from './adapter.js'
import type { AuthConnectorHost } from '../auth/types.js'

export type ConnectMethod = 'email' | 'social' | 'wallet'
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
  /**
   * Base URL of the app's blockchain API (spec §7), e.g. its own `@foyer/server`. Account data (token balances,
   * activity, identity, prices) is asked of it with `projectId`; without it nothing is asked and those features stay off.
   */
  apiUrl?: string
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
  /**
   * Email, social and Farcaster login with an embedded wallet: `createEmbeddedWallet(…)` from @foyer/embedded-wallet.
   * The Connect view offers the logins (in `features.connectMethodsOrder`) only when this is set.
   */
  auth?: AuthConnectorHost
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
    | 'apiUrl'
    | 'auth'
  > {
  /** The client's `id`, when the host gave one. */
  id: string | undefined
  defaultNetwork: ChainDefinition
  features: Features
  projectId: string | undefined
  /** The blockchain API's base URL, when the host gave one (its projectId is then set too). */
  apiUrl: string | undefined
  siwx: SIWXConfig | undefined
  walletConnect: (WalletConnectOptions & { relayUrl: string; projectId: string }) | undefined
  analytics: ((event: FoyerEvent) => void) | undefined
  storage: FoyerStorage | null
  platform: PlatformInfo
  /** The embedded wallet, when the host gave one. */
  auth: AuthConnectorHost | undefined
}
