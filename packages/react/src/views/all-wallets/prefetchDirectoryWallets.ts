import { directoryQuery, getBlockchainApi, walletsInfiniteQueryOptions, type FoyerClient } from '@foyer/core'

/** Wallets per directory page: a screenful and a half of rows, so a scroll rarely waits. */
export const DIRECTORY_PAGE_SIZE = 40

/**
 * Asks for the directory's first page ahead of time (the Connect view does, once it is shown): by the time the person
 * clicks All Wallets the page is in the query cache, so the list paints without waiting on the server. The same query
 * (key and options) as useDirectoryWallets without a search, so it is fetched once. Nothing without apiUrl.
 */
export function prefetchDirectoryWallets(client: FoyerClient): void {
  if (getBlockchainApi(client) === undefined) return
  const options = walletsInfiniteQueryOptions(client, {
    ...directoryQuery(client.options),
    search: '',
    entries: DIRECTORY_PAGE_SIZE,
  })
  // A failure is not this view's to show: All Wallets asks again and shows it there.
  client.queryClient.prefetchInfiniteQuery(options).catch(() => undefined)
}
