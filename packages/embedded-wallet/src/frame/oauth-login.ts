// The frame's half of a social login (docs/login-and-embedded-wallet.md, "Server login API"): oauthStart asks the
// server for the provider's authorize URL — the server keeps the state, the PKCE verifier and the nonce — and gives it
// the SHA-256 of a claim secret that only this frame knows; oauthClaim, once the popup is done, trades the state and
// that secret for the login token. The host page sees the state (it is in the popup's callback message) but never the
// secret, so neither the host page nor anyone who read the popup's URL can claim the login.
import { FrameErrorCode, OAUTH_PROVIDERS, type EmbeddedUser, type OAuthProvider } from '../protocol/messages.js'
import { FrameRpcError } from './frame-rpc.js'
import { LoginApiError, postLogin } from './login-api.js'

/** The server keeps an attempt for 10 minutes; the frame forgets its secret a little later. */
const PENDING_MS = 15 * 60_000

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

async function sha256Hex(text: string): Promise<string> {
  return hex(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))))
}

export class OAuthLogin {
  /** state → the claim secret, in memory only: a login is claimed by the same frame, within minutes. */
  private readonly pending = new Map<string, { secret: string; expires: number }>()

  constructor(
    private readonly apiUrl: string,
    private readonly hostOrigin: string,
  ) {}

  private post<T>(path: string, body: unknown): Promise<T> {
    return postLogin<T>(this.apiUrl, path, body)
  }

  async start(provider: unknown): Promise<{ authorizeUrl: string; state: string }> {
    if (typeof provider !== 'string' || !(OAUTH_PROVIDERS as readonly string[]).includes(provider))
      throw new FrameRpcError(
        FrameErrorCode.INVALID_PARAMS,
        `Invalid provider: must be one of ${OAUTH_PROVIDERS.join(', ')}`,
      )
    const now = Date.now()
    for (const [state, entry] of this.pending) if (entry.expires <= now) this.pending.delete(state)
    const secret = hex(crypto.getRandomValues(new Uint8Array(32)))
    const answer = await this.post<{ authorizeUrl: string; state: string }>(
      `/v1/login/oauth/${provider as OAuthProvider}/start`,
      { claimHash: await sha256Hex(secret), hostOrigin: this.hostOrigin },
    )
    this.pending.set(answer.state, { secret, expires: now + PENDING_MS })
    return { authorizeUrl: answer.authorizeUrl, state: answer.state }
  }

  async claim(state: unknown): Promise<{ token: string; user: EmbeddedUser }> {
    const entry = typeof state === 'string' ? this.pending.get(state) : undefined
    if (!entry || entry.expires <= Date.now())
      throw new FrameRpcError(FrameErrorCode.INVALID_PARAMS, 'Unknown or expired login: start it again')
    try {
      const result = await this.post<{ token: string; user: EmbeddedUser }>('/v1/login/oauth/claim', {
        state,
        claimSecret: entry.secret,
      })
      this.pending.delete(state as string)
      return result
    } catch (error) {
      // 409: the provider has not answered yet, the same claim may be tried again; anything else ends this login.
      if (!(error instanceof LoginApiError && error.status === 409)) this.pending.delete(state as string)
      throw error
    }
  }
}
