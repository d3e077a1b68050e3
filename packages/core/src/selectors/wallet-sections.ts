// The Connect view's sections, derived from state: a pure function of the stores it reads, so the UI recomputes it
// exactly when one of them changes.
import { buildWalletSections } from '../connectors/sections.js'
import type { AccountState, ConnectorsState, ResolvedOptions, WalletSection } from '../types.js'

export interface WalletSectionsState {
  connectors: ConnectorsState
  /** The connector of each connected namespace (selectConnectedConnectorIds). */
  connectedConnectorIds: readonly string[]
}

/** The part of the accounts store the sections depend on: which connectors are connected. */
export const selectConnectedConnectorIds = (accounts: Record<string, AccountState>): string[] =>
  Object.values(accounts)
    .filter((a) => a.status === 'connected' && a.connectorId !== undefined)
    .map((a) => a.connectorId!)

export function selectWalletSections(state: WalletSectionsState, options: ResolvedOptions): WalletSection[] {
  const { connectors, recentWallets } = state.connectors
  // While a WalletConnect session is connected, the Connect view does not offer another one.
  const walletConnectInUse = state.connectedConnectorIds.some((id) =>
    connectors.some((c) => c.type === 'WALLET_CONNECT' && c.id === id),
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
