// Query options for the Swap view's remote data (spec §7 convert routes): the tokens a chain can swap, a quote that is
// asked again before it goes stale (the amounts move with the pool and a provider's quote expires), and the swap
// contract's allowance. Each reads through the client's BlockchainApi; without `apiUrl` they fail with
// NoBlockchainApiError like the account data's options.
import { contextOf } from '../client/context.js'
import type { BlockchainApi } from '../api/create-blockchain-api.js'
import type { SwapQuote, SwapToken } from '../api/convert-types.js'
import type { CaipNetworkId, FoyerClient } from '../types.js'
import { NoBlockchainApiError } from './account-data.js'

/** How long a quote without its own `expiresAt` is trusted: the pool moves with every swap. */
export const SWAP_QUOTE_LIFETIME_MS = 30_000

/** The provider has no way to swap this pair or amount (no quote came back). */
export class NoSwapRouteError extends Error {
  constructor() {
    super('No route for this swap')
    this.name = 'NoSwapRouteError'
  }
}

function apiOf(client: FoyerClient): BlockchainApi {
  const api = contextOf(client).api
  if (!api) throw new NoBlockchainApiError()
  return api
}

/** When a quote must be asked again: its own expiry, else SWAP_QUOTE_LIFETIME_MS after it arrived. */
export function swapQuoteExpiresAt(quote: SwapQuote, receivedAt: number): number {
  return typeof quote.expiresAt === 'number' && Number.isFinite(quote.expiresAt)
    ? quote.expiresAt
    : receivedAt + SWAP_QUOTE_LIFETIME_MS
}

export const swapTokensQueryKey = (chainId: CaipNetworkId) => ['foyer', 'swapTokens', chainId] as const

/** The tokens the server swaps on `chainId`; fails with 'Network not supported for Swaps' off its swap chains. */
export function swapTokensQueryOptions(client: FoyerClient, { chainId }: { chainId: CaipNetworkId }) {
  return {
    queryKey: swapTokensQueryKey(chainId),
    queryFn: (): Promise<SwapToken[]> => apiOf(client).getSwapTokens(chainId),
    staleTime: 5 * 60_000,
    retry: false,
  }
}

export interface SwapQuoteQueryParameters {
  /** CAIP-10 of the tokens sold and bought and of the account. */
  from: string
  to: string
  userAddress: string
  /** Integer amount of `from` in its smallest unit. */
  amount: string
}

export const swapQuoteQueryKey = ({ from, to, userAddress, amount }: SwapQuoteQueryParameters) =>
  ['foyer', 'swapQuote', from, to, userAddress, amount] as const

/** The best quote (most bought) for the swap; NoSwapRouteError when none. Re-asked as it expires while watched. */
export function swapQuoteQueryOptions(client: FoyerClient, parameters: SwapQuoteQueryParameters) {
  return {
    queryKey: swapQuoteQueryKey(parameters),
    queryFn: async (): Promise<SwapQuote> => {
      const quotes = await apiOf(client).getSwapQuotes(parameters)
      const best = quotes.reduce<SwapQuote | undefined>(
        (top, q) => (top === undefined || BigInt(q.toAmount) > BigInt(top.toAmount) ? q : top),
        undefined,
      )
      if (!best) throw new NoSwapRouteError()
      return best
    },
    staleTime: (query: { state: { data?: SwapQuote; dataUpdatedAt: number } }) =>
      query.state.data ? Math.max(0, swapQuoteExpiresAt(query.state.data, query.state.dataUpdatedAt) - Date.now()) : 0,
    refetchInterval: (query: { state: { data?: SwapQuote; dataUpdatedAt: number } }) =>
      query.state.data
        ? Math.max(1_000, swapQuoteExpiresAt(query.state.data, query.state.dataUpdatedAt) - Date.now())
        : false,
    retry: false,
  }
}

export interface SwapAllowanceQueryParameters {
  tokenAddress: string
  userAddress: string
}

export const swapAllowanceQueryKey = ({ tokenAddress, userAddress }: SwapAllowanceQueryParameters) =>
  ['foyer', 'swapAllowance', tokenAddress, userAddress] as const

/** What the swap contract may spend of `tokenAddress`; asked fresh each time (an approval changes it). */
export function swapAllowanceQueryOptions(client: FoyerClient, parameters: SwapAllowanceQueryParameters) {
  return {
    queryKey: swapAllowanceQueryKey(parameters),
    queryFn: (): Promise<bigint> => apiOf(client).getSwapAllowance(parameters),
    staleTime: 0,
    retry: false,
  }
}
