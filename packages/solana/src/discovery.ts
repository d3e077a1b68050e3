// Wallet Standard discovery (core's registry discovery): the registry's Solana wallets as core connectors, listed again
// when a wallet registers, unregisters, or changes its features or chains.
import type { Connector } from '@foyer/core'
import { startRegistryDiscovery, type RegistryDiscovery } from '@foyer/core/internal'
import type { Wallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { connectorIdOf, eventsFeature, isSolanaRelated, toConnector } from './wallets.js'

export type WalletDiscovery = RegistryDiscovery<Wallet>

export function startWalletDiscovery(args: {
  registry: Wallets
  setConnectors: (connectors: Connector[]) => void
  /** A wallet left the registry (uninstalled, disabled). */
  onUnregister: (wallet: Wallet) => void
}): WalletDiscovery {
  return startRegistryDiscovery({
    ...args,
    isRelated: isSolanaRelated,
    connectorIdOf,
    toConnector,
    eventsOf: eventsFeature,
  })
}
