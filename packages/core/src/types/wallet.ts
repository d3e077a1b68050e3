// Wallets as the Connect view knows them: connectors the adapters discover, the host's own, exclusions, sections.
import type { DirectoryWallet } from '../api/wallets.js'
import type { ChainNamespace } from './chain.js'

/** Spec §3 "Connector types", plus WALLET_CONNECT / AUTH / CUSTOM for the other sections. */
export type ConnectorType = 'MULTI_CHAIN' | 'ANNOUNCED' | 'INJECTED' | 'EXTERNAL' | 'WALLET_CONNECT' | 'AUTH'

/** A way to connect a wallet, as an adapter discovered it. */
export interface Connector {
  /** Unique within the client. For EIP-6963 wallets: the rdns. */
  id: string
  name: string
  type: ConnectorType
  /** Namespaces this connector can connect (a MULTI_CHAIN connector has several). */
  chains: ChainNamespace[]
  imageUrl?: string
  rdns?: string
  /** Whether the wallet is present in this browser right now. */
  installed: boolean
  /** Readiness for wallets that report it (Solana: Unsupported, Loadable, Installed, NotDetected). */
  readyState?: 'Unsupported' | 'Loadable' | 'Installed' | 'NotDetected'
  /** Set when the connector was merged from several adapters' connectors of the same wallet. */
  connectors?: Connector[]
}

/** A wallet the host adds by hand (spec "customWallets"). */
export interface CustomWallet {
  id: string
  name: string
  homepage?: string
  imageUrl?: string
  mobileLink?: string
  desktopLink?: string
  webappLink?: string
  rdns?: string
}

/** An entry of the spec's "excludedWallets": matched by rdns or by case-insensitive name. */
export interface ExcludedWallet {
  rdns?: string
  name?: string
}

export type WalletSectionName =
  | 'walletConnect'
  | 'recent'
  | 'injected'
  | 'featured'
  | 'custom'
  | 'external'
  | 'recommended'

/** A section of the Connect view, in the spec's order. */
export interface WalletSection {
  name: WalletSectionName
  wallets: WalletListItem[]
}

export interface WalletListItem {
  id: string
  name: string
  imageUrl?: string
  type: ConnectorType | 'CUSTOM' | 'RECOMMENDED'
  installed: boolean
  chains: ChainNamespace[]
  isRecent: boolean
  connector?: Connector
  custom?: CustomWallet
  /** Set for a wallet of the server's directory (not in this browser): connected over WalletConnect with its links. */
  directory?: DirectoryWallet
  /** Readiness of a wallet without a connector that reports it (a directory Solana wallet: NotDetected or Loadable). */
  readyState?: Connector['readyState']
}
