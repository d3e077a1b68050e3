// The frame ↔ host messages of docs/login-and-embedded-wallet.md ("Frame ↔ host messages"), as types both sides
// import, so the host (src/host/) and the frame (src/frame/) cannot drift apart. Nothing here ever carries a key, a
// seed or a share: the only way key material leaves the frame is shown on the frame's own screen (exportKey).

/** Every message of this protocol carries `foyer: 1`; anything else on the window's message channel is not ours. */
export const PROTOCOL_VERSION = 1 as const

export type LoginProvider = 'email' | OAuthProvider | 'farcaster'

/** The social providers the server's OAuth routes serve (spec's socials less Farcaster, which has its own flow). */
export const OAUTH_PROVIDERS = ['google', 'x', 'discord', 'github', 'apple', 'facebook'] as const
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number]

/** The user's public profile, as the server's login API returns it. */
export interface EmbeddedUser {
  id: string
  email?: string
  provider: LoginProvider
  handle?: string
  createdAt: string
}

export type AccountType = 'eoa' | 'smartAccount'

/**
 * The wallet's public addresses. `smartAccount` is null where no ERC-4337 account is configured for the chain;
 * `smartAccountDeployed` says whether it has code yet (absent when unknown), so the host's session changes when the
 * first user operation deploys it.
 */
export interface EmbeddedAccounts {
  eip155: {
    eoa: `0x${string}`
    smartAccount: `0x${string}` | null
    preferred: AccountType
    smartAccountDeployed?: boolean
  }
  solana: { eoa: string }
}

export interface EmbeddedSession {
  user: EmbeddedUser
  accounts: EmbeddedAccounts
}

export type RpcNamespace = 'eip155' | 'solana'

/** A message with no payload beyond the envelope. */
type Empty = Record<never, never>

/** Requests, host → frame, by type: each one's payload. */
export interface FrameRequestPayloads {
  emailStart: { email: string }
  emailVerify: { email: string; code: string }
  oauthStart: { provider: OAuthProvider }
  oauthClaim: { state: string }
  farcasterStart: Empty
  farcasterWait: { channelToken: string }
  /** The person left ConnectingFarcaster: the frame stops reading the channel (its wait ends with an error). */
  farcasterCancel: { channelToken: string }
  session: Empty
  /** `chainId`: the EVM chain id as a number, or the Solana CAIP-2 reference (the genesis-hash prefix). */
  rpc: { namespace: RpcNamespace; chainId: number | string; method: string; params?: unknown }
  /** `accountType`, not the contract's `type`: that name is the envelope's request type. */
  setAccountType: { namespace: 'eip155'; accountType: AccountType }
  exportKey: Empty
  signOut: Empty
}

/** What each request answers with. */
export interface FrameResults {
  emailStart: { expiresAt: string }
  emailVerify: EmbeddedSession
  oauthStart: { authorizeUrl: string; state: string }
  oauthClaim: EmbeddedSession
  farcasterStart: { url: string; channelToken: string }
  farcasterWait: EmbeddedSession
  farcasterCancel: { ok: true }
  session: EmbeddedSession | null
  rpc: unknown
  setAccountType: EmbeddedAccounts
  /** The key was shown inside the frame (never returned); false when the person closed it before re-authenticating. */
  exportKey: { shown: boolean }
  signOut: { ok: true }
}

export type FrameRequestType = keyof FrameRequestPayloads

export type FrameRequest<T extends FrameRequestType = FrameRequestType> = T extends FrameRequestType
  ? { foyer: typeof PROTOCOL_VERSION; id: string; type: T } & FrameRequestPayloads[T]
  : never

export interface FrameErrorBody {
  code: number
  message: string
}

export type FrameResponse<T extends FrameRequestType = FrameRequestType> =
  | { foyer: typeof PROTOCOL_VERSION; id: string; ok: true; result: FrameResults[T] }
  | { foyer: typeof PROTOCOL_VERSION; id: string; ok: false; error: FrameErrorBody }

/**
 * Events, frame → host. `approvalNeeded` asks the host to show the frame (an approval screen, the export-key screen,
 * or a recovery-code screen: `reason`); `approvalDone` lets it hide the frame again.
 */
export interface FrameEventPayloads {
  ready: Empty
  approvalNeeded: { reason: 'approval' | 'exportKey' | 'recovery' }
  approvalDone: Empty
  sessionChanged: { session: EmbeddedSession | null }
}

export type FrameEventType = keyof FrameEventPayloads

export type FrameEvent<E extends FrameEventType = FrameEventType> = E extends FrameEventType
  ? { foyer: typeof PROTOCOL_VERSION; event: E } & FrameEventPayloads[E]
  : never

/** EIP-1193 / JSON-RPC codes the frame answers with. */
export const FrameErrorCode = {
  USER_REJECTED: 4001,
  UNAUTHORIZED: 4100,
  UNSUPPORTED_METHOD: 4200,
  DISCONNECTED: 4900,
  INVALID_PARAMS: -32602,
  INTERNAL: -32603,
} as const

/** Texts the contract fixes; `RPC_NOT_ALLOWED` is the spec's §6 text, word for word (core's ErrorText). */
export const FrameErrorText = {
  USER_REJECTED: 'User rejected the request.',
  RPC_NOT_ALLOWED: 'Requested RPC call is not allowed',
  NOT_LOGGED_IN: 'Not logged in',
} as const
