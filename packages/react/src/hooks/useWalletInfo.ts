import { WC_CONNECTOR_ID, type FoyerClient } from '@foyer/core'
import { useFoyerClient } from '../context.js'
import { useStoreSelector } from './useStoreSelector.js'

export interface WalletInfo {
  name: string
  icon: string | undefined
  rdns: string | undefined
}

/** Finds a wallet's name and icon among the discovered connectors, then the recent wallets. */
export function lookupWallet(client: FoyerClient, connectorId: string | undefined): WalletInfo | undefined {
  if (!connectorId) return undefined
  const { connectors, recentWallets } = client.stores.connectors.getState()
  const connector = connectors.find(
    (c) => c.id === connectorId || c.connectors?.some((inner) => inner.id === connectorId),
  )
  if (connector) return { name: connector.name, icon: connector.imageUrl, rdns: connector.rdns }
  const custom = client.options.customWallets.find((w) => w.id === connectorId)
  if (custom) return { name: custom.name, icon: custom.imageUrl, rdns: custom.rdns }
  const recent = recentWallets.find((w) => w.id === connectorId)
  if (recent?.name) return { name: recent.name, icon: recent.imageUrl, rdns: undefined }
  return undefined
}

/**
 * The connected wallet's name, icon and rdns, or undefined when none is connected. Over WalletConnect it is the wallet
 * at the other end (its session metadata: "Connected with Rainbow", "Approve in Rainbow"), not WalletConnect itself.
 */
export function useWalletInfo(): { walletInfo: WalletInfo | undefined } {
  const client = useFoyerClient()
  const activeNamespace = useStoreSelector(client.stores.chains, (s) => s.activeNamespace)
  const connectorId = useStoreSelector(client.stores.accounts, (accounts) => {
    const account = accounts[activeNamespace]
    return account?.status === 'connected' ? account.connectorId : undefined
  })
  // The connection's wallet is the session's peer only while the last connection made is the WalletConnect one; after
  // another wallet connected on another chain, the generic WalletConnect entry stands in.
  const peer = useStoreSelector(client.stores.connection, (s) =>
    connectorId === WC_CONNECTOR_ID && s.connectorId === WC_CONNECTOR_ID && s.recentWallet?.name
      ? { name: s.recentWallet.name, icon: s.recentWallet.imageUrl, rdns: undefined }
      : undefined,
  )
  // Subscribed to the connectors so a wallet announced late, or its icon arriving, updates the answer.
  const listed = useStoreSelector(client.stores.connectors, () => lookupWallet(client, connectorId))
  return { walletInfo: peer ?? listed }
}
