// The client's state: one zustand vanilla store per concern.
import type { StoreApi } from 'zustand/vanilla'
import type { SIWXMessage, SIWXSession } from '../siwx/types.js'
import type { ChainNamespace, CaipNetworkId, CaipAddress, ChainDefinition } from './chain.js'
import type { Connector } from './wallet.js'
import type { AuthUser } from '../auth/types.js'
import type { SocialProvider } from './options.js'

/**
 * The views the modal has. The spec names more (WhatIsAWallet); each joins this list with the feature that fills it,
 * so no view promises what the build cannot do. The login views (EmailVerifyOtp … AccountSettings) need the host's `auth`.
 */
export type ViewName =
  | 'Connect'
  | 'AllWallets'
  | 'ConnectingExternal'
  | 'ConnectingMultiChain'
  | 'ConnectingWalletConnect'
  | 'ConnectingWalletConnectBasic'
  | 'ConnectingSiwe'
  | 'SIWXSignMessage'
  | 'Account'
  | 'Networks'
  | 'SwitchNetwork'
  | 'UnsupportedChain'
  | 'WalletSend'
  | 'WalletReceive'
  | 'Buy'
  | 'ChooseName'
  | 'Swap'
  | 'EmailVerifyOtp'
  | 'ConnectingSocial'
  | 'ConnectingFarcaster'
  | 'ApproveTransaction'
  | 'AccountSettings'

export interface RouterData {
  connectorId?: string
  network?: CaipNetworkId
  [key: string]: unknown
}

export interface RouterState {
  view: ViewName
  data: RouterData | undefined
  history: { view: ViewName; data: RouterData | undefined }[]
}

export interface ModalState {
  open: boolean
}

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'

/** Spec §3 "Connection state". */
export interface ConnectionState {
  /** The `wc:` pairing URI to show as a QR / copy / deep link while a WalletConnect attempt waits; replaced when it expires. */
  wcUri: string | undefined
  /** When `wcUri` stops being valid (ms since the epoch); a fresh URI (and expiry) replaces it by then. */
  wcPairingExpiry: number | undefined
  /** The deep link to the wallet of the WalletConnect session (the mobile tab's choice, else the wallet's redirect). */
  wcLinking: { name: string; href: string } | undefined
  /** The wallet of the last successful connection (for WalletConnect: from the peer's metadata). */
  recentWallet: RecentWallet | undefined
  status: ConnectionStatus
  /** The WalletConnect relay gave no pairing URI within `relayTimeoutMs`: the view shows an error with a retry. */
  wcError: boolean
  /**
   * The wallet answered the proposal (its first message arrived on the pairing topic) and core is applying the
   * session. WalletConnect v2 tells the dapp nothing when a wallet merely scans, so this is short-lived.
   */
  buffering: boolean
  /** Connector being connected or connected. */
  connectorId: string | undefined
  /** Error text (a spec §8 text) of the last failed connection attempt. */
  error: string | undefined
  /** True when the last attempt failed because the person rejected it in the wallet. */
  rejected: boolean
  /**
   * True when the last attempt failed because the wallet already had a request from this site open (EIP-1193's
   * -32002, which MetaMask and others answer to a second connection request): it has to be finished or closed in
   * the wallet before a new one can succeed.
   */
  pendingInWallet: boolean
}

export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal' | 'stx'

/**
 * Spec §3 "Account state", one per namespace: the fields a built feature writes. The spec's currentTab, tokenBalance,
 * smartAccountDeployed, addressLabels, profileName, profileImage, user and socialProvider join with the features that
 * fill them (account views, names, embedded wallet), so no field here is a promise nothing keeps.
 */
export interface AccountState {
  allAccounts: { address: string; type: AccountType; namespace: ChainNamespace }[]
  status: ConnectionStatus | 'reconnecting'
  caipAddress: CaipAddress | undefined
  address: string | undefined
  balance: string | undefined
  balanceSymbol: string | undefined
  /** 'idle' | 'loading' | 'error': the last balance fetch. */
  balanceStatus: 'idle' | 'loading' | 'error'
  /** The spec's default for the namespace (eip155: smartAccount); what a connected wallet is, is in allAccounts. */
  preferredAccountType: AccountType
  connectorId: string | undefined
  /** The account's name from the blockchain API's identity (spec §3), when it has one and the host set `apiUrl`. */
  profileName?: string
  /** Its avatar URL, likewise. */
  profileImage?: string
  /** The Account view's tab: 0 Tokens, 1 NFTs, 2 Activity (spec "currentTab"). */
  currentTab?: number
  /** The logged-in person, when the account is the embedded wallet's (the host's `auth`). */
  user?: AuthUser
  /** The social login used, when the person logged in with one (spec "socialProvider"). */
  socialProvider?: SocialProvider
  /** Whether the embedded wallet's smart account has code on the chain yet (its first transaction deploys it). */
  smartAccountDeployed?: boolean
}

export interface ChainsState {
  networks: ChainDefinition[]
  activeNamespace: ChainNamespace
  activeNetwork: ChainDefinition
  /** The wallet is on a chain not in `networks` (its CAIP-2 id), or undefined. */
  unsupportedChainId: CaipNetworkId | undefined
}

export interface ConnectorsState {
  /** Every connector the adapters found, merged and deduplicated, custom wallets excluded. */
  connectors: Connector[]
  recentWallets: RecentWallet[]
}

/** Spec §3 "Recent wallet". */
export interface RecentWallet {
  id: string
  name?: string
  imageUrl?: string
}

/** Where a send stands: checked and signed by the wallet ('signing'), submitted ('pending'), then settled. */
export type SendStatus = 'idle' | 'signing' | 'pending' | 'confirmed' | 'failed'

export interface SendState {
  status: SendStatus
  /** Transaction signature or hash once submitted. */
  id: string | undefined
  /** The error text (a spec §8 text where one applies) when status is 'failed' or the wallet refused. */
  error: string | undefined
  /** True when the person declined in the wallet. */
  rejected: boolean
  namespace: ChainNamespace | undefined
}

/**
 * Where sign-in stands for the active account on its chain: 'checking' stored sessions, 'unsigned' (SIWXSignMessage
 * is asking), 'signing' (the wallet decides), 'signed'. 'disabled' when the host gave no `siwx`.
 */
export type SiwxStatus = 'disabled' | 'idle' | 'checking' | 'unsigned' | 'signing' | 'signed'

export interface SiwxState {
  status: SiwxStatus
  /** The verified session of the active account and chain. */
  session: SIWXSession | undefined
  /** The message SIWXSignMessage shows and Sign signs. */
  message: SIWXMessage | undefined
  /** A spec §8 text: 'Signature declined', the smart-account text, or the initialisation failure. */
  error: string | undefined
  /** The host requires sign-in (the modal cannot be closed on the sign view without a session). */
  required: boolean
}

/** A transfer sent from this page, kept until the API's history has it (Activity shows it on top meanwhile). */
export interface LocalTransaction {
  /** Hash or signature. */
  id: string
  caipNetworkId: CaipNetworkId
  from: string
  to: string
  /** Decimal text in the token's units, as sent. */
  amount: string
  symbol: string
  /** Token contract or mint; absent for the native currency. */
  tokenAddress?: string
  /** ISO 8601 time of submission. */
  submittedAt: string
  status: 'pending' | 'confirmed' | 'failed'
}

export interface TransactionsState {
  /** Newest first, at most PENDING_TRANSACTIONS_LIMIT (spec §9: 99). */
  local: LocalTransaction[]
}

export interface FoyerStores {
  modal: StoreApi<ModalState>
  router: StoreApi<RouterState>
  connection: StoreApi<ConnectionState>
  /** Keyed by namespace. */
  accounts: StoreApi<Record<string, AccountState>>
  chains: StoreApi<ChainsState>
  connectors: StoreApi<ConnectorsState>
  send: StoreApi<SendState>
  transactions: StoreApi<TransactionsState>
  siwx: StoreApi<SiwxState>
}
