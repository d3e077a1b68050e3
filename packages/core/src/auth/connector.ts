// The embedded wallet reaches the adapters as an EIP-6963 provider and a Wallet Standard wallet, like any wallet. Here
// those two are taken out of what the adapters discovered and become one AUTH connector, so the Connect view shows
// the email and social login for them instead of a wallet row.
import { NAMESPACES_BY_FEATURE } from '../constants.js'
import type { ChainNamespace, Connector } from '../types.js'
import { AUTH_CONNECTOR_ID, type AuthConnectorHost } from './types.js'

type AuthIdentity = Pick<AuthConnectorHost, 'evmRdns' | 'solanaWalletName'>

/** Whether an adapter's connector is the embedded wallet's provider (EVM) or wallet (Solana). */
export function isAuthWallet(connector: Connector, auth: AuthIdentity): boolean {
  if (connector.chains.includes('eip155')) return connector.rdns === auth.evmRdns || connector.id === auth.evmRdns
  if (connector.chains.includes('solana')) return connector.name === auth.solanaWalletName
  return false
}

/**
 * The discovered connectors without the embedded wallet's, and the AUTH connector made of those (undefined until an
 * adapter has found one). Only the spec's auth namespaces (eip155, solana) take part.
 */
export function splitAuthConnectors(
  byNamespace: ReadonlyMap<ChainNamespace, readonly Connector[]>,
  auth: AuthIdentity,
): { rest: Map<ChainNamespace, Connector[]>; authConnector: Connector | undefined } {
  const rest = new Map<ChainNamespace, Connector[]>()
  const parts: Connector[] = []
  const served = NAMESPACES_BY_FEATURE.authConnector as readonly string[]
  for (const [ns, connectors] of byNamespace) {
    const kept: Connector[] = []
    for (const connector of connectors) {
      if (served.includes(ns) && isAuthWallet(connector, auth)) parts.push({ ...connector, chains: [ns] })
      else kept.push(connector)
    }
    rest.set(ns, kept)
  }
  if (parts.length === 0) return { rest, authConnector: undefined }
  return {
    rest,
    authConnector: {
      id: AUTH_CONNECTOR_ID,
      name: parts[0]!.name,
      type: 'AUTH',
      chains: parts.flatMap((c) => c.chains),
      ...(parts[0]!.imageUrl ? { imageUrl: parts[0]!.imageUrl } : {}),
      installed: true,
      connectors: parts,
    },
  }
}
