// Query options for the account views' data from the blockchain API (spec §7): the portfolio (token balances with
// their USD value), one account's history page by page, the NFTs it holds, and identities. Each reads through the client's BlockchainApi,
// which applies the spec's rules (§5 filters, the 30 s balance retry block, empty answers for chains it does not
// serve); these options add the keys and lifetimes a view's observer needs. Without `apiUrl` the query fails with a
// clear error instead of asking a server that is not there — views check `getBlockchainApi(client)` first.
import { contextOf } from '../client/context.js'
import { CACHE_LIFETIME_MS } from '../constants.js'
import type { BlockchainApi, NftItem } from '../api/create-blockchain-api.js'
import type { ApiBalance, HistoryResponse, Identity } from '../api/types.js'
import type { CaipNetworkId, FoyerClient } from '../types.js'

export interface AccountDataParameters {
  address: string
  caipNetworkId: CaipNetworkId
}

export class NoBlockchainApiError extends Error {
  constructor() {
    super('Foyer: this client has no blockchain API (set apiUrl and projectId in the options)')
    this.name = 'NoBlockchainApiError'
  }
}

function apiOf(client: FoyerClient): BlockchainApi {
  const api = contextOf(client).api
  if (!api) throw new NoBlockchainApiError()
  return api
}

export const portfolioQueryKey = ({ address, caipNetworkId }: AccountDataParameters) =>
  ['foyer', 'portfolio', caipNetworkId, address] as const

/** Token balances of `address` on one chain, most valuable first; cached 30 s (spec §9 portfolio). */
export function portfolioQueryOptions(
  client: FoyerClient,
  parameters: AccountDataParameters & { forceUpdate?: boolean },
) {
  return {
    queryKey: portfolioQueryKey(parameters),
    queryFn: async (): Promise<ApiBalance[]> => {
      const balances = await apiOf(client).getBalances(parameters)
      return [...balances].sort((a, b) => (b.value ?? 0) - (a.value ?? 0))
    },
    staleTime: CACHE_LIFETIME_MS.portfolio,
    // The API enforces the spec's 30 s block after a failure; retrying sooner would only hit it.
    retry: false,
  }
}

export const historyQueryKey = ({ address, caipNetworkId }: AccountDataParameters) =>
  ['foyer', 'history', caipNetworkId, address] as const

/** History pages for an infinite query: the first page without a cursor, then `next` until the API gives none. */
export function historyInfiniteQueryOptions(client: FoyerClient, parameters: AccountDataParameters) {
  return {
    queryKey: historyQueryKey(parameters),
    queryFn: ({ pageParam }: { pageParam: string | undefined }): Promise<HistoryResponse> =>
      apiOf(client).getHistory({
        account: parameters.address,
        caipNetworkId: parameters.caipNetworkId,
        ...(pageParam ? { cursor: pageParam } : {}),
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: HistoryResponse): string | undefined => last.next,
    // New transactions arrive all the time; a view asks again each time it is shown.
    staleTime: 0,
    retry: false,
  }
}

export const nftsQueryKey = ({ address, caipNetworkId }: AccountDataParameters) =>
  ['foyer', 'nfts', caipNetworkId, address] as const

/**
 * The ERC-721 tokens `address` holds on one chain, newest first, spam left out; cached 30 s like the portfolio: both
 * are "what this address holds" and change with the same transfers, so a token sent or received shows on the NFTs tab
 * as soon as the Tokens tab shows its balance change (the 5 min of names would keep a sold NFT on screen that long).
 */
export function nftsQueryOptions(client: FoyerClient, parameters: AccountDataParameters) {
  return {
    queryKey: nftsQueryKey(parameters),
    queryFn: (): Promise<NftItem[]> => apiOf(client).getNfts(parameters),
    staleTime: CACHE_LIFETIME_MS.portfolio,
    retry: false,
  }
}

export const identityQueryKey = (address: string) => ['foyer', 'identity', address.toLowerCase()] as const

/** Name and avatar of `address` (spec §3 Identity); cached 5 min (spec §9). */
export function identityQueryOptions(client: FoyerClient, { address, sender }: { address: string; sender?: string }) {
  return {
    queryKey: identityQueryKey(address),
    queryFn: (): Promise<Identity> => apiOf(client).getIdentity({ address, ...(sender ? { sender } : {}) }),
    staleTime: CACHE_LIFETIME_MS.identity,
    retry: false,
  }
}
