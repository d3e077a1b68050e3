// GET /v1/wallets's filters, ranking and paging over a project's prepared entries. Search ranks a name that starts
// with the query first, then one with a word that does, then one that merely contains it; within a rank the list
// keeps its own order (custom wallets, then the dataset's order).
import { searchForm, type PreparedWallet } from './wallet-store.js'

export type Platform = 'injected' | 'mobile' | 'desktop' | 'web'

export interface WalletQuery {
  page: number
  entries: number
  search?: string | undefined
  /** Ids or rdns values. */
  include?: string[] | undefined
  exclude?: string[] | undefined
  /** CAIP-2 namespaces (an id like eip155:1 counts as its namespace). */
  chains?: string[] | undefined
  /** Any of these. */
  platform?: Platform[] | undefined
}

function matchesAny(wallet: PreparedWallet, keys: Set<string>): boolean {
  return keys.has(wallet.id) || (wallet.rdns !== null && keys.has(wallet.rdns))
}

/** 0: the name starts with the query; 1: a word does; 2: the name contains it; -1: no match. */
export function searchRank(wallet: PreparedWallet, lower: string, compact: string): number {
  if (wallet.nameLower.startsWith(lower) || (compact !== '' && wallet.compact.startsWith(compact))) return 0
  if (wallet.words.some((word) => word.startsWith(lower))) return 1
  if (wallet.nameLower.includes(lower) || (compact !== '' && wallet.compact.includes(compact))) return 2
  return -1
}

export function queryWallets(
  wallets: readonly PreparedWallet[],
  query: WalletQuery,
): { count: number; page: PreparedWallet[] } {
  const include = query.include?.length ? new Set(query.include) : undefined
  const exclude = query.exclude?.length ? new Set(query.exclude) : undefined
  const namespaces = query.chains?.length ? new Set(query.chains.map((chain) => chain.split(':')[0]!)) : undefined
  const platforms = query.platform?.length ? query.platform : undefined
  const { lower, compact } = searchForm(query.search ?? '')

  const ranked: { wallet: PreparedWallet; rank: number; index: number }[] = []
  for (const [index, wallet] of wallets.entries()) {
    if (include && !matchesAny(wallet, include)) continue
    if (exclude && matchesAny(wallet, exclude)) continue
    if (namespaces && !wallet.chains.some((namespace) => namespaces.has(namespace))) continue
    if (platforms && !platforms.some((platform) => wallet.platforms[platform])) continue
    const rank = lower === '' ? 0 : searchRank(wallet, lower, compact)
    if (rank >= 0) ranked.push({ wallet, rank, index })
  }
  if (lower !== '') ranked.sort((a, b) => a.rank - b.rank || a.index - b.index)
  const start = (query.page - 1) * query.entries
  return { count: ranked.length, page: ranked.slice(start, start + query.entries).map((r) => r.wallet) }
}
