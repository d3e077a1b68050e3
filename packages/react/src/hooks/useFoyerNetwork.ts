import { useCallback } from 'react'
import type { CaipNetworkId, ChainDefinition } from '@foyer/core'
import { useFoyerClient } from '../context.js'
import { useStoreSelector } from './useStoreSelector.js'

export interface UseFoyerNetworkReturn {
  network: ChainDefinition
  caipNetworkId: CaipNetworkId
  chainId: number | string
  switchNetwork: (caipNetworkId: CaipNetworkId) => Promise<void>
  /** The wallet is on a chain the app does not list. */
  isUnsupported: boolean
  /** That chain's CAIP-2 id when `isUnsupported`. */
  unsupportedChainId: CaipNetworkId | undefined
}

/** The active network and a way to switch it. */
export function useFoyerNetwork(): UseFoyerNetworkReturn {
  const client = useFoyerClient()
  const { network, unsupportedChainId } = useStoreSelector(client.stores.chains, (s) => ({
    network: s.activeNetwork,
    unsupportedChainId: s.unsupportedChainId,
  }))
  const switchNetwork = useCallback((id: CaipNetworkId) => client.switchNetwork(id), [client])
  return {
    network,
    caipNetworkId: network.caipNetworkId,
    chainId: network.id,
    switchNetwork,
    isUnsupported: unsupportedChainId !== undefined,
    unsupportedChainId,
  }
}
