// What the wallet does on its own (the person picks another account or chain in it, or disconnects the site) reaches
// core as events. wagmi reports state, not events, so each change is compared with the last state seen. While the
// adapter connects or disconnects itself, the state it causes is its caller's result, not an event.
import type { AdapterContext } from '@foyer/core'
import type { Config, Connection } from '@wagmi/core'

type Snapshot = { connected: boolean; addresses: string[]; chainId: number | undefined }
const DISCONNECTED: Snapshot = { connected: false, addresses: [], chainId: undefined }

export function currentConnection(config: Config): Connection | undefined {
  const { current, connections } = config.state
  return current ? connections.get(current) : undefined
}

function takeSnapshot(config: Config): Snapshot {
  const connection = currentConnection(config)
  if (config.state.status !== 'connected' || !connection) return DISCONNECTED
  return { connected: true, addresses: [...connection.accounts], chainId: connection.chainId }
}

export interface WalletEvents {
  /** Takes the current state as seen, without events (after one of the adapter's own operations). */
  resync(): void
  stop(): void
}

/** Forwards the wallet's own changes to `ctx`; `ownOperationRunning` says when a change is the adapter's doing. */
export function watchWalletEvents(
  config: Config,
  ctx: AdapterContext,
  ownOperationRunning: () => boolean,
): WalletEvents {
  let snapshot = takeSnapshot(config)

  function onStateChange(): void {
    if (ownOperationRunning()) return
    const status = config.state.status
    if (status === 'connecting' || status === 'reconnecting') return
    const prev = snapshot
    const next = takeSnapshot(config)
    snapshot = next
    if (prev.connected && !next.connected) {
      ctx.onDisconnect()
      return
    }
    if (!next.connected) return
    const validChain = next.chainId !== undefined && Number.isSafeInteger(next.chainId) && next.chainId > 0
    const accountsChanged =
      !prev.connected ||
      prev.addresses.length !== next.addresses.length ||
      prev.addresses.some((a, i) => a !== next.addresses[i])
    if (accountsChanged)
      ctx.onAccountsChanged(
        validChain ? { addresses: next.addresses, chainId: next.chainId } : { addresses: next.addresses },
      )
    // The raw id, also for a chain the app does not list: core shows UnsupportedChain for it.
    if (prev.connected && prev.chainId !== next.chainId) {
      if (validChain) ctx.onChainChanged(next.chainId as number)
      else ctx.logger.warn('[foyer/evm] the wallet reported an invalid chain id', next.chainId)
    }
  }

  const unsubscribe = config.subscribe((state) => state, onStateChange)
  return {
    resync: () => {
      snapshot = takeSnapshot(config)
    },
    stop: unsubscribe,
  }
}
