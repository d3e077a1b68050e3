// Business constants of the spec (§2, §6, §9), word for word. Everything tunable lives here.
import type { AccountType, ConnectMethod, Features, SocialProvider, WalletFeature, WalletSectionName } from './types.js'

export const DEFAULT_CONNECT_METHODS_ORDER: readonly ConnectMethod[] = ['email', 'social', 'wallet']
export const WALLET_SECTIONS_ORDER: readonly WalletSectionName[] = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
]
export const DEFAULT_WALLET_FEATURES_ORDER: readonly WalletFeature[] = ['onramp', 'swaps', 'receive', 'send']
export const DEFAULT_SOCIALS: readonly SocialProvider[] = [
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
]

export const DEFAULT_FEATURES: Readonly<Features> = {
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  history: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  socials: [...DEFAULT_SOCIALS],
  connectMethodsOrder: [...DEFAULT_CONNECT_METHODS_ORDER],
  walletFeaturesOrder: [...DEFAULT_WALLET_FEATURES_ORDER],
}

export const DEFAULT_ACCOUNT_TYPES: Readonly<Record<string, AccountType>> = {
  eip155: 'smartAccount',
  solana: 'eoa',
  polkadot: 'eoa',
  bip122: 'payment',
}

export const DEFAULT_LOG_LEVEL = 'info'
export const RECENT_WALLETS_LIMIT = 2
export const PENDING_TRANSACTIONS_LIMIT = 99
export const BALANCE_RETRY_BLOCK_MS = 30_000

export const CACHE_LIFETIME_MS = {
  portfolio: 30_000,
  nativeBalance: 30_000,
  ens: 5 * 60_000,
  identity: 5 * 60_000,
} as const

export const SWAP_SLIPPAGE_TOLERANCE = 1
export const SWAP_SUPPORTED_CHAIN_IDS: readonly number[] = [
  1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
]

export const NAMESPACES_BY_FEATURE = {
  balance: ['eip155', 'solana'],
  names: ['eip155'],
  onramp: ['eip155', 'solana'],
  activity: ['eip155', 'solana'],
  authConnector: ['eip155', 'solana'],
} as const

export const MODAL_DEFAULTS = {
  widthPx: 360,
  zIndex: 999,
  /** Overlay fade, modal enter, view change (ms). */
  animationMs: [120, 150, 150] as const,
}

/** The generic name wallets without their own identity inject under; hidden on desktop (spec §5). */
export const GENERIC_INJECTED_NAME = 'Browser Wallet'

/**
 * How long an adapter waits for a wallet to answer a connection request before it gives up and resets its connector.
 * The client waits CONNECT_TIMEOUT_GRACE_MS longer, so the adapter has reset before the modal offers a retry.
 */
export const DEFAULT_CONNECT_TIMEOUT_MS = 30_000
export const CONNECT_TIMEOUT_GRACE_MS = 1_000
/** How long an adapter waits for a wallet to restore the last connection silently (after a reload). */
export const DEFAULT_RECONNECT_TIMEOUT_MS = 10_000

/** WalletConnect's production relay: used when the host gives a projectId and no relayUrl. */
export const DEFAULT_WALLETCONNECT_RELAY_URL = 'wss://relay.walletconnect.org'

/** Storage keys; one prefix so a host can tell Foyer's keys apart. */
export const STORAGE_KEYS = {
  recentWallets: 'foyer.recentWallets',
  connection: 'foyer.connection',
  activeNetwork: 'foyer.activeNetwork',
  /** This install's id, sent to the blockchain API as `clientId` (spec §7) so it can rate limit per client. */
  apiClientId: 'foyer.apiClientId',
} as const
