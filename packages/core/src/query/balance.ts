// Query options for balances (TanStack query-core): one key, one cache lifetime and one retry rule per thing, so every
// reader (the client's balance observer, a host's own QueryObserver) shares the cache, its §9 lifetime and the §8
// retry block.
import type { Query } from '@tanstack/query-core'
import { BALANCE_RETRY_BLOCK_MS, CACHE_LIFETIME_MS } from '../constants.js'
import { contextOf } from '../client/context.js'
import type { BalanceResult, ChainDefinition, FoyerClient, TokenBalance } from '../types.js'

export interface BalanceQueryParameters {
  network: ChainDefinition
  address: string
}

export const balanceQueryKey = ({ network, address }: BalanceQueryParameters) =>
  ['foyer', 'nativeBalance', network.caipNetworkId, address] as const

export type BalanceQueryKey = ReturnType<typeof balanceQueryKey>

/**
 * Spec §8/§9: a failed lookup is not tried again for 30 s. The rule sits in the query's `enabled`, which query-core
 * asks on every automatic way in (an observer mounting, an invalidation, a refetch of active queries), so none of them
 * reaches the adapter inside the window and the query keeps answering with its error; after it, the next one does.
 * A host's explicit `fetchQuery` or `observer.refetch()` skips `enabled` (query-core's rule): that is its own call.
 */
export const isBalanceRetryBlocked = (query: Query<BalanceResult, Error, BalanceResult, BalanceQueryKey>): boolean =>
  query.state.status === 'error' && Date.now() - query.state.errorUpdatedAt < BALANCE_RETRY_BLOCK_MS

/** The native balance of `address` on `network`, through the namespace's adapter; cached 30 s (spec §9). */
export function balanceQueryOptions(client: FoyerClient, parameters: BalanceQueryParameters) {
  const adapter = contextOf(client).adapters.get(parameters.network.chainNamespace)
  return {
    queryKey: balanceQueryKey(parameters),
    queryFn: (): Promise<BalanceResult> => {
      if (!adapter) return Promise.reject(new Error(`No adapter for ${parameters.network.chainNamespace}`))
      return adapter.getBalance({ address: parameters.address, network: parameters.network })
    },
    staleTime: CACHE_LIFETIME_MS.nativeBalance,
    enabled: (query: Query<BalanceResult, Error, BalanceResult, BalanceQueryKey>) => !isBalanceRetryBlocked(query),
    // A failure is answered by the retry block above, not by query-core's own retries.
    retry: false,
  }
}

export const tokenBalancesQueryKey = ({ network, address }: BalanceQueryParameters) =>
  ['foyer', 'tokenBalances', network.caipNetworkId, address] as const

/** Non-native token balances (the Send view's picker); cached like the portfolio (30 s). */
export function tokenBalancesQueryOptions(client: FoyerClient, parameters: BalanceQueryParameters) {
  const adapter = contextOf(client).adapters.get(parameters.network.chainNamespace)
  return {
    queryKey: tokenBalancesQueryKey(parameters),
    queryFn: async (): Promise<TokenBalance[]> =>
      adapter?.getTokenBalances
        ? adapter.getTokenBalances({ address: parameters.address, network: parameters.network })
        : [],
    staleTime: CACHE_LIFETIME_MS.portfolio,
    retry: false,
  }
}
