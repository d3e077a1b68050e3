// Sessions belong to one account on one chain. EVM addresses are the same account in any letter case (EIP-55 checksums
// differ only in case); other namespaces' addresses are compared exactly.
import type { CaipNetworkId } from '../types.js'

export function siwxAccountKey(chainId: CaipNetworkId, address: string): string {
  return `${chainId}|${chainId.startsWith('eip155:') ? address.toLowerCase() : address}`
}
