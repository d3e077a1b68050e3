import type { Wallet, WalletIcon } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'
import type { DevWalletStorage } from '../remembered-state.js'
import type {
  BitcoinAddressPurpose,
  BitcoinConnectFeature,
  BitcoinSignMessageFeature,
  BitcoinSignTransactionFeature,
} from './features.js'
import type { BitcoinWalletChain } from './networks.js'

/** What a Bitcoin request asks, in the words of the `kind` field of {@link BitcoinPendingRequest}. */
export type BitcoinRequestKind = 'bitcoin_connect' | 'bitcoin_signMessage' | 'bitcoin_signTransaction'

/** One side of a PSBT as the approval card shows it. */
export type BitcoinTransactionSummary = {
  /** The inputs the wallet would sign: their index, the address they spend from and its amount when the PSBT says. */
  signing: { index: number; address: string; sats?: bigint }[]
  outputs: { address?: string; sats: bigint }[]
  /** Known when every input carries its previous output. */
  feeSats?: bigint
  broadcast: boolean
}

type BitcoinPendingRequestBase = {
  /** Increasing per wallet; lets a UI key its cards. */
  id: number
  /** Always 'bitcoin': tells these apart from the EVM (`method`) and Solana (`namespace: 'solana'`) requests. */
  namespace: 'bitcoin'
  /** The requesting page's origin, e.g. "http://127.0.0.1:5173". */
  origin: string
  /** The selected account's payment address. */
  account: string
  accountIndex: number
  /** The wallet's chain for the request, e.g. "bitcoin:regtest". */
  chain: BitcoinWalletChain
}

/** A Bitcoin (Wallet Standard) request that needs the person's yes or no, passed to the same `approve` callback. */
export type BitcoinPendingRequest = BitcoinPendingRequestBase &
  (
    | { kind: 'bitcoin_connect'; purposes: readonly BitcoinAddressPurpose[] }
    | { kind: 'bitcoin_signMessage'; address: string; message: Uint8Array }
    | { kind: 'bitcoin_signTransaction'; psbt: Uint8Array; summary: BitcoinTransactionSummary }
  )

export type CreateDevBitcoinWalletOptions = {
  /**
   * The Esplora API `broadcast: true` sends to, e.g. @foyer/devnet's http://127.0.0.1:8790. Without it the wallet
   * signs but refuses to broadcast.
   */
  esploraUrl?: string
  /** The chain the wallet starts on (default 'bitcoin:regtest', the Foyer Bitcoin devnet's). */
  chain?: BitcoinWalletChain
  /** Which dev account (m/84'/coin'/0'/0/i and m/86'/coin'/0'/0/i) is selected; default: the remembered one, else 0. */
  accountIndex?: number
  /** Asks the person; an ApproveRequest fits. Resolve true to go ahead; false rejects (code 4001). */
  approve: (request: BitcoinPendingRequest) => Promise<boolean>
  /** Default 'Foyer Dev Wallet': the EVM and Solana wallets' name, so Foyer's modal shows one multi-chain wallet. */
  name?: string
  /** A base64 data: URI (the Wallet Standard allows no other); default the dev wallet's icon. */
  icon?: WalletIcon
  /** The requesting page's origin, shown in approvals; defaults to location.origin. */
  origin?: string
  /** Remember the authorization, purposes, account and chain across reloads under `storageKey` in `storage`. */
  storageKey?: string
  storage?: DevWalletStorage
}

/** Controls a test or the console uses to act as the person using the wallet, outside any app request. */
export type DevBitcoinWalletControls = {
  /** The selected account's payment (BIP-84) address on the current chain. */
  readonly address: string
  /** The selected account's ordinals (BIP-86 taproot) address on the current chain. */
  readonly ordinalsAddress: string
  readonly accountIndex: number
  readonly chain: BitcoinWalletChain
  readonly connected: boolean
  /** Selects another dev account; a connected app gets a `change` event with the new accounts. */
  switchAccount(index: number): void
  /** Moves the wallet to another network (the addresses change with it); a connected app gets `change`. */
  switchChain(chain: BitcoinWalletChain): void
  /** Revokes the app's connection; a connected app gets `change` with no accounts. */
  disconnect(): void
}

export type DevBitcoinWalletFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  BitcoinConnectFeature &
  BitcoinSignMessageFeature &
  BitcoinSignTransactionFeature

/** A Wallet Standard wallet (register it with the window protocol) plus the dev controls. */
export type DevBitcoinWallet = Wallet & {
  readonly features: DevBitcoinWalletFeatures
  readonly devWallet: DevBitcoinWalletControls
}
