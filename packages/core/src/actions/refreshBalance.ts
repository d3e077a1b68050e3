// Refreshes the native balance shown for a namespace's account (account state: balance, balanceSymbol, balanceStatus).
import { accountOf, networkOf, setAccount } from '../client/accounts.js'
import { contextOf } from '../client/context.js'
import { BALANCE_RETRY_BLOCK_MS, NAMESPACES_BY_FEATURE } from '../constants.js'
import { balanceQueryKey, balanceQueryOptions } from '../query/balance.js'
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

export async function refreshBalance(
  client: FoyerClient,
  { namespace, force = false }: RefreshBalanceParameters = {},
): Promise<RefreshBalanceReturnType> {
  const ctx = contextOf(client)
  const ns = namespace ?? ctx.stores.chains.getState().activeNamespace
  const { address, status } = accountOf(ctx, ns)
  if (!address || status !== 'connected' || !ctx.adapters.has(ns)) return
  const network = networkOf(ctx, ns)
  const balanceNamespaces: readonly string[] = NAMESPACES_BY_FEATURE.balance
  if (!network || ctx.stores.chains.getState().unsupportedChainId || !balanceNamespaces.includes(ns)) {
    setAccount(ctx, ns, { balanceStatus: 'error', balance: undefined, balanceSymbol: undefined })
    return
  }
  const key = `${network.caipNetworkId}:${address}`
  const failedAt = ctx.balanceFailedAt.get(key)
  // Spec §8/§9: after a failure, retrying is blocked for 30 s.
  if (failedAt !== undefined && Date.now() - failedAt < BALANCE_RETRY_BLOCK_MS) {
    setAccount(ctx, ns, { balanceStatus: 'error' })
    return
  }
  setAccount(ctx, ns, { balanceStatus: 'loading', balanceSymbol: network.nativeCurrency.symbol })
  try {
    if (force) await ctx.queryClient.invalidateQueries({ queryKey: balanceQueryKey({ network, address }) })
    const result = await ctx.queryClient.fetchQuery(balanceQueryOptions(client, { network, address }))
    // The account may have changed while the balance was on its way.
    if (accountOf(ctx, ns).address !== address) return
    ctx.balanceFailedAt.delete(key)
    setAccount(ctx, ns, { balance: result.formatted, balanceSymbol: result.symbol, balanceStatus: 'idle' })
  } catch (error) {
    ctx.logger.warn('Foyer: balance lookup failed', error)
    ctx.balanceFailedAt.set(key, Date.now())
    if (accountOf(ctx, ns).address === address) setAccount(ctx, ns, { balance: undefined, balanceStatus: 'error' })
  }
}
