import { useCallback, useEffect } from 'react'
import {
  getBlockchainApi,
  namespaceServesFeature,
  portfolioQueryOptions,
  type CaipNetworkId,
  type ChainNamespace,
  type FoyerClient,
} from '@foyer/core'
import { useFoyerClient } from '../context.js'

/** Asks for the account's token list unless the API cannot serve it; the query client keeps it and dedups. */
function warmPortfolio(client: FoyerClient, address: string | undefined, caipNetworkId: CaipNetworkId): void {
  if (!address || !getBlockchainApi(client)) return
  const namespace = caipNetworkId.split(':')[0] as ChainNamespace
  if (!namespaceServesFeature('balance', namespace)) return
  void client.queryClient.prefetchQuery(portfolioQueryOptions(client, { address, caipNetworkId })).catch(() => {})
}

const whenIdle = (run: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 2000 })
    return () => cancelIdleCallback(handle)
  }
  const handle = setTimeout(run, 200)
  return () => clearTimeout(handle)
}

/**
 * The Account view opens on its Tokens tab, and waiting for the token list only after the click is most of the time
 * that view takes to show something useful. So the account button asks for it ahead: once the account is there and
 * the page is idle (the answer is then in the query cache, and the view paints it at once while it refreshes), and
 * again when a pointer or focus comes to the button (a no-op while the first answer is fresh). Nothing is asked
 * without the app's blockchain API or on a namespace it does not serve.
 * Returns the handler for pointer enter / focus.
 */
export function usePortfolioWarmup(address: string | undefined, caipNetworkId: CaipNetworkId): () => void {
  const client = useFoyerClient()
  useEffect(() => {
    if (!address) return
    return whenIdle(() => warmPortfolio(client, address, caipNetworkId))
  }, [client, address, caipNetworkId])
  return useCallback(() => warmPortfolio(client, address, caipNetworkId), [client, address, caipNetworkId])
}
