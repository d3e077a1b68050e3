// Query options for balances (TanStack query-core): one key and one cache lifetime per thing, so every reader (the
// client's refresh, a host's own QueryObserver) shares the cache and its §9 lifetime.
import { CACHE_LIFETIME_MS } from '../constants.js'
import { contextOf } from '../client/context.js'
import type { BalanceResult, ChainDefinition, FoyerClient, TokenBalance } from '../types.js'

export interface BalanceQueryParameters {
  network: ChainDefinition
  address: string
}

export const balanceQueryKey = ({ network, address }: BalanceQueryParameters) =>
  ['foyer', 'nativeBalance', network.caipNetworkId, address] as const

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
    // Spec §8/§9: a failure blocks retrying for 30 s, which the caller enforces; the query itself never retries.
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
