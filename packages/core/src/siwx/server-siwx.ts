// Sign-in sessions kept by @foyer/server instead of the browser, so the host's backend can trust them: the server
// issues each message's nonce, verifies the signature and holds the session behind an httpOnly cookie. The person sees
// the same §4 flow as with createDefaultSiwx(); only where the session lives changes.
import { siwxAccountKey } from './account-key.js'
import { createSiwxMessenger, type SiwxMessengerOptions } from './messenger.js'
import type { Cacao, SIWXConfig, SIWXSession } from './types.js'
import type { CaipNetworkId } from '../types.js'

export interface ServerSiwxOptions {
  /** The server's base URL, e.g. `https://api.example.com` (`http://127.0.0.1:8788` in development). */
  url: string
  /** The project the server knows this app by; its allowed origins decide which domains may sign in. */
  projectId: string
  /** Statement, expiration, domain and uri of the messages (the nonce always comes from the server). */
  messenger?: Omit<SiwxMessengerOptions, 'nonce'>
  /** Whether the app cannot be used without signing in (default false). */
  required?: boolean
  /** Whether a disconnect signs out (default true). */
  signOutOnDisconnect?: boolean
  /** Outside a browser: a fetch that keeps the session cookie (a browser's keeps it itself). */
  fetch?: typeof fetch
}

/** What the server said when it refused (its `error` text, and `reason` for a refused sign-in: 'nonce', 'domain', …). */
export class ServerSiwxError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly reason?: string,
  ) {
    super(message)
    this.name = 'ServerSiwxError'
  }
}

/** The server's answer about the session the cookie (or token) names. */
export interface ServerSiwxSession {
  address: string
  chainId: CaipNetworkId
  expiresAt: string
  /** The session's public id, what `POST /v1/sessions/{address}/revoke` takes as `pci`. */
  pci: string
  session: SIWXSession
}

/** The text an address signs to revoke one of its sessions with `POST /v1/sessions/{address}/revoke`. */
export function formatSessionRevokeMessage(pci: string): string {
  return `Revoke the sign-in session ${pci}`
}

export function createServerSiwx(options: ServerSiwxOptions): SIWXConfig {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const endpoint = (path: string) => {
    const url = new URL(path, options.url.endsWith('/') ? options.url : `${options.url}/`)
    url.searchParams.set('projectId', options.projectId)
    return url.toString()
  }
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown): Promise<Response> =>
    doFetch(endpoint(path), {
      method,
      // The session is an httpOnly cookie of the server's origin: it goes along only when asked for.
      credentials: 'include',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  const refusal = async (response: Response): Promise<ServerSiwxError> => {
    const answer = (await response.json().catch(() => ({}))) as { error?: string; reason?: string }
    return new ServerSiwxError(
      answer.error ?? `HTTP status code: ${response.status}`,
      response.status,
      answer.reason ?? undefined,
    )
  }
  const messenger = createSiwxMessenger({
    ...options.messenger,
    async nonce() {
      const response = await call('POST', 'v1/auth/nonce', {})
      if (!response.ok) throw await refusal(response)
      return ((await response.json()) as { nonce: string }).nonce
    },
  })
  const current = async (): Promise<ServerSiwxSession | undefined> => {
    const response = await call('GET', 'v1/auth/me')
    // No session, an expired, revoked or unknown one: the person is simply not signed in.
    if (response.status === 401) return undefined
    if (!response.ok) throw await refusal(response)
    return (await response.json()) as ServerSiwxSession
  }
  const signOut = async () => {
    const response = await call('POST', 'v1/auth/sign-out', {})
    if (!response.ok) throw await refusal(response)
  }

  return {
    createMessage: (input) => messenger.createMessage(input),
    getAuthRequest: async (input) => messenger.getAuthRequest?.(input),
    async addSession(session: SIWXSession) {
      const body: { message: string; signature: string; chainId: CaipNetworkId; cacao?: Cacao } = {
        message: session.message,
        signature: session.signature,
        chainId: session.data.chainId,
      }
      if (session.cacao) body.cacao = session.cacao
      const response = await call('POST', 'v1/auth/verify', body)
      if (!response.ok) throw await refusal(response)
    },
    async revokeSession() {
      // One browser holds one server session (the cookie): signing out ends it, whichever account asks.
      await signOut()
    },
    async setSessions(sessions) {
      // The server holds what it verified; a session cannot be handed back to it (its nonce is spent), so an empty
      // list signs out and a list keeps the current session only when it is in the list.
      const held = await current()
      if (!held) return
      const kept = sessions.some(
        (s) => siwxAccountKey(s.data.chainId, s.data.accountAddress) === siwxAccountKey(held.chainId, held.address),
      )
      if (!kept) await signOut()
    },
    async getSessions(chainId, address) {
      const held = await current()
      if (!held || siwxAccountKey(held.chainId, held.address) !== siwxAccountKey(chainId, address)) return []
      return [held.session]
    },
    getRequired: () => options.required ?? false,
    signOutOnDisconnect: options.signOutOnDisconnect ?? true,
    attachClient(client) {
      // Only the message formats are wanted (SIWS for Solana): the server verifies, not the page.
      for (const verifier of client.verifiers)
        if (verifier.formatMessage) messenger.setFormatter(verifier.chainNamespace, (d) => verifier.formatMessage!(d))
    },
  }
}
