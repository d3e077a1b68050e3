// The server's login and key-share API as the frame calls it (docs/login-and-embedded-wallet.md). Every call carries
// the frame's own token; the server answers only this origin.
import type { EmbeddedUser } from '../protocol/messages.js'
import type { SealedShare } from '../keys/share-encryption.js'

export class LoginApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
    this.name = 'LoginApiError'
  }
}

export interface AuthShareRecord {
  share: string
  publicAddresses: { eip155: `0x${string}`; solana: string }
  hasRecovery: boolean
}

/** POST to a login route that opens a login (OAuth start/claim, Farcaster nonce/verify): no bearer token is sent. */
export async function postLogin<T>(apiUrl: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(new URL(path, apiUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const json = (await response.json().catch(() => ({}))) as { error?: string }
  if (!response.ok) throw new LoginApiError(json.error ?? `HTTP status code: ${response.status}`, response.status)
  return json as T
}

export class LoginApi {
  constructor(
    private readonly apiUrl: string,
    private readonly token: () => Promise<string | undefined>,
  ) {}

  private async call<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
    const headers: Record<string, string> = {}
    const bearer = token ?? (await this.token())
    if (bearer) headers.authorization = `Bearer ${bearer}`
    if (body !== undefined) headers['content-type'] = 'application/json'
    const response = await fetch(new URL(path, this.apiUrl), {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    // `null` is an answer too (no auth share yet), so the error is read with `?.`.
    const json = (await response.json().catch(() => ({}))) as { error?: string } | null
    if (!response.ok) throw new LoginApiError(json?.error ?? `HTTP status code: ${response.status}`, response.status)
    return json as T
  }

  emailStart(email: string) {
    return this.call<{ expiresAt: string }>('POST', '/v1/login/email/start', { email })
  }
  emailVerify(email: string, code: string) {
    return this.call<{ token: string; user: EmbeddedUser }>('POST', '/v1/login/email/verify', { email, code })
  }
  me(token?: string) {
    return this.call<{ user: EmbeddedUser }>('GET', '/v1/login/me', undefined, token)
  }
  signOut() {
    return this.call<{ ok: true }>('POST', '/v1/login/sign-out')
  }
  /**
   * The auth share, or null when this user has no wallet yet: the server answers `null` then; servers before that
   * answered 404, still read as none.
   */
  async getAuthShare(): Promise<AuthShareRecord | null> {
    try {
      return (await this.call<AuthShareRecord | null>('GET', '/v1/key-shares/auth')) ?? null
    } catch (error) {
      if (error instanceof LoginApiError && error.status === 404) return null
      throw error
    }
  }
  putAuthShare(share: string, publicAddresses: AuthShareRecord['publicAddresses']) {
    return this.call<{ ok: true }>('PUT', '/v1/key-shares/auth', { share, publicAddresses })
  }
  async getRecoveryShare(): Promise<SealedShare> {
    return (await this.call<{ recovery: SealedShare }>('GET', '/v1/key-shares/recovery')).recovery
  }
  putRecoveryShare(recovery: SealedShare) {
    return this.call<{ ok: true }>('PUT', '/v1/key-shares/recovery', { recovery })
  }
}
