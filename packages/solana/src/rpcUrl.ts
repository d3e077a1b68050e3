import type { ChainDefinition } from '@foyer/core'
import { FoyerError } from '@foyer/core'

/** The HTTP RPC URL of a network, or `RPC URL not found for chainId`. */
export function rpcUrlOf(network: ChainDefinition): string {
  const url = network.rpcUrls?.default?.http?.[0]
  if (!url) throw new FoyerError('RPC_URL_NOT_FOUND')
  return url
}
