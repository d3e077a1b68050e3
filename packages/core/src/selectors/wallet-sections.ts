// The Connect view's sections, derived from state: a pure function of the stores it reads, so the UI recomputes it
// exactly when one of them changes.
import { buildWalletSections } from '../connectors/sections.js'
import type { AccountState, ConnectorsState, ResolvedOptions, WalletSection } from '../types.js'

export interface WalletSectionsState {
  connectors: ConnectorsState
  accounts: Record<string, AccountState>
}

export function selectWalletSections(state: WalletSectionsState, options: ResolvedOptions): WalletSection[] {
  const { connectors, recentWallets } = state.connectors
  // While a WalletConnect session is connected, the Connect view does not offer another one.
  const walletConnectInUse = Object.values(state.accounts).some(
    (a) => a.status === 'connected' && connectors.some((c) => c.type === 'WALLET_CONNECT' && c.id === a.connectorId),
  )
  return buildWalletSections({
    connectors,
    customWallets: options.customWallets,
    recentWallets,
    featuredWalletIds: options.featuredWalletIds,
    includeWalletIds: options.includeWalletIds,
    excludedWallets: options.excludedWallets,
    excludeWalletIds: options.excludeWalletIds,
    platform: options.platform,
    walletConnectAvailable: !walletConnectInUse,
  })
}
