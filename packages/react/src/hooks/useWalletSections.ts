import { useMemo } from 'react'
import { selectConnectedConnectorIds, selectWalletSections, type WalletSection } from '@foyer/core'
import { useFoyerClient } from '../context.js'
import { useStoreSelector } from './useStoreSelector.js'

/**
 * The Connect view's wallet sections (core's selector over the stores), recomputed exactly when what they derive from
 * changes: the discovered connectors and recent wallets, and the connectors of the connected namespaces.
 */
export function useWalletSections(): WalletSection[] {
  const client = useFoyerClient()
  const connectors = useStoreSelector(client.stores.connectors, (s) => s)
  const connectedConnectorIds = useStoreSelector(client.stores.accounts, selectConnectedConnectorIds)
  return useMemo(
    () => selectWalletSections({ connectors, connectedConnectorIds }, client.options),
    [client, connectors, connectedConnectorIds],
  )
}
