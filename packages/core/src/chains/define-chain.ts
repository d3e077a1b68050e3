import { formatCaipNetworkId } from '../caip.js'
import type { ChainDefinition, ChainNamespace } from '../types.js'

type ChainInput = Omit<ChainDefinition, 'caipNetworkId' | 'chainNamespace'> & { chainNamespace?: ChainNamespace }

/** Fills `chainNamespace` (default eip155) and `caipNetworkId` so a definition is never inconsistent. */
export function defineChain(input: ChainInput): ChainDefinition {
  const chainNamespace = input.chainNamespace ?? 'eip155'
  return { ...input, chainNamespace, caipNetworkId: formatCaipNetworkId(chainNamespace, input.id) }
}
