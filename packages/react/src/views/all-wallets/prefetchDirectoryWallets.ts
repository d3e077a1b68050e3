import { directoryQuery, getBlockchainApi, walletsInfiniteQueryOptions, type FoyerClient } from '@foyer/core'
import { preloadView } from '../../modal/views.js'

/** Wallets per directory page: a screenful and a half of rows, so a scroll rarely waits. */
export const DIRECTORY_PAGE_SIZE = 40

/**
 * Gets All Wallets ready while the person reads the Connect view (which calls this once it is shown): the view's code
 * chunk, and with apiUrl the directory's first page in the query cache. Without it the click paid for fetching and
 * compiling the chunk (in traces of the bench, most of the time to the first row). The page is the same query (key
 * and options) as useDirectoryWallets without a search, so it is fetched once.
 */
export function prefetchDirectoryWallets(client: FoyerClient): void {
  preloadView('AllWallets')
  if (getBlockchainApi(client) === undefined) return
  const options = walletsInfiniteQueryOptions(client, {
    ...directoryQuery(client.options),
    search: '',
    entries: DIRECTORY_PAGE_SIZE,
  })
  // A failure is not this view's to show: All Wallets asks again and shows it there.
  client.queryClient.prefetchInfiniteQuery(options).catch(() => undefined)
}
