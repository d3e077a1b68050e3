// Adapters re-list their wallets on every discovery event (an announcement, a registration, a wallet's change event),
// and most of those events change nothing the modal shows. Publishing only a list that differs keeps the connector
// store, and every view subscribed to it, quiet.
import type { Connector } from '../types.js'

/** Wraps `setConnectors` so that a list equal to the last one published is dropped. */
export function createConnectorPublisher(
  setConnectors: (connectors: Connector[]) => void,
): (list: Connector[]) => void {
  let lastKey: string | undefined
  return (list) => {
    const key = JSON.stringify(list)
    if (key === lastKey) return
    lastKey = key
    setConnectors(list)
  }
}
