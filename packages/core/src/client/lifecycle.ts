// Start (in the browser: adapters' discovery, restoring the last connections) and destroy (everything a client
// started stops: subscriptions, polls, the WalletConnect transport, the adapters, the query cache).
import { defaultStorage } from '../storage.js'
import { WC_CONNECTOR_ID } from '../walletconnect/namespaces.js'
import { accountOf, applyConnected, clearNamespace, setAccount } from './accounts.js'
import { adapterContext } from './adapter-context.js'
import type { ClientContext } from './context.js'
import { forgetConnection, loadPersisted, storedConnections } from './persistence.js'
import { scopeStorage } from './scoped-storage.js'
import { connectionSucceeded, settleConnection } from './transitions.js'

/** A stored connection reads as "reconnecting" from the first render on, so buttons show a placeholder, not "Connect". */
export function markReconnecting(ctx: ClientContext): void {
  for (const entry of storedConnections(ctx))
    if (ctx.adapters.has(entry.namespace) || (entry.connectorId === WC_CONNECTOR_ID && ctx.options.walletConnect))
      setAccount(ctx, entry.namespace, { status: 'reconnecting' })
}

async function restoreAdapterConnections(ctx: ClientContext): Promise<void> {
  for (const entry of storedConnections(ctx)) {
    // WalletConnect namespaces come back with the session (wc.restore), not through the adapter.
    if (entry.connectorId === WC_CONNECTOR_ID) {
      if (!ctx.wc) clearNamespace(ctx, entry.namespace)
      continue
    }
    const adapter = ctx.adapters.get(entry.namespace)
    if (!adapter) {
      forgetConnection(ctx, entry.namespace)
      continue
    }
    setAccount(ctx, entry.namespace, { status: 'reconnecting' })
    try {
      const result = await adapter.reconnect({ connectorId: entry.connectorId })
      if (!result) {
        clearNamespace(ctx, entry.namespace)
        continue
      }
      applyConnected(ctx, entry.namespace, entry.connectorId, result)
      connectionSucceeded(ctx, { connectorId: entry.walletId })
    } catch (error) {
      ctx.logger.warn('Foyer: could not restore the last connection', error)
      clearNamespace(ctx, entry.namespace)
    }
  }
  settleConnection(ctx)
}

export function start(ctx: ClientContext, hostStorage: 'default' | 'given'): Promise<void> {
  if (ctx.lifetime.signal.aborted) return Promise.resolve()
  ctx.started ??= (async () => {
    // Foyer's own query cache, mounted as a host's QueryClientProvider would mount the host's: shown account data
    // that is stale (Tokens, NFTs, Activity, quotes) is asked for again when the person comes back to the tab or the
    // browser comes back online. A host-given queryClient is the host's to mount. Outside a browser, query-core
    // listens to nothing.
    if (ctx.ownsQueryClient) {
      ctx.queryClient.mount()
      ctx.cleanups.push(() => ctx.queryClient.unmount())
    }
    // A client created during server rendering had no storage; in the browser it gets the default one now.
    if (!ctx.storage && hostStorage === 'default') {
      ctx.storage = ctx.options.storage = scopeStorage(defaultStorage(), ctx.options.id)
      loadPersisted(ctx)
    }
    markReconnecting(ctx)
    for (const adapter of ctx.adapters.values()) {
      try {
        await adapter.setup(adapterContext(ctx, adapter))
      } catch (error) {
        ctx.logger.error(`Foyer: the ${adapter.namespace} adapter failed to start`, error)
      }
    }
    await restoreAdapterConnections(ctx)
    // Loads the SDK only when core left its marker (a WalletConnect session may exist).
    if (ctx.wc) {
      await ctx.wc.restore()
      // A stored WalletConnect namespace the session did not bring back (no marker, or not in the session).
      for (const entry of storedConnections(ctx))
        if (entry.connectorId === WC_CONNECTOR_ID && accountOf(ctx, entry.namespace).status === 'reconnecting')
          clearNamespace(ctx, entry.namespace)
      settleConnection(ctx)
    }
  })()
  return ctx.started
}

export function destroy(ctx: ClientContext): void {
  if (ctx.lifetime.signal.aborted) return
  ctx.lifetime.abort()
  for (const cleanup of ctx.cleanups.splice(0)) cleanup()
  ctx.wc?.destroy()
  for (const adapter of ctx.adapters.values()) adapter.destroy?.()
  ctx.queryClient.clear()
}
