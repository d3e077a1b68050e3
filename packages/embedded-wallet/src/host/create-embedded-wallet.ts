// createEmbeddedWallet: the host page's side of the embedded wallet. It creates the hidden wallet frame (its own
// origin: the keys and the login token never reach this page), talks the contract's messages with it, and offers what
// the modal needs (core's AuthConnectorHost: login calls, session, frame placement) plus the wallet itself — an
// EIP-1193 provider announced over EIP-6963 and a Wallet Standard wallet for Solana, so the EVM and Solana adapters
// connect it as they connect any wallet.
import type {
  AuthConnectorHost,
  AuthFarcasterChannel,
  AuthSession,
  AuthSocialAttempt,
  ChainDefinition,
  SocialProvider,
} from '@foyer/core'
import { registerWallet } from '@wallet-standard/wallet'
import type { IdentifierString } from '@wallet-standard/base'
import type { EmbeddedSession, FrameRequestPayloads } from '../protocol/index.js'
import { announceEip6963, createEip1193Provider, type EmbeddedEip1193Provider } from './eip1193-provider.js'
import { openFrameChannel, type FrameChannel } from './frame-channel.js'
import { hideFrame, showFrameOver } from './frame-placement.js'
import { EMBEDDED_WALLET_ICON } from './icon.js'
import { startOAuthPopup } from './oauth-popup.js'
import { createSolanaWallet, type EmbeddedSolanaWallet } from './solana-wallet.js'

export interface CreateEmbeddedWalletOptions {
  /** The wallet frame's URL (served by @foyer/server on its own origin; the devnet's is http://localhost:8793). */
  frameUrl: string
  /** This page's origin, which the frame accepts messages from (default location.origin). */
  hostOrigin?: string
  /** The app's networks (core chain definitions); the eip155 and solana ones are the wallet's chains. */
  chains: ChainDefinition[]
  /** The wallet's name in the adapters' lists (EIP-6963 and the Wallet Standard). */
  name?: string
  /** EIP-6963 rdns of its provider. */
  rdns?: string
}

export interface EmbeddedWallet extends AuthConnectorHost {
  /** The EVM wallet (EIP-1193), also announced over EIP-6963. */
  readonly provider: EmbeddedEip1193Provider
  /** The Solana wallet (Wallet Standard), also registered with the page's wallet registry. */
  readonly solanaWallet: EmbeddedSolanaWallet
  oauthStart(provider: Exclude<SocialProvider, 'farcaster'>): Promise<{ authorizeUrl: string; state: string }>
  oauthClaim(state: string): Promise<AuthSession>
  /** Removes the frame and stops announcing the wallet. */
  destroy(): void
}

export const EMBEDDED_WALLET_NAME = 'Foyer Embedded Wallet'
export const EMBEDDED_WALLET_RDNS = 'dev.foyer.embedded'

export function createEmbeddedWallet(options: CreateEmbeddedWalletOptions): EmbeddedWallet {
  if (typeof window === 'undefined' || typeof document === 'undefined')
    throw new Error('createEmbeddedWallet runs in the browser (it creates the wallet frame)')
  if (!options || typeof options.frameUrl !== 'string') throw new Error('createEmbeddedWallet: frameUrl is required')
  const name = options.name ?? EMBEDDED_WALLET_NAME
  const rdns = options.rdns ?? EMBEDDED_WALLET_RDNS
  const evmChains = options.chains.filter((c) => c.chainNamespace === 'eip155').map((c) => Number(c.id))
  const solanaChains = options.chains
    .filter((c) => c.chainNamespace === 'solana')
    .map((c) => c.caipNetworkId as IdentifierString)

  const channel: FrameChannel = openFrameChannel({
    frameUrl: options.frameUrl,
    hostOrigin: options.hostOrigin ?? window.location.origin,
    title: name,
  })
  let session: EmbeddedSession | null = null
  const sessionListeners = new Set<(s: AuthSession | null) => void>()
  const approvalListeners = new Set<(pending: boolean) => void>()

  const provider = createEip1193Provider({ channel, chainIds: evmChains, session: () => session })
  const solanaWallet = createSolanaWallet({
    channel,
    name,
    icon: EMBEDDED_WALLET_ICON,
    chains: solanaChains,
    session: () => session,
  })

  const setSession = (next: EmbeddedSession | null) => {
    const previous = session
    session = next
    if (JSON.stringify(previous) === JSON.stringify(next)) return
    provider.sessionChanged(previous, next)
    solanaWallet.sessionChanged(next)
    for (const listener of sessionListeners) listener(next as AuthSession | null)
  }
  const loggedIn = (next: EmbeddedSession): AuthSession => {
    setSession(next)
    return next as AuthSession
  }

  const stops: (() => unknown)[] = [
    channel.on('sessionChanged', (message) => setSession(message.session)),
    channel.on('approvalNeeded', (message) => {
      // The export-key screen is shown by AccountSettings over its own area; an approval (or, on a new device, the
      // frame's recovery screen during a login) opens ApproveTransaction over whatever view asked.
      if ((message.reason as string) !== 'exportKey') for (const l of approvalListeners) l(true)
    }),
    channel.on('approvalDone', () => {
      for (const l of approvalListeners) l(false)
    }),
    // A session restored by the frame (a reload) is known as soon as the frame is up.
    channel.on('ready', () => {
      channel.request('session', {}).then(setSession, () => {})
    }),
  ]
  const stopAnnouncing = evmChains.length
    ? announceEip6963({ uuid: crypto.randomUUID(), name, icon: EMBEDDED_WALLET_ICON, rdns }, provider)
    : () => {}
  // The Wallet Standard has no unregister: after destroy() the wallet stays listed but holds no session.
  if (solanaChains.length) registerWallet(solanaWallet)

  const wallet: EmbeddedWallet = {
    evmRdns: rdns,
    solanaWalletName: name,
    provider,
    solanaWallet,
    emailStart: (email) => channel.request('emailStart', { email }),
    emailVerify: async ({ email, code }) => loggedIn(await channel.request('emailVerify', { email, code })),
    oauthStart: (provider) => channel.request('oauthStart', { provider }),
    oauthClaim: async (state) => loggedIn(await channel.request('oauthClaim', { state })),
    socialLogin(social): AuthSocialAttempt {
      return startOAuthPopup({ channel, provider: social, onSession: setSession })
    },
    farcasterStart: (): Promise<AuthFarcasterChannel> => channel.request('farcasterStart', {}),
    async farcasterWait(channelToken, signal) {
      // Leaving ConnectingFarcaster aborts: the frame is told too, or it would read the relay until the nonce expired.
      const cancel = () => void channel.request('farcasterCancel', { channelToken }).catch(() => undefined)
      const abort = new Promise<never>((_, reject) => {
        const stop = () => {
          cancel()
          reject(signal!.reason)
        }
        if (signal?.aborted) stop()
        else signal?.addEventListener('abort', stop, { once: true })
      })
      return loggedIn(await Promise.race([channel.request('farcasterWait', { channelToken }), abort]))
    },
    async session() {
      const current = await channel.request('session', {})
      setSession(current)
      return current as AuthSession | null
    },
    onSessionChanged(listener) {
      sessionListeners.add(listener)
      return () => sessionListeners.delete(listener)
    },
    onApprovalChanged(listener) {
      approvalListeners.add(listener)
      return () => approvalListeners.delete(listener)
    },
    showFrame: (rect) => showFrameOver(channel.iframe, rect),
    hideFrame: () => hideFrame(channel.iframe),
    async setAccountType(namespace, type) {
      // `accountType`: a payload field named `type` would overwrite the envelope's request type.
      const payload = { namespace, accountType: type } as unknown as FrameRequestPayloads['setAccountType']
      const accounts = await channel.request('setAccountType', payload)
      if (session) setSession({ ...session, accounts })
    },
    async exportKey() {
      await channel.request('exportKey', {})
    },
    async signOut() {
      await channel.request('signOut', {})
      setSession(null)
    },
    destroy() {
      for (const stop of stops) stop()
      stopAnnouncing()
      setSession(null)
      channel.destroy()
    },
  }
  return wallet
}
