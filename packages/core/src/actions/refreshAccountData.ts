// What a settled transaction (a send, a swap) makes out of date, read again so the Account view shows the new state.
import { contextOf } from '../client/context.js'
import { historyQueryKey, portfolioQueryKey, portfolioQueryOptions } from '../query/account-data.js'
import { tokenBalancesQueryKey } from '../query/balance.js'
import type { ChainDefinition, FoyerClient } from '../types.js'
import { refreshBalance } from './refreshBalance.js'

/**
 * After a transaction of `address` on `network` settled (confirmed or failed: a mined revert spends gas too): the
 * Tokens data is read again past both caches, the API client's 30 s one and the server's (forceUpdate), since a plain
 * invalidation would be answered from them and show the balances from before for up to 30 s, beside a header balance
 * already read from the chain. Activity asks again when next shown, and the native balance is read from the chain.
 * Nothing is awaited and a failure is left to the views, which show their own.
 */
export function refreshAccountData(client: FoyerClient, network: ChainDefinition, address: string): void {
  const ctx = contextOf(client)
  const account = { address, caipNetworkId: network.caipNetworkId }
  if (ctx.api) {
    void ctx.queryClient
      .invalidateQueries({ queryKey: portfolioQueryKey(account) }, { cancelRefetch: true })
      .then(() =>
        ctx.queryClient.fetchQuery({
          ...portfolioQueryOptions(client, { ...account, forceUpdate: true }),
          staleTime: 0,
        }),
      )
      .catch(() => {})
    void ctx.queryClient.invalidateQueries({ queryKey: historyQueryKey(account) })
  }
  ctx.queryClient.removeQueries({ queryKey: tokenBalancesQueryKey({ network, address }) })
  void refreshBalance(client, { namespace: network.chainNamespace, force: true }).catch(() => {})
}
