// Refreshes the native balance shown for a namespace's account: a refetch of the balance query that the client's
// observer (client/balance-observer.ts) turns into account state (balance, balanceSymbol, balanceStatus).
import { balanceWatchOf, refetchIfStale } from '../client/balance-observer.js'
import { contextOf } from '../client/context.js'
import type { ChainNamespace, FoyerClient } from '../types.js'

export interface RefreshBalanceParameters {
  /** Default: the active namespace. */
  namespace?: ChainNamespace
  /** Skip the cache (a host's explicit refresh, or after a send). */
  force?: boolean
}
export type RefreshBalanceReturnType = void
/** Never rejects: a failure shows as balanceStatus 'error' ('Token Balance Unavailable'). */
export type RefreshBalanceErrorType = never

/**
 * Looks the balance up again: with `force`, whatever the cache holds; without, only when the cached one is stale.
 * Inside the 30 s after a failure (spec §8/§9) neither reaches the adapter: the query's retry block answers.
 * Resolves when the lookup settled.
 */
export async function refreshBalance(
  client: FoyerClient,
  { namespace, force = false }: RefreshBalanceParameters = {},
): Promise<RefreshBalanceReturnType> {
  const ctx = contextOf(client)
  const queryKey = balanceWatchOf(ctx, namespace ?? ctx.stores.chains.getState().activeNamespace)?.queryKey
  if (!queryKey) return
  if (force) await ctx.queryClient.invalidateQueries({ queryKey, exact: true })
  else await refetchIfStale(ctx, queryKey)
}
