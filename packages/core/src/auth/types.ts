// What core needs of an embedded wallet (`createEmbeddedWallet` from @foyer/embedded-wallet): a small interface, so core
// does not import that package. The host passes the object as `createFoyer({ auth })`; core lists it as the AUTH
// connector and the React views call its login methods.
import type { AccountType } from '../types/state.js'
import type { SocialProvider } from '../types/options.js'

/** How the person logged in. */
export type AuthLoginProvider = 'email' | SocialProvider | 'farcaster'

/** The logged-in person as the login server describes them (public profile only). */
export interface AuthUser {
  id: string
  email?: string
  provider: AuthLoginProvider
  /** The social handle or Farcaster username, when the provider gave one. */
  handle?: string
  createdAt: string
}

/** The embedded wallet's addresses: one seed, an EOA per namespace and (EVM) its smart account. */
export interface AuthAccounts {
  eip155?: { eoa: string; smartAccount?: string; preferred: AccountType; smartAccountDeployed?: boolean }
  solana?: { eoa: string }
}

export interface AuthSession {
  user: AuthUser
  accounts: AuthAccounts
}

/** Where on the page the frame should show itself (CSS pixels in the viewport, as getBoundingClientRect gives). */
export interface AuthFrameRect {
  top: number
  left: number
  width: number
  height: number
}

/** What a social login returns right away: the popup is open, `result` settles when the person is done there. */
export interface AuthSocialAttempt {
  result: Promise<AuthSession>
  /** Closes the popup and rejects `result` (the view's Cancel). */
  cancel(): void
}

/** The Farcaster channel the person approves in their Farcaster app. */
export interface AuthFarcasterChannel {
  /** The sign-in link (shown as a QR code and copyable). */
  url: string
  channelToken: string
}

/**
 * The host-side object of an embedded wallet. Core reads `evmRdns` / `solanaWalletName` to recognise its EIP-1193
 * provider (announced over EIP-6963) and its Wallet Standard wallet among what the adapters discover; those become
 * the one AUTH connector instead of wallets in the list.
 */
export interface AuthConnectorHost {
  /** The rdns its EIP-1193 provider announces under (EIP-6963). */
  readonly evmRdns: string
  /** The name its Wallet Standard wallet registers under (Solana). */
  readonly solanaWalletName: string
  emailStart(email: string): Promise<{ expiresAt: string }>
  emailVerify(args: { email: string; code: string }): Promise<AuthSession>
  /**
   * Opens the provider's popup at once (call it inside the click, or the browser blocks it) and logs in there.
   * Throws AuthPopupBlockedError (name 'AuthPopupBlockedError') when the browser refused the popup.
   */
  socialLogin(provider: Exclude<SocialProvider, 'farcaster'>): AuthSocialAttempt
  farcasterStart(): Promise<AuthFarcasterChannel>
  farcasterWait(channelToken: string, signal?: AbortSignal): Promise<AuthSession>
  /** The current login, or null. */
  session(): Promise<AuthSession | null>
  /** Called on every login, sign-out and account-type change (also those the frame makes itself). */
  onSessionChanged(listener: (session: AuthSession | null) => void): () => void
  /** Called with true when a request waits for the person's approval inside the frame, false when it is answered. */
  onApprovalChanged(listener: (pending: boolean) => void): () => void
  /** Shows the frame over `rect` (its approval screen or the exported key); `hideFrame` hides it again. */
  showFrame(rect: AuthFrameRect): void
  hideFrame(): void
  setAccountType(namespace: 'eip155', type: 'eoa' | 'smartAccount'): Promise<void>
  /** Shows the private key inside the frame (after re-authentication there); the host page never sees it. */
  exportKey(): Promise<void>
  signOut(): Promise<void>
}

/** The AUTH connector's id (spec: the auth connector, eip155 and solana). */
export const AUTH_CONNECTOR_ID = 'auth'
