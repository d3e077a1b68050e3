// WalletConnect's keys and bounds in Foyer's storage and the SDK's.
export const WC_STORAGE_KEYS = {
  /** Present while a WalletConnect session may exist: only then does `start()` load the SDK to restore it. */
  marker: 'foyer.walletConnect',
  /** The deep link of the wallet of the last successful WalletConnect connection. */
  deepLink: 'foyer.wcDeepLink',
  /** The wallet (peer metadata) of the last successful WalletConnect connection. */
  recentWallet: 'foyer.wcRecentWallet',
} as const
export const WC_STORAGE_PREFIX = 'foyer-wc'
export const DEFAULT_RELAY_TIMEOUT_MS = 8000

/**
 * The SDK's storage prefix for a client: its data, and the SDK's global Core (cached per prefix), are then the
 * client's own, so two clients on a page pair with their own wallets.
 */
export const walletConnectStoragePrefix = (id: string | undefined): string =>
  id ? `${WC_STORAGE_PREFIX}-${id}` : WC_STORAGE_PREFIX
