// sats-connect wallets the page has: each `window.btc_providers` entry whose provider object is there (its id is the
// path to it, e.g. `XverseProviders.BitcoinProvider`), and Xverse's own provider when no list names it.
import type { Wallet } from '@wallet-standard/base'
import type { SatsConnectProvider, SatsConnectProviderInfo } from './protocol.js'
import { createSatsConnectWallet } from './satsConnectWallet.js'

type Page = Record<string, unknown> & { btc_providers?: SatsConnectProviderInfo[] }

function providerAt(page: Page, path: string): SatsConnectProvider | undefined {
  let value: unknown = page
  for (const key of path.split('.')) value = (value as Record<string, unknown> | undefined)?.[key]
  const provider = value as SatsConnectProvider | undefined
  return typeof provider?.request === 'function' ? provider : undefined
}

/** One wallet per provider object, kept across calls (its accounts and listeners live in it). */
export function createSatsConnectWalletList(page: () => object | undefined) {
  const made = new Map<SatsConnectProvider, Wallet>()
  const walletFor = (info: { name: string; icon?: string }, provider: SatsConnectProvider) => {
    let wallet = made.get(provider)
    if (!wallet) made.set(provider, (wallet = createSatsConnectWallet(info, provider)))
    return wallet
  }
  return (): Wallet[] => {
    const current = page() as Page | undefined
    if (!current) return []
    const found: Wallet[] = []
    const listed = Array.isArray(current.btc_providers) ? current.btc_providers : []
    for (const info of listed) {
      const provider = typeof info?.id === 'string' ? providerAt(current, info.id) : undefined
      if (provider && typeof info.name === 'string') found.push(walletFor(info, provider))
    }
    const xverse = providerAt(current, 'XverseProviders.BitcoinProvider')
    if (xverse && !listed.some((info) => typeof info?.id === 'string' && providerAt(current, info.id) === xverse))
      found.push(walletFor({ name: 'Xverse' }, xverse))
    return found
  }
}
