// The shapes the WalletConnect controller works with: the slice of UniversalProvider it uses (written out, so no
// @walletconnect type is imported statically and the SDK stays a lazy chunk), what the client gives it, and what it
// gives back.
import type { Cacao, SIWXSession } from '../siwx/types.js'
import type {
  ChainDefinition,
  ChainNamespace,
  ConnectionState,
  FoyerStorage,
  Logger,
  ResolvedOptions,
} from '../types.js'
import type { FoyerTestSwitches } from '../client/test-switches.js'
import type { WcNamespaceAccounts, WcPeerMetadata, WcSessionNamespaces } from './namespaces.js'

/** The SDK's key-value storage interface (IKeyValueStorage), for hosts and tests that bring their own. */
export interface WcKeyValueStorage {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

/** The slice of UniversalProvider core uses (written out so no @walletconnect type is imported statically). */
export interface WcSession {
  topic: string
  namespaces: WcSessionNamespaces
  peer?: { metadata?: WcPeerMetadata }
}
export interface WcProvider {
  session?: WcSession
  client?: {
    on?(event: string, listener: (e: { topic?: string }) => void): void
    core?: {
      pairing?: { disconnect(args: { topic: string }): Promise<void> }
      relayer?: {
        on(event: string, listener: (e: { topic?: string }) => void): void
        transportClose?(): Promise<void>
      }
    }
  }
  connect(args: { optionalNamespaces: Record<string, unknown> }): Promise<WcSession | undefined>
  /** One-click sign-in: a session proposal and a sign-in request in one pairing (eip155 only). */
  authenticate?(params: Record<string, unknown>): Promise<{ session?: WcSession; auths?: Cacao[] }>
  disconnect(): Promise<void>
  request<T = unknown>(args: { method: string; params?: unknown }, chain?: string): Promise<T>
  on(event: string, listener: (...args: never[]) => void): void
}

export interface WcHost {
  options: ResolvedOptions
  storage: () => FoyerStorage | null
  logger: Logger
  connection: {
    get(): ConnectionState
    set(patch: Partial<ConnectionState>): void
  }
  /** The network the app shows now (its chain goes first in the proposal). */
  activeNetwork(): ChainDefinition
  /** Chain reference each connected namespace is on now (kept when the wallet updates the session). */
  currentChains(): Record<string, string>
  /** The approved (or restored) accounts of each namespace; `method` is set for a fresh connection. */
  onSession(
    accounts: WcNamespaceAccounts[],
    peer: WcPeerMetadata | undefined,
    method: 'qrcode' | 'mobile' | undefined,
  ): void
  onAccountsChanged(ns: ChainNamespace, addresses: string[], chainId: string | undefined): void
  onChainChanged(ns: ChainNamespace, chainId: string): void
  /** The session ended (wallet disconnect, expiry, or ours): clear these namespaces. */
  onSessionEnded(namespaces: ChainNamespace[], initiator: 'wallet' | 'app'): void
  /** One-click sign-in stored these sessions (verified by options.siwx) just before the session is applied. */
  onSiwxSessions?(sessions: SIWXSession[]): void
  /** Test switches ('@foyer/core/testing'). */
  switches: Pick<FoyerTestSwitches, 'walletConnectTestMode' | 'wcPairingLifetimeMs' | 'wcStorage' | 'wcLoadSdk'>
}

export interface WalletConnectController {
  connect(args?: { method?: 'qrcode' | 'mobile' }): Promise<void>
  /** Abandons a pending connection attempt (its promise rejects) and clears the pairing state. */
  cancel(): void
  /** On start: restores a stored session when core left its marker; resolves quickly otherwise. */
  restore(): Promise<void>
  request(args: { method: string; params?: unknown }, chain: string): Promise<unknown>
  disconnect(): Promise<void>
  /** Namespaces the current session carries. */
  namespaces(): ChainNamespace[]
  /** CAIP-2 chains the session has accounts on. */
  chains(): string[]
  destroy(): void
}
