import type { InfiniteData } from '@tanstack/query-core'
import {
  directoryQuery,
  getBlockchainApi,
  walletsInfiniteQueryOptions,
  type FoyerClient,
  type WalletsQueryPage,
} from '@foyer/core'
import { preloadView } from '../../modal/views.js'
import { CONNECT_VIEW_LIMIT } from '../connect/connect-view-limit.js'

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
  client.queryClient
    .prefetchInfiniteQuery(options)
    .then(() => {
      const page = client.queryClient.getQueryData<InfiniteData<WalletsQueryPage>>(options.queryKey)?.pages[0]
      preloadIcons((page?.data ?? []).slice(0, CONNECT_VIEW_LIMIT).map((wallet) => wallet.imageUrl))
    })
    .catch(() => undefined)
}

// Held, so the images stay in the page's memory cache: an image nothing references may be dropped from it, and the
// view's own request would then go to the network (HTTP cache at best) right after its first frame.
const preloaded = new Map<string, HTMLImageElement>()

/**
 * Fetches directory icons while the page is idle (the first page's, as many as the Connect view can list). The
 * Connect and All Wallets views load their icons lazily, after the frame that shows them; traced at 4× CPU, the four
 * requests of the Connect view's first open took ~40 ms of the main thread right after that frame. From the memory
 * cache they cost next to nothing.
 */
function preloadIcons(urls: string[]): void {
  if (typeof Image !== 'function') return
  for (const url of urls) {
    if (preloaded.has(url)) continue
    const image = new Image()
    image.decoding = 'async'
    image.src = url
    preloaded.set(url, image)
  }
}
