// Wallet Standard wallets as core connectors.
import type { Connector } from '@foyer/core'
import { registryWalletConnector } from '@foyer/core/internal'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { StandardConnect, StandardDisconnect, StandardEvents } from '@wallet-standard/features'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'
import {
  SolanaSignAndSendTransaction,
  SolanaSignIn,
  SolanaSignMessage,
  SolanaSignTransaction,
  type SolanaSignAndSendTransactionFeature,
  type SolanaSignInFeature,
  type SolanaSignMessageFeature,
  type SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import { isSolanaChain } from './chains.js'

/** Prefix of every Solana connector id: `solana:<wallet name>`. */
export const CONNECTOR_ID_PREFIX = 'solana:'

export function connectorIdOf(wallet: Pick<Wallet, 'name'>): string {
  return `${CONNECTOR_ID_PREFIX}${wallet.name}`
}

/** Any Solana trace: a `solana:*` chain or feature. Wallets without one (Sui, Aptos, …) are not listed at all. */
export function isSolanaRelated(wallet: Wallet): boolean {
  return wallet.chains.some(isSolanaChain) || Object.keys(wallet.features).some((f) => f.startsWith('solana:'))
}

/** A wallet Foyer can connect and send with: standard:connect, a Solana signing feature and a Solana chain. */
export function isSupportedWallet(wallet: Wallet): boolean {
  const features = wallet.features
  return (
    StandardConnect in features &&
    (SolanaSignAndSendTransaction in features || SolanaSignTransaction in features) &&
    wallet.chains.some(isSolanaChain)
  )
}

export function toConnector(wallet: Wallet): Connector {
  return registryWalletConnector(wallet, {
    id: connectorIdOf(wallet),
    namespace: 'solana',
    supported: isSupportedWallet(wallet),
  })
}

/** The accounts of a wallet that can be used on Solana, in the wallet's order. */
export function solanaAccounts(accounts: readonly WalletAccount[]): WalletAccount[] {
  return accounts.filter((a) => a.chains.some(isSolanaChain))
}

export function connectFeature(wallet: Wallet): StandardConnectFeature[typeof StandardConnect] | undefined {
  return (wallet.features as Partial<StandardConnectFeature>)[StandardConnect]
}
export function disconnectFeature(wallet: Wallet): StandardDisconnectFeature[typeof StandardDisconnect] | undefined {
  return (wallet.features as Partial<StandardDisconnectFeature>)[StandardDisconnect]
}
export function eventsFeature(wallet: Wallet): StandardEventsFeature[typeof StandardEvents] | undefined {
  return (wallet.features as Partial<StandardEventsFeature>)[StandardEvents]
}
export function signAndSendFeature(
  wallet: Wallet,
): SolanaSignAndSendTransactionFeature[typeof SolanaSignAndSendTransaction] | undefined {
  return (wallet.features as Partial<SolanaSignAndSendTransactionFeature>)[SolanaSignAndSendTransaction]
}
export function signTransactionFeature(
  wallet: Wallet,
): SolanaSignTransactionFeature[typeof SolanaSignTransaction] | undefined {
  return (wallet.features as Partial<SolanaSignTransactionFeature>)[SolanaSignTransaction]
}
export function signMessageFeature(wallet: Wallet): SolanaSignMessageFeature[typeof SolanaSignMessage] | undefined {
  return (wallet.features as Partial<SolanaSignMessageFeature>)[SolanaSignMessage]
}
export function signInFeature(wallet: Wallet): SolanaSignInFeature[typeof SolanaSignIn] | undefined {
  return (wallet.features as Partial<SolanaSignInFeature>)[SolanaSignIn]
}
