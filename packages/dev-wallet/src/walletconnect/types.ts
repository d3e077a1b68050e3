import type { Core } from '@walletconnect/core'
import type { WalletKit } from '@reown/walletkit'
import type {
  DevWalletApprovalRequest,
  DevWalletChain,
  WalletConnectAuthenticateRequest,
  WalletConnectProposalRequest,
} from '../types.js'

export type CreateDevWalletKitOptions = {
  /** The relay, e.g. the Foyer dev relay "ws://127.0.0.1:8787". */
  relayUrl: string
  /** Default 'foyer-dev' (a dev relay ignores it). */
  projectId?: string
  /** The EVM chains the wallet offers (and sends transactions to). */
  evmChains: readonly DevWalletChain[]
  /** The Solana chains (CAIP-2 ids) and the RPC signAndSendTransaction sends to; without it the wallet is EVM only. */
  solana?: { rpcUrl: string; chains: readonly string[] }
  /**
   * Asks the person: proposals (kind 'wc_proposal'), one-click sign-ins (kind 'wc_authenticate') and every request (the
   * EVM / Solana pending requests).
   */
  approve: (request: DevWalletApprovalRequest) => Promise<boolean>
  /** WalletConnect's key-value storage (sessions, keys); default the SDK's (IndexedDB in a page, a file in Node). */
  storage?: WalletConnectStorage
  /** Default 'foyer-dev-wallet': keeps this wallet's records apart from a dapp client's on the same origin. */
  customStoragePrefix?: string
  /** Which dev account signs (EVM m/44'/60'/0'/0/i and Solana m/44'/501'/i'/0'); default 0. */
  accountIndex?: number
  /** Default location.origin in a page, else 'http://127.0.0.1'. */
  url?: string
  /**
   * Whether the wallet answers one-click sign-in requests (`wc_sessionAuthenticate`); default true. With false it
   * behaves like a wallet that predates them: the SDK hands it the session proposal that comes with the request, and
   * the dapp gets a plain session (no signatures).
   */
  oneClickSignIn?: boolean
}

/** An active session as the wallet page lists it. */
export type DevWalletKitSession = {
  topic: string
  dapp: { name: string; url: string; icons: readonly string[] }
  chains: string[]
  accounts: string[]
  /** Seconds since the epoch. */
  expiry: number
}

export type DevWalletKitEvents = {
  /** The active sessions changed (approved, deleted by either side, expired, accounts updated). */
  sessions: (sessions: DevWalletKitSession[]) => void
  /** A proposal expired before it was answered. */
  proposal_expire: (id: number) => void
  /**
   * The dapp gave up on a proposal that was not answered yet (it deleted the pairing: it made a new QR code, or the
   * person left its connection view). Answering it would reach nobody, so the wallet sends nothing when it is answered.
   */
  proposal_withdrawn: (dapp: WalletConnectProposalRequest['dapp']) => void
  /** The person's answer to a proposal reached the relay (approved: the session exists). */
  proposal_answered: (dapp: WalletConnectProposalRequest['dapp'], approved: boolean) => void
  /**
   * The person's answer to a one-click sign-in reached the relay; approved: the session exists and these are the
   * messages signed (one per chain, with their signatures).
   */
  authenticate_answered: (
    dapp: WalletConnectAuthenticateRequest['dapp'],
    approved: boolean,
    signed: readonly { chain: string; message: string; signature: string }[],
  ) => void
  /** Something failed outside any request (e.g. approving a session); the page shows it. */
  error: (error: Error) => void
}

export type DevWalletKit = {
  walletKit: WalletKitInstance
  /** Pairs with a `wc:` URI; the proposal that follows goes to `approve`. */
  pair(uri: string): Promise<void>
  sessions(): DevWalletKitSession[]
  /** Disconnects one session, or all of them, from the wallet's side (the dapp gets session_delete). */
  disconnect(topic?: string): Promise<void>
  /** Selects another dev account: every session is updated and gets accountsChanged. */
  switchAccount(index: number): Promise<void>
  readonly accountIndex: number
  /** The selected EVM and Solana dev addresses. */
  readonly addresses: { evm: string; solana?: string }
  on<E extends keyof DevWalletKitEvents>(event: E, listener: DevWalletKitEvents[E]): () => void
}

type CoreOptions = NonNullable<ConstructorParameters<typeof Core>[0]>
/** WalletConnect's key-value storage interface (getKeys, getEntries, getItem, setItem, removeItem). */
export type WalletConnectStorage = NonNullable<CoreOptions['storage']>
export type WalletKitInstance = Awaited<ReturnType<typeof WalletKit.init>>
export type Session = ReturnType<WalletKitInstance['getActiveSessions']>[string]
export type Namespaces = Session['namespaces']
