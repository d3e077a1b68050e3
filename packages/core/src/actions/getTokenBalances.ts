import { accountOf, networkOf } from '../client/accounts.js'
import { contextOf } from '../client/context.js'
import { tokenBalancesQueryOptions } from '../query/balance.js'
import type { ChainNamespace, FoyerClient, TokenBalance } from '../types.js'

export interface GetTokenBalancesParameters {
  /** Default: the active namespace. */
  namespace?: ChainNamespace
}
export type GetTokenBalancesReturnType = TokenBalance[]
/** The adapter's lookup error (the Send view then offers the native currency only). */
export type GetTokenBalancesErrorType = Error

/** Token balances of the connected account; empty when nothing is connected or the adapter lists none. */
export async function getTokenBalances(
  client: FoyerClient,
  { namespace }: GetTokenBalancesParameters = {},
): Promise<GetTokenBalancesReturnType> {
  const ctx = contextOf(client)
  const ns = namespace ?? ctx.stores.chains.getState().activeNamespace
  const { address, status } = accountOf(ctx, ns)
  const network = networkOf(ctx, ns)
  if (!ctx.adapters.get(ns)?.getTokenBalances || !address || status !== 'connected' || !network) return []
  return ctx.queryClient.fetchQuery(tokenBalancesQueryOptions(client, { network, address }))
}
