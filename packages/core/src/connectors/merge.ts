// One wallet may be found by several adapters (EVM over EIP-6963, Solana over the Wallet Standard) and by several
// mechanisms (announced and legacy injected). The person should see it once.
import type { ChainNamespace, Connector } from '../types.js'

/** The identity two connectors of one wallet share: rdns when known, else the case-insensitive name. */
export function walletKey(connector: Pick<Connector, 'rdns' | 'name'>): string {
  return connector.rdns ? `rdns:${connector.rdns}` : `name:${connector.name.trim().toLowerCase()}`
}

const TYPE_RANK: Record<string, number> = {
  MULTI_CHAIN: 0,
  ANNOUNCED: 1,
  EXTERNAL: 2,
  INJECTED: 3,
  WALLET_CONNECT: 4,
  AUTH: 5,
}

/**
 * Connectors from all adapters, in the order given (adapters in option order, then discovery order):
 * - within one namespace, the same wallet found twice (announced and injected) is kept once, the announced one;
 * - across namespaces, one wallet becomes a single MULTI_CHAIN connector that lists the per-namespace connectors.
 */
export function mergeConnectors(byNamespace: ReadonlyMap<ChainNamespace, readonly Connector[]>): Connector[] {
  const groups = new Map<string, Connector[]>()
  const nameOf = (c: Pick<Connector, 'name'>) => c.name.trim().toLowerCase()
  for (const connectors of byNamespace.values()) {
    for (const connector of connectors) {
      // The Wallet Standard has no rdns: a connector without one joins the group of the same-named wallet.
      let key = walletKey(connector)
      if (!connector.rdns) {
        for (const [existingKey, group] of groups)
          if (
            group.some((c) => nameOf(c) === nameOf(connector) && !c.chains.some((ns) => connector.chains.includes(ns)))
          )
            key = existingKey
      } else if (!groups.has(key)) {
        const byName = `name:${nameOf(connector)}`
        const named = groups.get(byName)
        if (named && !named.some((c) => c.rdns || c.chains.some((ns) => connector.chains.includes(ns)))) {
          groups.delete(byName)
          groups.set(key, named)
        }
      }
      const group = groups.get(key) ?? []
      const sameNamespace = group.findIndex((c) => c.chains.some((ns) => connector.chains.includes(ns)))
      if (sameNamespace === -1) group.push(connector)
      else if ((TYPE_RANK[connector.type] ?? 9) < (TYPE_RANK[group[sameNamespace]!.type] ?? 9))
        group[sameNamespace] = connector
      groups.set(key, group)
    }
  }
  const merged: Connector[] = []
  for (const group of groups.values()) {
    if (group.length === 1) {
      merged.push(group[0]!)
      continue
    }
    const first = group[0]!
    const rdns = group.find((c) => c.rdns)?.rdns
    merged.push({
      id: rdns ?? first.id,
      name: first.name,
      type: 'MULTI_CHAIN',
      chains: [...new Set(group.flatMap((c) => c.chains))],
      imageUrl: group.find((c) => c.imageUrl)?.imageUrl,
      rdns,
      installed: group.some((c) => c.installed),
      connectors: group,
    })
  }
  return merged
}

/** The adapter-level connector to use for one namespace of a (possibly merged) connector. */
export function connectorForNamespace(connector: Connector, namespace: ChainNamespace): Connector | undefined {
  if (connector.connectors) return connector.connectors.find((c) => c.chains.includes(namespace))
  return connector.chains.includes(namespace) ? connector : undefined
}
