// An in-memory stand-in for @foyer/embedded-wallet's host object, for @foyer/react's unit tests only: each test scripts
// what the "frame" answers. The real object (its frame on another origin, the login server) is tested in its package
// and end to end in e2e/login.e2e.ts.
import type { AuthConnectorHost, AuthFrameRect, AuthSession, AuthSocialAttempt, Connector } from '@foyer/core'
import { TEST_ADDRESS, TEST_SOLANA_ADDRESS } from './testChainAdapter.js'

export const AUTH_EVM_RDNS = 'dev.foyer.embedded'
export const AUTH_SOLANA_NAME = 'Foyer Embedded Wallet'

export const testSession: AuthSession = {
  user: { id: 'user-1', email: 'ada@example.com', provider: 'email', createdAt: '2026-11-25T00:00:00Z' },
  accounts: {
    eip155: {
      eoa: '0x00000000000000000000000000000000000000e0',
      smartAccount: TEST_ADDRESS,
      preferred: 'smartAccount',
    },
    solana: { eoa: TEST_SOLANA_ADDRESS },
  },
}

/** The embedded wallet's EVM provider and Solana wallet, as the test adapters "discover" them. */
export const authEvmConnector = (): Connector => ({
  id: AUTH_EVM_RDNS,
  rdns: AUTH_EVM_RDNS,
  name: AUTH_SOLANA_NAME,
  type: 'ANNOUNCED',
  chains: ['eip155'],
  installed: true,
})
export const authSolanaConnector = (): Connector => ({
  id: `solana:${AUTH_SOLANA_NAME}`,
  name: AUTH_SOLANA_NAME,
  type: 'ANNOUNCED',
  chains: ['solana'],
  installed: true,
})

type Call = [string, ...unknown[]]

export interface InMemoryAuth extends AuthConnectorHost {
  calls: Call[]
  frame: AuthFrameRect | 'hidden' | undefined
  /** What emailStart / emailVerify / farcasterWait / exportKey / signOut do next. */
  next: {
    emailStart: (email: string) => Promise<{ expiresAt: string }>
    emailVerify: (args: { email: string; code: string }) => Promise<AuthSession>
    social: () => AuthSocialAttempt
    farcasterWait: (signal?: AbortSignal) => Promise<AuthSession>
    exportKey: () => Promise<void>
  }
  setSession(session: AuthSession | null): void
  setApprovalPending(pending: boolean): void
}

export function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

export function createInMemoryAuth(): InMemoryAuth {
  let current: AuthSession | null = null
  const sessionListeners = new Set<(s: AuthSession | null) => void>()
  const approvalListeners = new Set<(p: boolean) => void>()
  const auth: InMemoryAuth = {
    evmRdns: AUTH_EVM_RDNS,
    solanaWalletName: AUTH_SOLANA_NAME,
    calls: [],
    frame: undefined,
    next: {
      emailStart: async () => ({ expiresAt: new Date(Date.now() + 600_000).toISOString() }),
      emailVerify: async () => testSession,
      social: () => ({ result: new Promise(() => {}), cancel: () => {} }),
      farcasterWait: () => new Promise(() => {}),
      exportKey: async () => {},
    },
    setSession(session) {
      current = session
      for (const l of sessionListeners) l(session)
    },
    setApprovalPending(pending) {
      for (const l of approvalListeners) l(pending)
    },
    emailStart(email) {
      auth.calls.push(['emailStart', email])
      return auth.next.emailStart(email)
    },
    async emailVerify(args) {
      auth.calls.push(['emailVerify', args])
      const session = await auth.next.emailVerify(args)
      auth.setSession(session)
      return session
    },
    socialLogin(provider) {
      auth.calls.push(['socialLogin', provider])
      return auth.next.social()
    },
    async farcasterStart() {
      auth.calls.push(['farcasterStart'])
      return { url: 'https://farcaster.xyz/~/siwf?channelToken=chan-1', channelToken: 'chan-1' }
    },
    farcasterWait(channelToken, signal) {
      auth.calls.push(['farcasterWait', channelToken])
      return auth.next.farcasterWait(signal)
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
      auth.frame = rect
    },
    hideFrame() {
      auth.frame = 'hidden'
    },
    async setAccountType(namespace, type) {
      auth.calls.push(['setAccountType', namespace, type])
      if (current?.accounts.eip155)
        auth.setSession({
          ...current,
          accounts: { ...current.accounts, eip155: { ...current.accounts.eip155, preferred: type } },
        })
    },
    exportKey() {
      auth.calls.push(['exportKey'])
      return auth.next.exportKey()
    },
    async signOut() {
      auth.calls.push(['signOut'])
      auth.setSession(null)
    },
  }
  return auth
}
