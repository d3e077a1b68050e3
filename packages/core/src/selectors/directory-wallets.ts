// The server's wallet directory as All Wallets lists it: the app's own rules (include, exclude, excludedWallets) apply
// to directory wallets as to installed ones, and a wallet this browser already offers is shown once, as installed.
import type { DirectoryWallet, GetWalletsParameters } from '../api/wallets.js'
import { isExcluded, type ExclusionRules } from '../connectors/visibility.js'
import type { ChainNamespace, ResolvedOptions, WalletListItem } from '../types.js'

export interface DirectoryRules extends ExclusionRules {
  /** When not empty, only these wallets (by id or rdns) are listed. */
  includeWalletIds: readonly string[]
}

/**
 * The filters the server applies for this app: its include and exclude lists (ids or rdns, which the directory
 * matches on both), excludedWallets' rdns, and the app's namespaces. Names in excludedWallets are matched here, after.
 */
export function directoryQuery(options: ResolvedOptions): Pick<GetWalletsParameters, 'include' | 'exclude' | 'chains'> {
  const exclude = [
    ...options.excludeWalletIds,
    ...options.excludedWallets.flatMap((w) => (w.rdns !== undefined ? [w.rdns] : [])),
  ]
  return {
    include: options.includeWalletIds.length > 0 ? [...options.includeWalletIds] : undefined,
    exclude: exclude.length > 0 ? [...new Set(exclude)] : undefined,
    chains: [...new Set(options.networks.map((n) => n.chainNamespace))],
  }
}

/** Whether a person can reach the wallet without its extension: a WalletConnect link or a web app. */
function reachableWithoutExtension(wallet: DirectoryWallet): boolean {
  return Boolean(wallet.walletConnect || wallet.mobile?.native || wallet.mobile?.universal || wallet.webapp)
}

/**
 * A directory wallet as a list item. It is not in this browser (an installed one comes from its connector), so a
 * Solana wallet's readiness (spec §4) is Loadable when WalletConnect or a web app reaches it, NotDetected otherwise.
 */
export function directoryWalletItem(wallet: DirectoryWallet, recentIds?: ReadonlySet<string>): WalletListItem {
  return {
    id: wallet.id,
    name: wallet.name,
    imageUrl: wallet.imageUrl,
    type: 'RECOMMENDED',
    installed: false,
    chains: wallet.chains as ChainNamespace[],
    isRecent: recentIds?.has(wallet.id) ?? false,
    directory: wallet,
    ...(wallet.chains.includes('solana')
      ? { readyState: reachableWithoutExtension(wallet) ? ('Loadable' as const) : ('NotDetected' as const) }
      : {}),
  }
}

const nameKey = (name: string) => `name:${name.trim().toLowerCase()}`

function localKeys(item: WalletListItem): string[] {
  const rdns = [item.connector?.rdns, item.custom?.rdns, ...(item.connector?.connectors ?? []).map((c) => c.rdns)]
  return [`id:${item.id}`, nameKey(item.name), ...rdns.filter((r): r is string => Boolean(r)).map((r) => `rdns:${r}`)]
}

/**
 * The directory wallets to list after `local` (the installed and configured ones): without those the app excludes
 * (by id, rdns or name), outside its include list, already in `local` (same id, rdns or name) or already listed.
 */
export function mergeDirectoryWallets(
  local: readonly WalletListItem[],
  directory: readonly DirectoryWallet[],
  rules: DirectoryRules,
  recentIds?: ReadonlySet<string>,
): WalletListItem[] {
  const seen = new Set(local.flatMap(localKeys))
  const merged: WalletListItem[] = []
  for (const wallet of directory) {
    const rdns = wallet.rdns ?? undefined
    if (isExcluded({ id: wallet.id, rdns, name: wallet.name }, rules)) continue
    if (
      rules.includeWalletIds.length > 0 &&
      !rules.includeWalletIds.includes(wallet.id) &&
      !(rdns !== undefined && rules.includeWalletIds.includes(rdns))
    )
      continue
    const keys = [`id:${wallet.id}`, nameKey(wallet.name), ...(rdns ? [`rdns:${rdns}`] : [])]
    if (keys.some((k) => seen.has(k))) continue
    keys.forEach((k) => seen.add(k))
    merged.push(directoryWalletItem(wallet, recentIds))
  }
  return merged
}

/** Featured wallets first, in the order the app lists them (by id or rdns); the rest keep their order. */
export function featuredFirst(
  items: readonly WalletListItem[],
  featuredWalletIds: readonly string[],
): WalletListItem[] {
  if (featuredWalletIds.length === 0) return [...items]
  const rank = (item: WalletListItem) => {
    const byId = featuredWalletIds.indexOf(item.id)
    if (byId !== -1) return byId
    const rdns = item.directory?.rdns
    const byRdns = rdns ? featuredWalletIds.indexOf(rdns) : -1
    return byRdns === -1 ? featuredWalletIds.length : byRdns
  }
  return items
    .map((item, index) => ({ item, index, rank: rank(item) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.item)
}
