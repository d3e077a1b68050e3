// The chain adapter contract (packages/evm, packages/solana implement it) and what it exchanges with the client.
import type { SIWXMessageData, SIWXVerifier } from '../siwx/types.js'
import type { ChainNamespace, ChainDefinition } from './chain.js'
import type { Connector } from './wallet.js'
import type { AccountType } from './state.js'
import type { FoyerStorage, PlatformInfo } from './options.js'

/** What an adapter gets from the client when it starts. */
export interface AdapterContext {
  networks: ChainDefinition[]
  storage: FoyerStorage | null
  platform: PlatformInfo
  logger: Logger
  /** The adapter's connectors changed (discovery, a late EIP-6963 announcement, a disconnect). */
  setConnectors(connectors: Connector[]): void
  /** The wallet changed account(s) or chain on its own. An empty address list means it disconnected. */
  onAccountsChanged(event: {
    addresses: string[]
    chainId?: number | string
    /** As ConnectResult's: the spec's account type of each address. */
    accountTypes?: Record<string, AccountType>
  }): void
  onChainChanged(chainId: number | string): void
  onDisconnect(): void
}

export interface ConnectResult {
  address: string
  /** All addresses the wallet exposed, the active one first. */
  addresses?: string[]
  chainId: number | string
  /** The spec's account type of each address (bip122: `payment`, `ordinal`); an address without one is `eoa`. */
  accountTypes?: Record<string, AccountType>
}

export interface BalanceResult {
  /** Smallest units as a decimal string (wei, lamports, sats). */
  value: string
  decimals: number
  symbol: string
  /** Human-readable amount, e.g. "10000.0". */
  formatted: string
}

/** A fungible token (ERC-20, SPL mint, …) as an adapter reports it. */
export interface TokenInfo {
  /** Contract address or mint. */
  address: string
  symbol: string
  decimals: number
  name?: string
  imageUrl?: string
}

export interface TokenBalance extends BalanceResult {
  token: TokenInfo
}

export interface SendArgs {
  /** Sender (the connected account). */
  address: string
  network: ChainDefinition
  /** Recipient. */
  to: string
  /** Human-readable amount in the token's units, e.g. "1.5". */
  amount: string
  /** The token to send; the native currency when absent. */
  token?: TokenInfo
  /**
   * Set when the namespace is connected through WalletConnect: the adapter builds the transfer for `address` and has
   * the wallet sign and submit it through this session request instead of the adapter's own wallet connection.
   */
  walletRequest?: (args: { method: string; params?: unknown }) => Promise<unknown>
}

export type TransactionStatus = 'pending' | 'confirmed' | 'failed'

export interface ChainAdapter {
  readonly namespace: ChainNamespace
  /** Start discovery and listen for wallet events. Called once from `client.start()`, in the browser. */
  setup(context: AdapterContext): void | Promise<void>
  connect(args: { connectorId: string; chainId?: number | string }): Promise<ConnectResult>
  /** Restore the last connection without prompting, or `null`. */
  reconnect(args: { connectorId: string }): Promise<ConnectResult | null>
  disconnect(): Promise<void>
  switchNetwork(network: ChainDefinition): Promise<void>
  getBalance(args: { address: string; network: ChainDefinition }): Promise<BalanceResult>
  /** A raw request to the connected wallet (already gated by the client). */
  request(args: { method: string; params?: unknown }): Promise<unknown>
  signMessage?(args: { message: string; address: string }): Promise<string>
  /** Non-native token balances of an account (for the Send view's token picker). */
  getTokenBalances?(args: { address: string; network: ChainDefinition }): Promise<TokenBalance[]>
  /** Whether `address` is a well-formed account address of this namespace (recipient validation). */
  isValidAddress?(address: string): boolean
  /**
   * Why `address` is not a recipient here, in words for the person (e.g. "This is a Bitcoin Testnet address, not a
   * Bitcoin address"), or undefined when the adapter has nothing more to say than "not valid".
   */
  describeInvalidAddress?(address: string): string | undefined
  /**
   * Builds, has the wallet sign and submits a transfer; resolves with its id (signature or hash) once submitted.
   * Rejects with the spec's texts for the checks it makes before asking the wallet.
   */
  sendToken?(args: SendArgs): Promise<{ id: string }>
  /**
   * The most the transfer's network fee can be, in the native currency (formatted like balances), for the Send view to
   * show before the person confirms; native Max can send the balance less this. An amount or recipient not settled yet
   * is estimated as the adapter explains.
   */
  estimateSendFee?(args: SendArgs): Promise<BalanceResult>
  /** One look at a submitted transaction's status (the client polls it every second). */
  getTransactionStatus?(args: { id: string; network: ChainDefinition }): Promise<TransactionStatus>
  /** Checks sign-in sessions of this namespace (used by `createDefaultSiwx()` when the host gives no verifiers). */
  readonly siwxVerifier?: SIWXVerifier
  /** Whether `address` is a contract (smart) account on `network` (an EIP-7702-delegated EOA is not); sign-in failures then say so. */
  isSmartAccount?(args: { address: string; network: ChainDefinition }): Promise<boolean>
  /**
   * One-step sign-in for wallets that format and sign the message themselves (Solana's `solana:signIn`). Resolves
   * with the text the wallet signed, the signature (in the verifier's encoding) and the fields as the wallet wrote
   * them; undefined from `canSignIn` means the flow falls back to `signMessage`.
   */
  canSignIn?(): boolean
  signIn?(data: SIWXMessageData): Promise<{ message: string; signature: string; data: SIWXMessageData }>
  destroy?(): void
}

export interface Logger {
  error(...args: unknown[]): void
  warn(...args: unknown[]): void
  info(...args: unknown[]): void
  debug(...args: unknown[]): void
}
