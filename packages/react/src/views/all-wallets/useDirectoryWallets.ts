import { useEffect, useMemo, useState } from 'react'
import { keepPreviousData } from '@tanstack/query-core'
import {
  directoryQuery,
  getBlockchainApi,
  walletsInfiniteQueryOptions,
  type DirectoryWallet,
  type FoyerClient,
} from '@foyer/core'
import { useFoyerClient } from '../../context.js'
import { useFoyerInfiniteQuery, useFoyerQuery } from '../../hooks/useFoyerQuery.js'

import { DIRECTORY_PAGE_SIZE } from './prefetchDirectoryWallets.js'

export { DIRECTORY_PAGE_SIZE }
/** A search goes to the server once typing pauses this long; local matches show at once meanwhile. */
export const SEARCH_DEBOUNCE_MS = 250

export interface DirectoryWallets {
  /** Whether the app has a directory at all (`apiUrl`); without one nothing is asked. */
  enabled: boolean
  /** The search these wallets answer (trimmed, lower case); the last one while a newer search is on its way. */
  search: string
  /** Featured wallets (without a search), then every page loaded so far, in the server's order. */
  wallets: DirectoryWallet[]
  /** How many wallets the server has for that search, over all pages. */
  count: number
  loading: boolean
  failed: boolean
  hasMore: boolean
  /** Asks for the next page (ignored while one is on its way or when all are there). */
  loadMore: () => void
  /** After a failure: asks again. */
  retry: () => void
}

/** The search after typing pauses; clearing the box counts at once (the whole directory again). */
function useDebouncedSearch(needle: string): string {
  const [debounced, setDebounced] = useState(needle)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(needle), needle === '' ? 0 : SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [needle])
  return needle === '' ? '' : debounced
}

function featuredIdsFor(client: FoyerClient, include: readonly string[] | undefined): string[] {
  return client.options.featuredWalletIds.filter((id) => !include || include.includes(id))
}

/**
 * The server's wallet directory for All Wallets: its first page when the view opens, one more page per `loadMore`
 * (the list calls it when its end comes near), and a search sent to the server once typing pauses. Pages are query-core
 * queries, kept 5 minutes, so reopening the view or typing a search again costs no request. The app's featured
 * wallets are asked for by id, to list them first.
 */
export function useDirectoryWallets(query: string): DirectoryWallets {
  const client = useFoyerClient()
  const enabled = getBlockchainApi(client) !== undefined
  // Without a directory nothing is debounced either: no timer, no render after typing pauses.
  const search = useDebouncedSearch(enabled ? query.trim().toLowerCase() : '')
  const filters = useMemo(() => directoryQuery(client.options), [client])
  const featuredIds = featuredIdsFor(client, filters.include)

  const pages = useFoyerInfiniteQuery({
    ...walletsInfiniteQueryOptions(client, { ...filters, search, entries: DIRECTORY_PAGE_SIZE }),
    enabled,
    // A new search keeps the last answer on screen (narrowed by name in the view) until its own arrives.
    placeholderData: keepPreviousData,
  })
  const featured = useFoyerQuery({
    queryKey: ['foyer', 'wallets', 'featured', filters, featuredIds],
    queryFn: () => getBlockchainApi(client)!.getWallets({ ...filters, include: featuredIds, entries: 100 }),
    enabled: enabled && featuredIds.length > 0,
    staleTime: Infinity,
    retry: false,
  })

  const answered = pages.data?.pages[0]?.search ?? search
  const wallets = useMemo(() => {
    const loaded = pages.data?.pages.flatMap((p) => p.data) ?? []
    return answered === '' && featured.data ? [...featured.data.data, ...loaded] : loaded
  }, [pages.data, featured.data, answered])

  const { fetchNextPage, refetch, hasNextPage, isFetching, isError, isPlaceholderData } = pages
  return {
    enabled,
    search: answered,
    wallets,
    count: pages.data?.pages[0]?.count ?? 0,
    loading: enabled && (isFetching || search !== query.trim().toLowerCase()),
    failed: isError,
    hasMore: hasNextPage && !isPlaceholderData && !isError,
    loadMore: () => {
      if (!isFetching && hasNextPage) void fetchNextPage()
    },
    retry: () => void (pages.data ? fetchNextPage() : refetch()),
  }
}
