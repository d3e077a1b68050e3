// The Connect view's sections with the server's wallet directory in them (the host has `apiUrl`): a recent wallet
// connected through WalletConnect from the directory is found again by its directory id, the host's featured ids may
// name directory wallets, and the directory's first wallets fill "recommended" — each wallet still shown once, in the
// spec's section order, and the app's include / exclude rules apply as they do in All Wallets.
import type { DirectoryWallet } from '../api/wallets.js'
import { WALLET_SECTIONS_ORDER } from '../constants.js'
import { mergeDirectoryWallets, type DirectoryRules } from '../selectors/directory-wallets.js'
import type { RecentWallet, WalletListItem, WalletSection, WalletSectionName } from '../types.js'

/** Recommended wallets the Connect view lists at most; the rest are in All Wallets, whose tile says how many. */
export const RECOMMENDED_WALLETS_LIMIT = 4

export interface DirectorySectionsInput {
  /** core's sections (selectWalletSections): installed, custom, … wallets. */
  sections: readonly WalletSection[]
  recentWallets: readonly RecentWallet[]
  rules: DirectoryRules & { featuredWalletIds: readonly string[] }
  /** The directory's answer for the recent wallets' ids. */
  recent: readonly DirectoryWallet[]
  /** The directory's answer for the host's featured ids. */
  featured: readonly DirectoryWallet[]
  /** The directory's first page, in the server's order: the recommended wallets are its first. */
  listed: readonly DirectoryWallet[]
  /** How many wallets the directory has for this app (the first page's count). */
  count: number
  /** Default RECOMMENDED_WALLETS_LIMIT. */
  recommendedLimit?: number
}

export interface DirectorySections {
  sections: WalletSection[]
  /** Directory wallets in none of the sections (for the All Wallets tile's "N more"). */
  directoryRest: number
}

const items = (sections: readonly WalletSection[]) => sections.flatMap((s) => s.wallets)

/** The place of a wallet in the host's featured ids (by id or rdns); unlisted ones last. */
function featuredRank(item: WalletListItem, featuredIds: readonly string[]): number {
  const keys = [item.id, item.connector?.rdns, item.custom?.rdns, item.directory?.rdns]
  const ranks = keys.flatMap((k) => (k ? [featuredIds.indexOf(k)] : [])).filter((r) => r !== -1)
  return ranks.length > 0 ? Math.min(...ranks) : featuredIds.length
}

export function withDirectoryWallets(input: DirectorySectionsInput): DirectorySections {
  const { rules } = input
  const recentIds = new Set(input.recentWallets.map((w) => w.id))
  const byName = new Map<WalletSectionName, WalletListItem[]>(input.sections.map((s) => [s.name, [...s.wallets]]))
  const listedNow = () => WALLET_SECTIONS_ORDER.flatMap((name) => byName.get(name) ?? [])

  // Recent: newest first, as the recent list has them, whether a connector or the directory answers for the id.
  const localRecent = byName.get('recent') ?? []
  const directoryRecent = mergeDirectoryWallets(listedNow(), input.recent, rules, recentIds)
  const recent = input.recentWallets.flatMap((entry) => {
    const found =
      localRecent.find((w) => w.id === entry.id || w.connector?.rdns === entry.id) ??
      directoryRecent.find((w) => w.id === entry.id)
    return found ? [found] : []
  })
  byName.set('recent', recent)

  // Featured: the host's order over connectors, custom wallets and directory wallets alike.
  const directoryFeatured = mergeDirectoryWallets(listedNow(), input.featured, rules, recentIds).filter(
    (w) => featuredRank(w, rules.featuredWalletIds) < rules.featuredWalletIds.length,
  )
  byName.set(
    'featured',
    [...(byName.get('featured') ?? []), ...directoryFeatured]
      .map((item, index) => ({ item, index, rank: featuredRank(item, rules.featuredWalletIds) }))
      .sort((a, b) => a.rank - b.rank || a.index - b.index)
      .map((e) => e.item),
  )

  // Recommended: the directory's own order, after everything already listed.
  const candidates = mergeDirectoryWallets(listedNow(), input.listed, rules, recentIds)
  byName.set('recommended', candidates.slice(0, input.recommendedLimit ?? RECOMMENDED_WALLETS_LIMIT))

  const sections = WALLET_SECTIONS_ORDER.flatMap((name) => {
    const wallets = byName.get(name) ?? []
    return wallets.length > 0 ? [{ name, wallets }] : []
  })
  // The first page's wallets the Connect view already offers as installed (or the app excludes) are not "more" either.
  const droppedFromPage = input.listed.length - mergeDirectoryWallets(items(input.sections), input.listed, rules).length
  const directoryShown = items(sections).filter((w) => w.directory !== undefined).length
  return { sections, directoryRest: Math.max(0, input.count - droppedFromPage - directoryShown) }
}
