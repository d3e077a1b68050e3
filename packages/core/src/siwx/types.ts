// The SIWX ("sign in with X") contract: one interface for every namespace. A host passes an object of this shape as
// `options.siwx`; `createDefaultSiwx()` builds one from swappable parts (messenger, verifiers, storage).
import type { CaipNetworkId, ChainNamespace, FoyerStorage } from '../types.js'

/** The fields of a sign-in message (EIP-4361 for eip155, Sign In With Solana for solana; CAIP-122 in general). */
export interface SIWXMessageData {
  /** The signing account, without the CAIP prefix (EIP-55 for EVM, base58 for Solana). */
  accountAddress: string
  /** CAIP-2 id of the chain signed in on, e.g. `eip155:1`. */
  chainId: CaipNetworkId
  /** RFC 3986 authority asking for the sign-in (the page's host). */
  domain: string
  /** RFC 3986 URI the sign-in is for (the page's URL). */
  uri: string
  /** '1' for EIP-4361 and SIWS. */
  version: string
  /** At least 8 alphanumeric characters, fresh for every message. */
  nonce: string
  statement?: string
  /** RFC 3339 times. */
  issuedAt?: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: string[]
}

/** A message about to be signed: its fields and the exact text the wallet signs. */
export interface SIWXMessage extends SIWXMessageData {
  toString(): string
}

/** A CAIP-74 object capability, as WalletConnect's one-click sign-in returns it. */
export interface Cacao {
  h: { t: 'caip122' | 'eip4361' | (string & {}) }
  p: {
    domain: string
    aud: string
    nonce: string
    iss: string
    version?: string
    iat?: string
    nbf?: string
    exp?: string
    statement?: string
    requestId?: string
    resources?: string[]
  }
  /** `t`: 'eip191' | 'eip1271' | …, `s`: the signature. */
  s: { t: string; s: string; m?: string }
}

/** Spec: a session is `data`, `message`, `signature` and an optional `cacao`. */
export interface SIWXSession {
  data: SIWXMessageData
  /** The exact text that was signed. */
  message: string
  /** Hex (EVM) or base58 (Solana) signature of `message`. */
  signature: string
  cacao?: Cacao
}

/**
 * What a sign-in asks for before the account is known: WalletConnect's one-click sign-in (session authenticate) sends
 * these fields with the pairing, and the wallet writes one EIP-4361 message per chain from them and its account. The
 * wallet's SDK stamps `Issued At` itself (the CACAO carries it), and a wallet adds its own ReCap line to `statement` and
 * a `urn:recap:` entry to `resources`; the session stores the message exactly as the wallet signed it.
 */
export interface SIWXAuthRequest {
  domain: string
  uri: string
  /** At least 8 alphanumeric characters, fresh for every request. */
  nonce: string
  statement?: string
  /** RFC 3339 times. */
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: string[]
}

/** The host-facing SIWX interface (spec "Global options": siwx). */
export interface SIWXConfig {
  createMessage(input: { accountAddress: string; chainId: CaipNetworkId }): Promise<SIWXMessage>
  /**
   * The fields of a sign-in made before connecting (WalletConnect one-click sign-in, on eip155 chains only). Without
   * this member (or when it resolves undefined) Foyer connects first and asks for the signature afterwards.
   */
  getAuthRequest?(input: { chainIds: CaipNetworkId[] }): Promise<SIWXAuthRequest | undefined>
  /** Verifies and stores; rejects (storing nothing) when the session does not verify. */
  addSession(session: SIWXSession): Promise<void>
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
  /** Replaces every stored session (e.g. with the ones a server vouches for). */
  setSessions(sessions: SIWXSession[]): Promise<void>
  /** Only verified, unexpired sessions of this account on this chain. */
  getSessions(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]>
  /** Whether the person must sign in to use the app (default false): the modal then cannot be closed without it. */
  getRequired?(): boolean
  /** Whether disconnecting a wallet also revokes its sessions (default true). */
  signOutOnDisconnect?: boolean
  /**
   * Called once by the client this config is given to, before anything else: the adapters' verifiers (and message
   * formats), and the client's storage, already scoped to its `id`. `createDefaultSiwx()` uses both where the host gave
   * none of its own; a host's own config may leave this out.
   */
  attachClient?(client: SIWXClientAttachment): void
}

/** What a client hands its SIWX config (see SIWXConfig.attachClient). */
export interface SIWXClientAttachment {
  verifiers: SIWXVerifier[]
  /** The client's storage (null while server rendering); read it on use, not once. */
  storage(): FoyerStorage | null
}

/** Checks a session's signature for one namespace (the EVM and Solana adapters ship one each). */
export interface SIWXVerifier {
  readonly chainNamespace: ChainNamespace
  /** Resolves false (never throws) when the signature, message or fields do not hold. */
  verify(session: SIWXSession): Promise<boolean>
  /** The namespace's message text for these fields (SIWS for Solana); the default messenger uses it. */
  formatMessage?(data: SIWXMessageData): string | Promise<string>
}

/** Makes the message for an account: domain and uri from the page, a fresh nonce, the configured statement and expiry. */
export interface SIWXMessenger {
  createMessage(input: { accountAddress: string; chainId: CaipNetworkId }): Promise<SIWXMessage>
  /** The same fields without an account, for a sign-in made while connecting (see SIWXConfig.getAuthRequest). */
  getAuthRequest?(input: { chainIds: CaipNetworkId[] }): Promise<SIWXAuthRequest | undefined>
}

/** Where the default SIWX keeps sessions. Local storage by default; the server issue adds a remote one. */
export interface SIWXStorage {
  add(session: SIWXSession): Promise<void>
  set(sessions: SIWXSession[]): Promise<void>
  get(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]>
  delete(chainId: CaipNetworkId, address: string): Promise<void>
}
