// All Wallets' paged view of the wallet directory as TanStack query options: one query per question (filters and
// search), its pages fetched one after another as the list scrolls.
import { contextOf } from '../client/context.js'
import { NoBlockchainApiError } from '../query/account-data.js'
import type { FoyerClient } from '../types.js'
import { WALLETS_CACHE_MS, walletsQuery, type GetWalletsParameters, type WalletsPage } from './wallets.js'

/** A page of the directory with the search it answers, so a list still showing the last search can tell. */
export interface WalletsQueryPage extends WalletsPage {
  search: string
}

export type WalletsInfiniteParameters = Omit<GetWalletsParameters, 'page'>

export const walletsInfiniteQueryKey = (parameters: WalletsInfiniteParameters) =>
  ['foyer', 'wallets', 'pages', walletsQuery({ ...parameters, page: 0 })] as const

/**
 * The directory page by page (`page` 1, 2, …), until the wallets fetched reach the server's count or a page comes
 * back empty. Each page goes through the client's BlockchainApi, so the same page is asked once in 5 minutes.
 */
export function walletsInfiniteQueryOptions(client: FoyerClient, parameters: WalletsInfiniteParameters) {
  return {
    queryKey: walletsInfiniteQueryKey(parameters),
    queryFn: async ({ pageParam }: { pageParam: number }): Promise<WalletsQueryPage> => {
      const api = contextOf(client).api
      if (!api) throw new NoBlockchainApiError()
      const page = await api.getWallets({ ...parameters, page: pageParam })
      return { ...page, search: parameters.search?.trim() ?? '' }
    },
    initialPageParam: 1,
    getNextPageParam: (last: WalletsQueryPage, all: WalletsQueryPage[]): number | undefined => {
      const fetched = all.reduce((n, p) => n + p.data.length, 0)
      return last.data.length > 0 && fetched < last.count ? all.length + 1 : undefined
    },
    staleTime: WALLETS_CACHE_MS,
    retry: false,
  }
}
