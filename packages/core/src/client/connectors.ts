// The connectors store: what the adapters discovered, merged per wallet, with WalletConnect first when configured and
// the embedded wallet (the host's `auth`) as one AUTH connector.
import { splitAuthConnectors } from '../auth/connector.js'
import { mergeConnectors } from '../connectors/merge.js'
import { walletConnectConnector } from '../walletconnect/namespaces.js'
import type { ChainNamespace, Connector } from '../types.js'
import type { ClientContext } from './context.js'

export function setDiscoveredConnectors(ctx: ClientContext, ns: ChainNamespace, connectors: Connector[]): void {
  ctx.connectorsByNamespace.set(ns, connectors)
  refreshConnectors(ctx)
}

export function refreshConnectors(ctx: ClientContext): void {
  const { auth } = ctx.options
  const split = auth ? splitAuthConnectors(ctx.connectorsByNamespace, auth) : undefined
  const merged = mergeConnectors(split ? split.rest : ctx.connectorsByNamespace)
  if (split?.authConnector) merged.push(split.authConnector)
  // WalletConnect is offered (the Connect view's walletConnect section) whenever the host configured it.
  const wc = ctx.options.walletConnect ? walletConnectConnector(ctx.options.networks) : undefined
  ctx.stores.connectors.setState({
    connectors: wc && !merged.some((c) => c.id === wc.id) ? [wc, ...merged] : merged,
  })
}
