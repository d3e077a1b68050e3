// What All Wallets lists for a search: one pure function for the view's render and for its keystroke path (which shows
// the rows before React renders, see AllWalletsView), so the two cannot list different wallets for one search.
import type { WalletListItem } from '@foyer/core'

/** A wallet the app offers, with its name in lower case (what a search matches). */
export interface SearchableWallet {
  wallet: WalletListItem
  key: string
}

/** The part of the server's directory answer the list needs. */
export interface DirectoryListState {
  /** The search the loaded directory wallets answer (trimmed, lower case). */
  search: string
  /** How many wallets the server has for that search, over all pages. */
  count: number
  /** How many it has sent so far (before the app's own rules left some out). */
  loaded: number
  hasMore: boolean
  loading: boolean
  failed: boolean
}

export interface SearchResults {
  /** The wallets listed, the app's own first, then the directory's. */
  results: WalletListItem[]
  /** "N wallets": the server's count where more pages are to come, else what is listed. */
  total: number
  /** 1 when a row after the wallets loads more (or says loading failed). */
  moreRow: 0 | 1
  /** Nothing to list and nothing coming: the "No wallet found" state. */
  empty: boolean
}

/** The needle a search box's text stands for: trimmed, lower case. */
export const searchNeedle = (query: string): string => query.trim().toLowerCase()

/**
 * The list for `needle`: the app's wallets whose name contains it, then the directory's. While a search waits for the
 * server, the last answer narrowed by name stands in for it (the server matches names too), so typing on never empties
 * the list.
 */
export function searchResults(
  wallets: readonly SearchableWallet[],
  directoryItems: readonly WalletListItem[],
  directory: DirectoryListState,
  needle: string,
): SearchResults {
  const local = (needle ? wallets.filter((w) => w.key.includes(needle)) : wallets).map((w) => w.wallet)
  const answered = directory.search === needle
  const directoryShown = answered ? directoryItems : directoryItems.filter((w) => w.name.toLowerCase().includes(needle))
  const results = directoryShown.length > 0 ? [...local, ...directoryShown] : local
  // The server's count, less the wallets left out here (already installed, excluded by name).
  const total =
    answered && directory.hasMore
      ? local.length + directory.count - (directory.loaded - directoryItems.length)
      : results.length
  const moreRow = directory.hasMore || directory.loading || directory.failed ? 1 : 0
  return { results, total, moreRow, empty: results.length === 0 && moreRow === 0 }
}
