// Wallet Standard Bitcoin wallets as core connectors.
import type { Connector } from '@foyer/core'
import { registryWalletConnector } from '@foyer/core/internal'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { isBitcoinChain } from './networks.js'
import { bitcoinConnectFeature, signTransactionFeature, standardConnectFeature } from './walletFeatures.js'

/** Prefix of every Bitcoin connector id: `bitcoin:<wallet name>`. */
export const CONNECTOR_ID_PREFIX = 'bitcoin:'

export function connectorIdOf(wallet: Pick<Wallet, 'name'>): string {
  return `${CONNECTOR_ID_PREFIX}${wallet.name}`
}

/** Any Bitcoin trace: a `bitcoin:*` chain or feature. Wallets without one are not listed at all. */
export function isBitcoinRelated(wallet: Wallet): boolean {
  return wallet.chains.some(isBitcoinChain) || Object.keys(wallet.features).some((f) => f.startsWith('bitcoin:'))
}

/** A wallet Foyer can connect and send with: a connect feature, bitcoin:signTransaction and a Bitcoin chain. */
export function isSupportedWallet(wallet: Wallet): boolean {
  return (
    (bitcoinConnectFeature(wallet) !== undefined || standardConnectFeature(wallet) !== undefined) &&
    signTransactionFeature(wallet) !== undefined &&
    wallet.chains.some(isBitcoinChain)
  )
}

export function toConnector(wallet: Wallet): Connector {
  return registryWalletConnector(wallet, {
    id: connectorIdOf(wallet),
    namespace: 'bip122',
    supported: isSupportedWallet(wallet),
  })
}

/** The accounts of a wallet that are Bitcoin accounts, in the wallet's order. */
export function bitcoinAccounts(accounts: readonly WalletAccount[]): WalletAccount[] {
  return accounts.filter((a) => a.chains.some(isBitcoinChain))
}
