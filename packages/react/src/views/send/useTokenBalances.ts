import { useEffect, useState } from 'react'
import type { ChainNamespace, TokenBalance } from '@foyer/core'
import { useFoyerClient } from '../../context.js'
import { sendableTokens } from './sendChoices.js'

export interface TokenBalances {
  status: 'loading' | 'ready' | 'error'
  list: TokenBalance[]
}

/**
 * The sendable token balances of `namespace`'s account (`address`), read when the account changes and again on
 * `reload()` (after a transfer settled, for the next one). A late answer for an account no longer shown is dropped.
 */
export function useTokenBalances(
  namespace: ChainNamespace,
  address: string | undefined,
): TokenBalances & { reload: () => void } {
  const client = useFoyerClient()
  const [tokens, setTokens] = useState<TokenBalances>({ status: 'loading', list: [] })
  const [round, setRound] = useState(0)
  useEffect(() => {
    if (!address) return
    let current = true
    client.getTokenBalances(namespace).then(
      (list) => current && setTokens({ status: 'ready', list: sendableTokens(list) }),
      () => current && setTokens({ status: 'error', list: [] }),
    )
    return () => {
      current = false
    }
  }, [client, namespace, address, round])
  return { ...tokens, reload: () => setRound((n) => n + 1) }
}
