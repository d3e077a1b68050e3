import { useCallback, useEffect } from 'react'
import {
  getBlockchainApi,
  namespaceServesFeature,
  portfolioQueryOptions,
  selectWalletFeatures,
  swapTokensQueryOptions,
  type CaipNetworkId,
  type ChainNamespace,
  type FoyerClient,
} from '@foyer/core'
import { useFoyerClient } from '../context.js'

/**
 * Asks for what the Account view's first frame shows from the app's API, unless the API cannot serve it; the query
 * client keeps the answers and dedups. The token list (Tokens tab and total), and on EVM with swaps on, the server's
 * swap tokens: the features row shows Swap only once that list is in (useSwapAvailable). Left to the view, that request
 * was started inside the click's own render — React runs a click's effects before the frame — and in the bench it
 * was about a third of the main thread's work between the click and the tokens painted, with Swap then popping in.
 */
function warmAccountData(client: FoyerClient, address: string | undefined, caipNetworkId: CaipNetworkId): void {
  if (!address || !getBlockchainApi(client)) return
  const namespace = caipNetworkId.split(':')[0] as ChainNamespace
  const { queryClient } = client
  if (namespaceServesFeature('balance', namespace))
    void queryClient.prefetchQuery(portfolioQueryOptions(client, { address, caipNetworkId })).catch(() => {})
  if (namespace === 'eip155' && selectWalletFeatures(client.options).includes('swaps'))
    void queryClient.prefetchQuery(swapTokensQueryOptions(client, { chainId: caipNetworkId })).catch(() => {})
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
 * that view takes to show something useful. So the account button asks for it ahead (with the swap tokens the
 * features row needs): once the account is there and the page is idle (the answers are then in the query cache, and
 * the view paints them at once), and again when a pointer or focus comes to the button (a no-op while the first
 * answers are fresh). Nothing is asked without the app's blockchain API or on a namespace it does not serve.
 * Returns the handler for pointer enter / focus.
 */
export function usePortfolioWarmup(address: string | undefined, caipNetworkId: CaipNetworkId): () => void {
  const client = useFoyerClient()
  useEffect(() => {
    if (!address) return
    return whenIdle(() => warmAccountData(client, address, caipNetworkId))
  }, [client, address, caipNetworkId])
  return useCallback(() => warmAccountData(client, address, caipNetworkId), [client, address, caipNetworkId])
}
