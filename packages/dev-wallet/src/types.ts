import type { Address, Hex, TypedDataDomain } from 'viem'
import type { BitcoinPendingRequest } from './bitcoin/types.js'

/** A chain the wallet can talk to: it sends every read and signed transaction to `rpcUrl`. */
export type DevWalletChain = {
  id: number
  name: string
  rpcUrl: string
}

/** eth_sendTransaction's parameter with quantities decoded. */
export type TransactionParams = {
  from?: Address
  /** Absent or null: contract creation. */
  to?: Address | null
  value?: bigint
  data?: Hex
  gas?: bigint
  nonce?: number
  gasPrice?: bigint
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
  chainId?: number
}

/** eth_signTypedData_v4's payload, parsed from its JSON. */
export type TypedDataPayload = {
  domain: TypedDataDomain
  types: Record<string, readonly { name: string; type: string }[]>
  primaryType: string
  message: Record<string, unknown>
}

type PendingRequestBase = {
  /** Increasing per provider; lets a UI key its cards. */
  id: number
  /** The requesting page's origin, e.g. "http://127.0.0.1:5173". */
  origin: string
  /** The account that would sign or be shared. */
  account: Address
  accountIndex: number
  /** The chain the wallet is on when the request arrives (a send goes to this chain even if the wallet moves meanwhile). */
  chain: { id: number; name: string }
}

/** A request that needs the person's yes or no, passed to the `approve` callback. */
export type PendingRequest = PendingRequestBase &
  (
    | { method: 'eth_requestAccounts' | 'wallet_requestPermissions' }
    | { method: 'personal_sign'; message: Hex }
    | { method: 'eth_signTypedData_v4'; typedData: TypedDataPayload }
    | { method: 'eth_sendTransaction'; transaction: TransactionParams }
    | { method: 'wallet_addEthereumChain'; chainToAdd: DevWalletChain }
  )

/** What a Solana request asks, in the words of the `kind` field of {@link SolanaPendingRequest}. */
export type SolanaRequestKind =
  | 'solana_connect'
  | 'solana_signMessage'
  | 'solana_signTransaction'
  | 'solana_signAndSendTransaction'
  | 'solana_signIn'

/** The fields of a Sign In With Solana request the wallet puts into the message (the Wallet Standard's SolanaSignInInput). */
export type SolanaSignInFields = {
  domain: string
  address: string
  statement?: string
  uri?: string
  version?: string
  chainId?: string
  nonce?: string
  issuedAt?: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: readonly string[]
}

type SolanaPendingRequestBase = {
  /** Increasing per wallet; lets a UI key its cards. */
  id: number
  /** Always 'solana': tells these apart from the EVM requests, which have `method` instead of `kind`. */
  namespace: 'solana'
  /** The requesting page's origin, e.g. "http://127.0.0.1:5173". */
  origin: string
  /** The account (base58 address) that would sign or be shared. */
  account: string
  accountIndex: number
  /** The chain the request names, or the wallet's first chain: a CAIP-2 id such as "solana:localnet". */
  chain: string
}

/** A Solana (Wallet Standard) request that needs the person's yes or no, passed to the same `approve` callback. */
export type SolanaPendingRequest = SolanaPendingRequestBase &
  (
    | { kind: 'solana_connect' }
    | { kind: 'solana_signMessage'; message: Uint8Array }
    | { kind: 'solana_signTransaction' | 'solana_signAndSendTransaction'; transaction: Uint8Array }
    | { kind: 'solana_signIn'; signIn: SolanaSignInFields; message: string }
  )

/**
 * Asks the person about one request (EVM requests have `method`, Solana and Bitcoin ones `kind` and `namespace`).
 * Resolve true to go ahead; false rejects the request with code 4001.
 */
export type ApproveRequest = (
  request: PendingRequest | SolanaPendingRequest | BitcoinPendingRequest,
) => Promise<boolean>

/**
 * A WalletConnect session proposal waiting for the person's answer (the WalletConnect wallet page's first card).
 * `chains` and `methods` are what the wallet would approve (the dapp's request intersected with what the wallet supports).
 */
export type WalletConnectProposalRequest = {
  id: number
  kind: 'wc_proposal'
  namespace: 'walletconnect'
  /** The dapp's metadata as it sent it (not verified: a dev relay has no Verify server). */
  dapp: { name: string; url: string; icons: readonly string[]; description?: string }
  /** CAIP-2 chain ids, e.g. "eip155:31337", "solana:3m18…". */
  chains: readonly string[]
  methods: readonly string[]
  events: readonly string[]
  /** CAIP-10 accounts the session would share. */
  accounts: readonly string[]
}

/**
 * A WalletConnect one-click sign-in (`wc_sessionAuthenticate`): connect and sign in with one answer. Approving signs
 * one EIP-4361 message per chain in `messages` (the chains the wallet has, in the dapp's order) with the selected dev
 * account and opens a session for them.
 */
export type WalletConnectAuthenticateRequest = {
  id: number
  kind: 'wc_authenticate'
  namespace: 'walletconnect'
  /** The dapp's metadata as it sent it (not verified: a dev relay has no Verify server). */
  dapp: { name: string; url: string; icons: readonly string[]; description?: string }
  /** The site the sign-in is for, as the message names it. */
  domain: string
  /** The dapp's own statement (before the wallet adds the methods it authorizes), if any. */
  statement?: string
  /** CAIP-2 chain ids the wallet would sign in on. */
  chains: readonly string[]
  /** The EIP-55 address that signs. */
  account: string
  /** The exact text signed on each chain. */
  messages: readonly { chain: string; message: string }[]
}

/** Everything the approval panel can be asked about: EVM requests, Solana requests and WalletConnect proposals and sign-ins. */
export type DevWalletApprovalRequest =
  | PendingRequest
  | SolanaPendingRequest
  | BitcoinPendingRequest
  | WalletConnectProposalRequest
  | WalletConnectAuthenticateRequest
