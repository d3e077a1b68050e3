// Social login (docs/login-and-embedded-wallet.md): POST /v1/login/oauth/{provider}/start { claimHash, hostOrigin? }
// → { authorizeUrl, state }; GET (or, for form_post, POST) /v1/login/oauth/{provider}/callback — the provider's
// redirect: the code exchanged with the PKCE verifier (and the ID token's nonce checked), the person read and stored,
// a small page tells the opener it is over; POST /v1/login/oauth/claim { state, claimSecret } → { token, user }, once,
// and only for the frame holding the secret whose SHA-256 it gave at start.
import { createHash, timingSafeEqual } from 'node:crypto'
import type { Context, Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import * as oidc from 'openid-client'
import { z } from 'zod'
import type { AppEnv, ServerContext } from '../../app/context.js'
import { BadRequestError } from '../../app/errors.js'
import { jsonBodyOf, parseInput } from '../../app/validate.js'
import { loginDb } from './login-migrations.js'
import { issueLoginSession } from './login-session-store.js'
import { beginExchange, claimAttempt, createAttempt, findAttempt, finishAttempt } from './oauth-attempt-store.js'
import { oauthCallbackPage } from './oauth-callback-page.js'
import { createOAuthClient, type OAuthClient } from './oauth-client.js'
import { oauthProviders } from './oauth-config.js'
import { findOrCreateUser, findUserById, SOCIAL_PROVIDERS, type SocialProvider } from './user-store.js'

const origin = z.string().regex(/^https?:\/\/[^/?#\s]+$/, 'must be an origin like https://app.example.com')
const startBody = z.object({
  claimHash: z.string().regex(/^[0-9a-f]{64}$/, 'must be the SHA-256 (hex) of the claim secret'),
  /** Where the callback page posts { type: 'foyer:oauth-done', state } (the page that opened the popup). */
  hostOrigin: origin.optional(),
})
const claimBody = z.object({
  state: z.string().min(1).max(128),
  claimSecret: z.string().min(16, 'must be at least 16 characters').max(512),
})

const log = (line: string) => console.info(`[foyer-server] login: ${line}`)
const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex')

export function mountOAuthLogin(app: Hono<AppEnv>, context: ServerContext) {
  const db = loginDb(context.database.db)
  const settings = context.config.login.oauth
  const clients = new Map<SocialProvider, OAuthClient>(
    [...oauthProviders(settings)].map(([provider, s]) => [provider, createOAuthClient(s)]),
  )
  const now = () => new Date(context.now())

  const clientOf = (c: Context): OAuthClient => {
    const provider = c.req.param('provider') ?? ''
    if (!(SOCIAL_PROVIDERS as readonly string[]).includes(provider))
      throw new BadRequestError(`Invalid provider: must be one of ${SOCIAL_PROVIDERS.join(', ')}`, 'provider')
    const client = clients.get(provider as SocialProvider)
    if (!client) throw new HTTPException(404, { message: `Login with ${provider} is not configured on this server` })
    return client
  }

  app.post('/v1/login/oauth/:provider/start', async (c) => {
    const client = clientOf(c)
    const body = parseInput(startBody, await jsonBodyOf(c), 'body')
    const base = (settings.callbackBaseUrl ?? new URL(c.req.url).origin).replace(/\/+$/, '')
    const redirectUri = `${base}/v1/login/oauth/${client.settings.provider}/callback`
    const state = oidc.randomState()
    let request
    try {
      request = await client.authorizationRequest({ state, redirectUri })
    } catch (error) {
      log(`${client.settings.provider} is unreachable: ${(error as Error).message}`)
      return c.json({ error: `Login with ${client.settings.provider} is unavailable right now: try again later` }, 502)
    }
    await createAttempt(db, {
      state,
      provider: client.settings.provider,
      claim_hash: body.claimHash,
      code_verifier: request.codeVerifier,
      nonce: request.nonce ?? null,
      host_origin: body.hostOrigin ?? context.config.login.frameOrigin,
      redirect_uri: redirectUri,
      now: now(),
    })
    return c.json({ authorizeUrl: request.url, state })
  })

  const callback = async (c: Context) => {
    const client = clientOf(c)
    const params =
      c.req.method === 'POST'
        ? new URLSearchParams(
            Object.entries(await c.req.parseBody()).filter((e): e is [string, string] => typeof e[1] === 'string'),
          )
        : new URL(c.req.url).searchParams
    const page = (status: 200 | 400, message: string, attempt?: { state: string; host_origin: string }) =>
      c.html(
        oauthCallbackPage({ message, ...(attempt ? { state: attempt.state, hostOrigin: attempt.host_origin } : {}) }),
        status,
      )
    const state = params.get('state')
    if (!state) return page(400, 'This login link is incomplete (no state). Close this window and try again.')
    const found = await findAttempt(db, state)
    if (!found || found.provider !== client.settings.provider)
      return page(400, 'This login is unknown or has expired. Close this window and try again.')
    const attempt = await beginExchange(db, state, client.settings.provider, now())
    if (!attempt) return page(400, 'This login was already completed or has expired. Close this window and try again.')

    const fail = async (error: string) => {
      await finishAttempt(db, state, { error })
      log(`${client.settings.provider} login failed: ${error}`)
      return page(400, `Login failed: ${error}`, attempt)
    }
    const denied = params.get('error')
    if (denied) return fail(`${client.settings.provider} answered ${params.get('error_description') ?? denied}`)
    const url = new URL(attempt.redirect_uri)
    for (const [key, value] of params) url.searchParams.append(key, value)
    try {
      const profile = await client.finish({
        callback: url,
        state,
        codeVerifier: attempt.code_verifier,
        nonce: attempt.nonce ?? undefined,
      })
      const user = await findOrCreateUser(db, { provider: client.settings.provider, ...profile })
      await finishAttempt(db, state, { userId: user.id })
      return page(200, 'Login complete. You can close this window.', attempt)
    } catch (error) {
      return fail(`could not complete the login with ${client.settings.provider} (${(error as Error).message})`)
    }
  }
  app.get('/v1/login/oauth/:provider/callback', callback)
  app.post('/v1/login/oauth/:provider/callback', callback)

  app.post('/v1/login/oauth/claim', async (c) => {
    const body = parseInput(claimBody, await jsonBodyOf(c), 'body')
    const at = now()
    const attempt = await findAttempt(db, body.state)
    if (!attempt || new Date(attempt.expires_at).getTime() <= at.getTime())
      throw new BadRequestError('Unknown or expired login', 'state')
    const claimHash = sha256Hex(body.claimSecret)
    if (!timingSafeEqual(Buffer.from(claimHash), Buffer.from(attempt.claim_hash)))
      return c.json({ error: 'The claim secret does not match this login' }, 403)
    if (attempt.status === 'pending' || attempt.status === 'exchanging')
      return c.json({ error: 'The login is not finished yet' }, 409)
    if (attempt.status === 'failed')
      throw new BadRequestError(`Login failed: ${attempt.error ?? 'unknown error'}`, 'state')
    const userId = await claimAttempt(db, body.state, claimHash, at)
    if (!userId) throw new BadRequestError('This login was already claimed', 'state')
    const user = await findUserById(db, userId)
    if (!user) throw new BadRequestError('Unknown or expired login', 'state')
    const session = await issueLoginSession(db, user.id, {
      secret: context.config.sessions.secret,
      now: at,
      lifetimeSeconds: context.config.login.sessionSeconds,
    })
    log(`${user.provider} login of user ${user.id} (session ${session.sessionId})`)
    return c.json({ token: session.token, user })
  })
}
