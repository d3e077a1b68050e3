import { useMemo } from 'react'
import type { AccountState, ChainNamespace } from '@foyer/core'
import { useFoyerClient } from '../context.js'
import { useStoreSelector } from './useStoreSelector.js'

export interface UseFoyerBalanceReturn {
  /** The native balance as the adapter formatted it ('10000'); undefined while loading or when unavailable. */
  balance: string | undefined
  /** Its currency symbol ('ETH'); the network's own while loading, undefined on an unsupported network. */
  symbol: string | undefined
  /** 'loading' while looked up, 'error' for 'Token Balance Unavailable'. */
  status: AccountState['balanceStatus']
  /** Looks the balance up again, skipping the cache (inside 30 s of a failure, the retry block answers). */
  refresh: () => Promise<void>
}

/**
 * The native balance of `namespace`'s account, or of the active namespace's. It reads the account state, which the
 * client writes from its balance query alone (core's client/balance-observer.ts), so every view shows the same one.
 */
export function useFoyerBalance(namespace?: ChainNamespace): UseFoyerBalanceReturn {
  const client = useFoyerClient()
  const active = useStoreSelector(client.stores.chains, (s) => s.activeNamespace)
  const ns = namespace ?? active
  const { balance, symbol, status } = useStoreSelector(client.stores.accounts, (accounts) => ({
    balance: accounts[ns]?.balance,
    symbol: accounts[ns]?.balanceSymbol,
    status: accounts[ns]?.balanceStatus ?? 'idle',
  }))
  return useMemo(
    () => ({ balance, symbol, status, refresh: () => client.refreshBalance(ns) }),
    [balance, symbol, status, client, ns],
  )
}
