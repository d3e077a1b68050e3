import { getBlockchainApi, swapTokensQueryOptions, type ChainNamespace } from '@foyer/core'
import { useFoyerClient } from '../../context.js'
import { useFoyerQuery } from '../../hooks/useFoyerQuery.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'

/**
 * Whether the Account view offers Swap: the app has a blockchain API, the namespace is eip155, and the server swaps on
 * the active chain — it lists tokens for it (a chain outside its swap chains answers 'Network not supported for
 * Swaps'). The answer is the Swap view's own token list, so opening the view finds it already loaded.
 */
export function useSwapAvailable(namespace: ChainNamespace, wanted: boolean): boolean {
  const client = useFoyerClient()
  const chainId = useStoreSelector(client.stores.chains, (s) =>
    s.activeNetwork.chainNamespace === 'eip155' ? s.activeNetwork.caipNetworkId : undefined,
  )
  const asked = wanted && namespace === 'eip155' && chainId !== undefined && getBlockchainApi(client) !== undefined
  const tokens = useFoyerQuery({
    ...swapTokensQueryOptions(client, { chainId: chainId ?? 'eip155:0' }),
    enabled: asked,
  })
  return asked && tokens.status === 'success' && tokens.data.length >= 2
}
