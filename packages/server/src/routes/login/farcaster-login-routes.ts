// POST /v1/login/farcaster/nonce → { nonce } and POST /v1/login/farcaster/verify { message, signature, nonce,
// username? } → { token, user } (docs/login-and-embedded-wallet.md). The frame opens a relay channel with the nonce;
// the person's Farcaster app signs the Sign In With Farcaster message with the fid's custody key; the frame hands the
// result here. The nonce is spent first (once, unexpired), then @farcaster/auth-client checks the message (statement,
// chain, nonce, domain), the signature, and that the signer is the fid's custody address in the ID registry read over
// login.farcaster.rpcUrl. One user per fid; its handle is the username the relay reported (display only: the fid is
// the identity). Auth addresses (KeyRegistry) are not accepted: custody signatures only.
import { createAppClient, viemConnector, type AppClient } from '@farcaster/auth-client'
import type { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { z } from 'zod'
import type { AppEnv, ServerContext } from '../../app/context.js'
import { BadRequestError } from '../../app/errors.js'
import { jsonBodyOf, parseInput } from '../../app/validate.js'
import type { FarcasterLoginConfig } from './farcaster-config.js'
import { farcasterDb, spendFarcasterNonce, storeFarcasterNonce } from './farcaster-nonce-store.js'
import { loginDb } from './login-migrations.js'
import { issueLoginSession } from './login-session-store.js'
import { findOrCreateUser } from './user-store.js'

const verifyBody = z.object({
  message: z.string().min(1, 'is required').max(8192, 'must be at most 8192 characters'),
  signature: z.string().regex(/^0x[0-9a-fA-F]{130,}$/, 'must be a 0x-prefixed hex signature'),
  nonce: z.string().regex(/^[a-zA-Z0-9]{8,96}$/, 'must be the nonce from /v1/login/farcaster/nonce'),
  username: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,15}(\.eth)?$/, 'must be a Farcaster username')
    .optional(),
})

const NONCE_REFUSALS = {
  unknown: 'Unknown nonce: ask for a new one',
  expired: 'Nonce expired: ask for a new one',
  used: 'Nonce already used',
} as const

const log = (line: string) => console.info(`[foyer-server] login: ${line}`)

export function mountFarcasterLogin(
  app: Hono<AppEnv>,
  context: ServerContext,
  settings: FarcasterLoginConfig | undefined,
) {
  const db = loginDb(context.database.db)
  const nonces = farcasterDb(db)
  const now = () => new Date(context.now())
  const domain = settings?.domain ?? new URL(context.config.login.frameOrigin).host
  let client: AppClient | undefined
  const appClient = (config: FarcasterLoginConfig) =>
    (client ??= createAppClient({ ethereum: viemConnector({ rpcUrl: config.rpcUrl }) }))
  const notConfigured = () => {
    throw new HTTPException(404, { message: 'Farcaster login is not configured on this server' })
  }

  app.post('/v1/login/farcaster/nonce', async (c) => {
    if (!settings) return notConfigured()
    const { nonce, expiresAt } = await storeFarcasterNonce(nonces, now(), settings.nonceSeconds)
    return c.json({ nonce, expiresAt: expiresAt.toISOString() })
  })

  app.post('/v1/login/farcaster/verify', async (c) => {
    const body = parseInput(verifyBody, await jsonBodyOf(c), 'body')
    if (!settings) return notConfigured()
    const spent = await spendFarcasterNonce(nonces, body.nonce, now())
    if (!spent.ok) throw new BadRequestError(NONCE_REFUSALS[spent.reason], 'nonce')

    const verified = await appClient(settings).verifySignInMessage({
      nonce: body.nonce,
      domain,
      message: body.message,
      signature: body.signature as `0x${string}`,
      acceptAuthAddress: false,
    })
    if (verified.isError) {
      const error = verified.error
      const text = error?.message ?? 'Sign-in message not verified'
      if (error?.errCode === 'unavailable') {
        log(`Farcaster ID registry not readable: ${String(error.cause ?? text)}`)
        return c.json({ error: 'The Farcaster ID registry could not be read: try again later' }, 502)
      }
      if (text === 'Invalid nonce')
        return c.json({ error: 'The message was signed for another nonce', field: 'message' }, 401)
      if (text === 'Invalid domain')
        return c.json({ error: `The message was signed for another site (expected ${domain})`, field: 'message' }, 401)
      if (error?.errCode === 'unauthorized')
        return c.json({ error: `Signature not accepted: ${text}`, field: 'signature' }, 401)
      return c.json({ error: `Invalid Sign In With Farcaster message: ${text}`, field: 'message' }, 400)
    }
    const user = await findOrCreateUser(db, {
      provider: 'farcaster',
      subject: String(verified.fid),
      ...(body.username ? { handle: body.username } : {}),
    })
    const session = await issueLoginSession(db, user.id, {
      secret: context.config.sessions.secret,
      now: now(),
      lifetimeSeconds: context.config.login.sessionSeconds,
    })
    log(`Farcaster login of fid ${verified.fid} as user ${user.id} (session ${session.sessionId})`)
    return c.json({ token: session.token, user })
  })
}
