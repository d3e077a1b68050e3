// The connectors store: what the adapters discovered, merged per wallet, with WalletConnect first when configured.
import { mergeConnectors } from '../connectors/merge.js'
import { walletConnectConnector } from '../walletconnect/namespaces.js'
import type { ChainNamespace, Connector } from '../types.js'
import type { ClientContext } from './context.js'

export function setDiscoveredConnectors(ctx: ClientContext, ns: ChainNamespace, connectors: Connector[]): void {
  ctx.connectorsByNamespace.set(ns, connectors)
  refreshConnectors(ctx)
}

export function refreshConnectors(ctx: ClientContext): void {
  const merged = mergeConnectors(ctx.connectorsByNamespace)
  // WalletConnect is offered (the Connect view's walletConnect section) whenever the host configured it.
  const wc = ctx.options.walletConnect ? walletConnectConnector(ctx.options.networks) : undefined
  ctx.stores.connectors.setState({
    connectors: wc && !merged.some((c) => c.id === wc.id) ? [wc, ...merged] : merged,
  })
}
