// The Bitcoin features of the Wallet Standard (the Bitcoin wallet standard's names and shapes), typed here because
// the adapter needs only their shapes: connect with address purposes, PSBT signing and message signing.
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import {
  StandardConnect,
  StandardDisconnect,
  StandardEvents,
  type StandardConnectFeature,
  type StandardDisconnectFeature,
  type StandardEventsFeature,
} from '@wallet-standard/features'

export const BitcoinConnect = 'bitcoin:connect'
export const BitcoinSignTransaction = 'bitcoin:signTransaction'
export const BitcoinSignMessage = 'bitcoin:signMessage'

/** payment: the address that holds and spends BTC (the spec's default bip122 account); ordinals: the taproot one. */
export type BitcoinAddressPurpose = 'payment' | 'ordinals'

export interface BitcoinConnectMethod {
  (input: { purposes: BitcoinAddressPurpose[] }): Promise<{ accounts: readonly WalletAccount[] }>
}

export interface BitcoinSignTransactionInput {
  psbt: Uint8Array
  chain: IdentifierString
  inputsToSign: { account: WalletAccount; signingIndexes: number[]; sigHash?: number }[]
  broadcast?: boolean
}
export type BitcoinSignTransactionMethod = (
  input: BitcoinSignTransactionInput,
) => Promise<{ signedPsbt: Uint8Array; txId?: string }>

export type BitcoinSignMessageMethod = (
  ...inputs: { account: WalletAccount; message: Uint8Array }[]
) => Promise<readonly { signedMessage: Uint8Array; signature: Uint8Array }[]>

type Feature<T> = { version: string } & T

const feature = <T>(wallet: Wallet, name: string) => (wallet.features as Record<string, unknown>)[name] as T | undefined

export const bitcoinConnectFeature = (w: Wallet) =>
  feature<Feature<{ connect: BitcoinConnectMethod }>>(w, BitcoinConnect)
export const signTransactionFeature = (w: Wallet) =>
  feature<Feature<{ signTransaction: BitcoinSignTransactionMethod }>>(w, BitcoinSignTransaction)
export const signMessageFeature = (w: Wallet) =>
  feature<Feature<{ signMessage: BitcoinSignMessageMethod }>>(w, BitcoinSignMessage)
export const standardConnectFeature = (w: Wallet) =>
  feature<StandardConnectFeature[typeof StandardConnect]>(w, StandardConnect)
export const disconnectFeature = (w: Wallet) =>
  feature<StandardDisconnectFeature[typeof StandardDisconnect]>(w, StandardDisconnect)
export const eventsFeature = (w: Wallet) => feature<StandardEventsFeature[typeof StandardEvents]>(w, StandardEvents)
