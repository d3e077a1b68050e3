import type { FoyerClient, WalletListItem } from '@foyer/core'

/** What choosing a wallet in a list does: report it, then go to the view that connects it. */
export function selectWallet(client: FoyerClient, wallet: WalletListItem): void {
  client.emit('SELECT_WALLET', { name: wallet.name, id: wallet.id, installed: wallet.installed })
  if (wallet.type === 'WALLET_CONNECT' || (!wallet.connector && !wallet.installed)) {
    // Not in this browser: only a mobile/QR connection could reach it.
    client.router.push('ConnectingWalletConnect', { connectorId: wallet.connector?.id ?? wallet.id })
    return
  }
  client.router.push('ConnectingExternal', { connectorId: wallet.connector?.id ?? wallet.id })
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
