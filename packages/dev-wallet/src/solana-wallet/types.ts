import type { SolanaSignAndSendTransactionFeature, SolanaSignInFeature } from '@solana/wallet-standard-features'
import type { SolanaSignMessageFeature, SolanaSignTransactionFeature } from '@solana/wallet-standard-features'
import type { Wallet, WalletIcon } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'
import type { DevWalletStorage } from '../remembered-state.js'
import type { SolanaPendingRequest } from '../types.js'

export type CreateDevSolanaWalletOptions = {
  /** The Solana JSON-RPC endpoint signAndSendTransaction sends to, e.g. "http://127.0.0.1:8899". */
  rpcUrl: string
  /** Chain ids the wallet announces and accepts (default: the Foyer devnet's CAIP-2 id and 'solana:localnet'). The first is the default. */
  chains?: readonly string[]
  /** Which Solana dev account (m/44'/501'/i'/0' of the dev mnemonic) signs; default: the remembered one, else 0. */
  accountIndex?: number
  /** Asks the person; an ApproveRequest (the function the EVM provider takes) fits. Resolve true to go ahead; false rejects (code 4001). */
  approve: (request: SolanaPendingRequest) => Promise<boolean>
  /** Default 'Foyer Dev Wallet': the EVM wallet's name, so Foyer's modal shows both as one multi-chain wallet. */
  name?: string
  /** A base64 data: URI (the Wallet Standard allows no other); default the dev wallet's icon. */
  icon?: WalletIcon
  /** The requesting page's origin, shown in approvals and the SIWS domain default; defaults to location.origin. */
  origin?: string
  /**
   * Remember the authorization and account across reloads (so `standard:connect` with `silent` reconnects) under
   * `storageKey` in `storage` (default localStorage). Nothing is remembered unless one of the two is given.
   */
  storageKey?: string
  storage?: DevWalletStorage
}

/** Controls a test or the console uses to act as the person using the wallet, outside any app request. */
export type DevSolanaWalletControls = {
  /** The selected account's base58 address (whether or not an app is connected). */
  readonly address: string
  readonly accountIndex: number
  readonly connected: boolean
  /** Selects another dev account; a connected app gets a `change` event with the new account. */
  switchAccount(index: number): void
  /** Revokes the app's connection as the wallet's own "disconnect site" would; a connected app gets `change` with no accounts. */
  disconnect(): void
}

export type DevSolanaWalletFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature &
  SolanaSignInFeature

/** A Wallet Standard wallet (register it with the window protocol) plus the dev controls. */
export type DevSolanaWallet = Wallet & {
  readonly features: DevSolanaWalletFeatures
  readonly devWallet: DevSolanaWalletControls
}
