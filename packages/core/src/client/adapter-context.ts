// What an adapter gets from its client in setup(): its networks, the client's scoped storage, and the callbacks through
// which its wallets' own events reach the state.
import { WC_CONNECTOR_ID } from '../walletconnect/namespaces.js'
import type { AdapterContext, ChainAdapter } from '../types.js'
import { accountOf } from './accounts.js'
import { setDiscoveredConnectors } from './connectors.js'
import type { ClientContext } from './context.js'
import { walletEvents, type WalletEvents } from './wallet-events.js'

export function adapterContext(ctx: ClientContext, adapter: ChainAdapter): AdapterContext {
  const ns = adapter.namespace
  const events = walletEvents(ctx, ns)
  // A namespace connected through WalletConnect hears its wallet through the session, not the adapter.
  const unlessWalletConnect =
    <A extends unknown[]>(callback: (...args: A) => void) =>
    (...args: A) => {
      if (accountOf(ctx, ns).connectorId !== WC_CONNECTOR_ID) callback(...args)
    }
  const guarded: WalletEvents = {
    onAccountsChanged: unlessWalletConnect(events.onAccountsChanged),
    onChainChanged: unlessWalletConnect(events.onChainChanged),
    onDisconnect: unlessWalletConnect(events.onDisconnect),
  }
  return {
    networks: ctx.options.networks.filter((n) => n.chainNamespace === ns),
    storage: ctx.storage,
    platform: ctx.options.platform,
    logger: ctx.logger,
    setConnectors: (connectors) => setDiscoveredConnectors(ctx, ns, connectors),
    ...guarded,
  }
}
