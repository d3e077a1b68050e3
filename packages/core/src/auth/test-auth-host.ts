// An in-memory stand-in for @foyer/embedded-wallet's host object, for core's own unit tests only: core must not import
// that package, and what it needs of it is the AuthConnectorHost interface. The real object is tested in its package
// and end to end (e2e/login.e2e.ts).
import type { AuthConnectorHost, AuthSession } from './types.js'

export interface InMemoryAuthHost extends AuthConnectorHost {
  /** Makes the "frame" report a login, a sign-out or an account-type change. */
  setSession(session: AuthSession | null): void
  /** Makes the "frame" report that a request waits for approval (true) or was answered (false). */
  setApprovalPending(pending: boolean): void
  shown: unknown[]
}

export function inMemoryAuthHost(): InMemoryAuthHost {
  let current: AuthSession | null = null
  const sessionListeners = new Set<(s: AuthSession | null) => void>()
  const approvalListeners = new Set<(p: boolean) => void>()
  const host: InMemoryAuthHost = {
    evmRdns: 'dev.foyer.embedded',
    solanaWalletName: 'Foyer Embedded Wallet',
    shown: [],
    setSession(session) {
      current = session
      for (const l of sessionListeners) l(session)
    },
    setApprovalPending(pending) {
      for (const l of approvalListeners) l(pending)
    },
    emailStart: async () => ({ expiresAt: new Date(Date.now() + 600_000).toISOString() }),
    emailVerify: async () => {
      if (!current) throw new Error('no session scripted')
      return current
    },
    socialLogin: () => ({ result: Promise.reject(new Error('not scripted')), cancel() {} }),
    farcasterStart: async () => ({ url: 'https://farcaster.example/~/siwf?channelToken=t', channelToken: 't' }),
    farcasterWait: async () => {
      if (!current) throw new Error('no session scripted')
      return current
    },
    session: async () => current,
    onSessionChanged(listener) {
      sessionListeners.add(listener)
      return () => sessionListeners.delete(listener)
    },
    onApprovalChanged(listener) {
      approvalListeners.add(listener)
      return () => approvalListeners.delete(listener)
    },
    showFrame(rect) {
      host.shown.push(rect)
    },
    hideFrame() {
      host.shown.push('hidden')
    },
    setAccountType: async () => {},
    exportKey: async () => {},
    signOut: async () => host.setSession(null),
  }
  return host
}
