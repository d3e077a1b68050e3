import type { ChainNamespace, FoyerClient, WalletListItem } from '@foyer/core'

/**
 * The namespaces a wallet can be connected on in this app: the ones it supports for which the app has an adapter
 * and at least one network, in the app's network order.
 */
export function connectableNamespaces(client: FoyerClient, chains: readonly ChainNamespace[]): ChainNamespace[] {
  const appNamespaces = [...new Set(client.options.networks.map((n) => n.chainNamespace))]
  return appNamespaces.filter((ns) => chains.includes(ns) && client.getAdapter(ns) !== undefined)
}

/** What choosing a wallet in a list does: report it, then go to the view that connects it. */
export function selectWallet(client: FoyerClient, wallet: WalletListItem): void {
  client.emit('SELECT_WALLET', { name: wallet.name, id: wallet.id, installed: wallet.installed })
  if (wallet.custom) {
    // A wallet the host added (mobile, desktop or web app links): WalletConnect, its links carrying the URI.
    client.router.push('ConnectingWalletConnect', { customWalletId: wallet.id })
    return
  }
  if (wallet.directory) {
    // A wallet of the server's directory, not in this browser: WalletConnect, with its icon, links and stores.
    client.router.push('ConnectingWalletConnect', { directoryWallet: wallet.directory })
    return
  }
  if (wallet.type === 'WALLET_CONNECT' || (!wallet.connector && !wallet.installed)) {
    // Not in this browser: only a mobile/QR connection could reach it.
    client.router.push('ConnectingWalletConnect', { connectorId: wallet.connector?.id ?? wallet.id })
    return
  }
  const connectorId = wallet.connector?.id ?? wallet.id
  const namespaces = connectableNamespaces(client, wallet.connector?.chains ?? wallet.chains)
  if (namespaces.length > 1) {
    // A MULTI_CHAIN wallet: the person picks the chain (or all of them) first.
    client.router.push('ConnectingMultiChain', { connectorId })
    return
  }
  client.router.push('ConnectingExternal', { connectorId })
}

/** The same wallet can sit in two sections (recent and installed); show it once, where it first appears. */
export function dedupeWallets<T extends { id: string }>(lists: T[][]): T[][] {
  const seen = new Set<string>()
  return lists.map((list) =>
    list.filter((item) => {
      if (seen.has(item.id)) return false
      seen.add(item.id)
      return true
    }),
  )
}
