// Wallet Standard discovery (core's registry discovery): the registry's Bitcoin wallets as core connectors, listed
// again when a wallet registers, unregisters, or changes its features or chains.
import type { Connector } from '@foyer/core'
import { startRegistryDiscovery, type RegistryDiscovery } from '@foyer/core/internal'
import type { Wallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { eventsFeature } from './walletFeatures.js'
import { connectorIdOf, isBitcoinRelated, toConnector } from './wallets.js'

export type WalletDiscovery = RegistryDiscovery<Wallet>

export function startWalletDiscovery(args: {
  registry: Wallets
  /** Wallets found outside the registry (sats-connect providers), listed after the registry's; a wallet in both is
   * listed once, as its Wallet Standard self. */
  extraWallets?: () => Wallet[]
  setConnectors: (connectors: Connector[]) => void
  onUnregister: (wallet: Wallet) => void
}): WalletDiscovery {
  return startRegistryDiscovery({
    ...args,
    isRelated: isBitcoinRelated,
    connectorIdOf,
    toConnector,
    eventsOf: eventsFeature,
  })
}
