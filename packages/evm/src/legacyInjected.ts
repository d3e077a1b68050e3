// The pre-EIP-6963 `window.ethereum`: what it calls itself, and whether it is a wallet that also announced itself.

/** The generic name the spec's §5 rule hides on desktop. */
export const BROWSER_WALLET_NAME = 'Browser Wallet'

/** A provider flag, the wallet's name and its EIP-6963 rdns. Specific flags first: many wallets also set isMetaMask. */
const KNOWN_FLAGS: readonly { flag: string; name: string; rdns: string }[] = [
  { flag: 'isRabby', name: 'Rabby Wallet', rdns: 'io.rabby' },
  { flag: 'isBraveWallet', name: 'Brave Wallet', rdns: 'com.brave.wallet' },
  { flag: 'isCoinbaseWallet', name: 'Coinbase Wallet', rdns: 'com.coinbase.wallet' },
  { flag: 'isPhantom', name: 'Phantom', rdns: 'app.phantom' },
  { flag: 'isTrust', name: 'Trust Wallet', rdns: 'com.trustwallet.app' },
  { flag: 'isTrustWallet', name: 'Trust Wallet', rdns: 'com.trustwallet.app' },
  { flag: 'isOkxWallet', name: 'OKX Wallet', rdns: 'com.okex.wallet' },
  { flag: 'isZerion', name: 'Zerion', rdns: 'io.zerion.wallet' },
  { flag: 'isFrame', name: 'Frame', rdns: 'sh.frame' },
  { flag: 'isTokenPocket', name: 'TokenPocket', rdns: 'pro.tokenpocket' },
  { flag: 'isBitKeep', name: 'Bitget Wallet', rdns: 'com.bitget.web3' },
  { flag: 'isTalisman', name: 'Talisman', rdns: 'xyz.talisman' },
  { flag: 'isExodus', name: 'Exodus', rdns: 'com.exodus.web3-wallet' },
  { flag: 'isUniswapWallet', name: 'Uniswap Wallet', rdns: 'org.uniswap.app' },
  { flag: 'isMetaMask', name: 'MetaMask', rdns: 'io.metamask' },
]

export type InjectedProviderLike = Record<string, unknown> & { request?: unknown }

function matchFlags(provider: InjectedProviderLike | undefined) {
  if (!provider || typeof provider !== 'object') return undefined
  return KNOWN_FLAGS.find(({ flag }) => provider[flag] === true)
}

/** The name to show for `window.ethereum`: from its flags, else "Browser Wallet". */
export function legacyInjectedName(provider: InjectedProviderLike | undefined): string {
  return matchFlags(provider)?.name ?? BROWSER_WALLET_NAME
}

/** The rdns `window.ethereum`'s flags point to, if any. */
export function legacyInjectedRdns(provider: InjectedProviderLike | undefined): string | undefined {
  return matchFlags(provider)?.rdns
}

/** `window.ethereum` without touching `window` when there is none (SSR). */
export function getWindowEthereum(): InjectedProviderLike | undefined {
  if (typeof window === 'undefined') return undefined
  const ethereum = (window as unknown as { ethereum?: unknown }).ethereum
  return ethereum && typeof ethereum === 'object' ? (ethereum as InjectedProviderLike) : undefined
}
