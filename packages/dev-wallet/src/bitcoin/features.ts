// The Bitcoin features of the Wallet Standard, as the Bitcoin wallet standard (github.com/ExodusMovement/
// bitcoin-wallet-standard, @exodus/bitcoin-wallet-standard-features) names and shapes them. Typed here rather than
// installed: the dev wallet needs only the shapes.
import type { IdentifierString, WalletAccount } from '@wallet-standard/base'

export const BitcoinConnect = 'bitcoin:connect'
export const BitcoinSignTransaction = 'bitcoin:signTransaction'
export const BitcoinSignMessage = 'bitcoin:signMessage'

/** payment: the address that holds and spends BTC; ordinals: the taproot address inscriptions are kept on. */
export type BitcoinAddressPurpose = 'payment' | 'ordinals'

export type BitcoinConnectInput = { readonly purposes: readonly BitcoinAddressPurpose[] }
/** The accounts for the purposes asked, in the same order. */
export type BitcoinConnectOutput = { readonly accounts: readonly WalletAccount[] }

export type InputToSign = {
  readonly account: WalletAccount
  /** The PSBT's input indexes this account signs. */
  readonly signingIndexes: readonly number[]
  /** The SIGHASH flag to sign with; default SIGHASH_ALL (ECDSA) / SIGHASH_DEFAULT (taproot). */
  readonly sigHash?: number
}

export type BitcoinSignTransactionInput = {
  /** The PSBT, as raw bytes (BIP-174). */
  readonly psbt: Uint8Array
  readonly inputsToSign: readonly InputToSign[]
  /** Default: the wallet's current chain. */
  readonly chain?: IdentifierString
  /** Also finalize and broadcast (to the wallet's Esplora URL); the output then carries txId. */
  readonly broadcast?: boolean
}
export type BitcoinSignTransactionOutput = { readonly signedPsbt: Uint8Array; readonly txId?: string }

export type BitcoinSignMessageInput = { readonly account: WalletAccount; readonly message: Uint8Array }
export type BitcoinSignMessageOutput = {
  /** The bytes signed: the message itself (BIP-322 hashes it with its own tag; nothing is prefixed). */
  readonly signedMessage: Uint8Array
  /** A BIP-322 "simple" signature: to_sign's witness, serialized (base64 it for the usual text form). */
  readonly signature: Uint8Array
}

export type BitcoinConnectFeature = {
  readonly [BitcoinConnect]: {
    readonly version: '1.0.0'
    readonly connect: (input: BitcoinConnectInput) => Promise<BitcoinConnectOutput>
  }
}
export type BitcoinSignTransactionFeature = {
  readonly [BitcoinSignTransaction]: {
    readonly version: '1.0.0'
    readonly signTransaction: (input: BitcoinSignTransactionInput) => Promise<BitcoinSignTransactionOutput>
  }
}
export type BitcoinSignMessageFeature = {
  readonly [BitcoinSignMessage]: {
    readonly version: '1.0.0'
    readonly signMessage: (
      ...inputs: readonly BitcoinSignMessageInput[]
    ) => Promise<readonly BitcoinSignMessageOutput[]>
  }
}
