// Which chains the API is asked about at all (spec §7: "Requests to unsupported networks return empty defaults"):
// the chain's namespace must serve the feature (§9 "Chain namespaces by feature") and the API must list the chain.
import { NAMESPACES_BY_FEATURE } from '../constants.js'
import type { CaipNetworkId } from '../types.js'
import type { SupportedChains } from './types.js'

export type ApiFeature = keyof typeof NAMESPACES_BY_FEATURE

/** Whether spec §9 lists `namespace` (eip155, solana, …) for `feature` (balance, names, onramp, activity, …). */
export function namespaceServesFeature(feature: ApiFeature, namespace: string): boolean {
  return (NAMESPACES_BY_FEATURE[feature] as readonly string[]).includes(namespace)
}

export function isNamespaceServed(feature: ApiFeature, caipNetworkId: CaipNetworkId): boolean {
  return namespaceServesFeature(feature, caipNetworkId.split(':')[0] ?? '')
}

export function isChainServed(feature: ApiFeature, caipNetworkId: CaipNetworkId, supported: SupportedChains): boolean {
  return isNamespaceServed(feature, caipNetworkId) && supported.http.includes(caipNetworkId)
}
