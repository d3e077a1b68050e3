// POST /v1/login/email/start { email } → { expiresAt } and POST /v1/login/email/verify { email, code } → { token, user }
// (docs/login-and-embedded-wallet.md): a 6-digit code by mail, valid 10 minutes, 5 tries, once; starts limited per
// address and per client address (429 + Retry-After), counted in the database so every instance shares the counts.
import type { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { z } from 'zod'
import type { AppEnv, ServerContext } from '../../app/context.js'
import { BadRequestError } from '../../app/errors.js'
import { jsonBodyOf, parseInput } from '../../app/validate.js'
import { clientAddressOf } from './client-address.js'
import {
  checkEmailCode,
  CODE_SECONDS,
  deleteEmailCode,
  hashClientAddress,
  hashEmailCode,
  newEmailCode,
  normaliseEmail,
  recentStarts,
  storeEmailCode,
} from './email-code-store.js'
import type { EmailLoginConfig } from './login-config.js'
import { loginDb } from './login-migrations.js'
import { issueLoginSession } from './login-session-store.js'
import type { MailProvider } from './mail-provider.js'
import { findOrCreateUser } from './user-store.js'

const email = z
  .string()
  .max(254, 'must be at most 254 characters')
  .transform(normaliseEmail)
  .pipe(z.email('must be an email address'))
const startBody = z.object({ email })
const verifyBody = z.object({ email, code: z.string().regex(/^[0-9]{6}$/, 'must be the 6 digits from the email') })

const REFUSALS = {
  none: 'No code was sent to this address: ask for a new one',
  expired: 'Code expired',
  used: 'Code already used',
  burned: 'Too many attempts',
} as const

const log = (line: string) => console.info(`[foyer-server] login: ${line}`)

export function loginMail(settings: EmailLoginConfig, code: string) {
  return {
    subject: `${code} is your ${settings.appName} login code`,
    text:
      `Your ${settings.appName} login code is ${code}\n\n` +
      `It works once, for ${CODE_SECONDS / 60} minutes. If you did not ask for it, ignore this email: ` +
      'nobody can log in without the code.\n',
  }
}

export function mountEmailLogin(
  app: Hono<AppEnv>,
  context: ServerContext,
  settings: EmailLoginConfig | undefined,
  mail: MailProvider | undefined,
) {
  const db = loginDb(context.database.db)
  const secret = context.config.sessions.secret
  const now = () => new Date(context.now())
  const notConfigured = () => {
    throw new HTTPException(404, { message: 'Email login is not configured on this server' })
  }

  app.post('/v1/login/email/start', async (c) => {
    const body = parseInput(startBody, await jsonBodyOf(c), 'body')
    if (!settings || !mail) return notConfigured()
    const at = now()
    const since = new Date(at.getTime() - settings.windowSeconds * 1000)
    const ipHash = hashClientAddress(clientAddressOf(c, context.config.login.trustForwardedFor), secret)
    const retryAfter = (oldest: Date | undefined) =>
      Math.max(1, Math.ceil(((oldest ?? at).getTime() + settings.windowSeconds * 1000 - at.getTime()) / 1000))
    const tooMany = (oldest: Date | undefined, what: string) => {
      const wait = retryAfter(oldest)
      c.header('retry-after', String(wait))
      return c.json({ error: `Too many codes asked ${what}: try again later`, retryAfter: wait }, 429)
    }
    const byAddress = await recentStarts(db, 'email', body.email, since)
    if (byAddress.count >= settings.startsPerAddress) return tooMany(byAddress.oldest, 'for this address')
    const byClient = await recentStarts(db, 'ip_hash', ipHash, since)
    if (byClient.count >= settings.startsPerIp) return tooMany(byClient.oldest, 'from this network address')

    const code = newEmailCode()
    const stored = await storeEmailCode(db, {
      email: body.email,
      codeHash: hashEmailCode(body.email, code, secret),
      ipHash,
      now: at,
    })
    try {
      await mail.send({ to: body.email, ...loginMail(settings, code) })
    } catch (error) {
      await deleteEmailCode(db, stored.id)
      log(`email code not sent: ${(error as Error).message}`)
      return c.json({ error: 'The login email could not be sent: try again later' }, 502)
    }
    return c.json({ expiresAt: stored.expiresAt.toISOString() })
  })

  app.post('/v1/login/email/verify', async (c) => {
    const body = parseInput(verifyBody, await jsonBodyOf(c), 'body')
    if (!settings || !mail) return notConfigured()
    const at = now()
    const checked = await checkEmailCode(db, {
      email: body.email,
      codeHash: hashEmailCode(body.email, body.code, secret),
      now: at,
    })
    if (!checked.ok) {
      if (checked.reason === 'wrong')
        return c.json({ error: 'Invalid code', field: 'code', triesLeft: checked.triesLeft }, 400)
      if (checked.reason === 'none') throw new BadRequestError(REFUSALS.none, 'email')
      return c.json({ error: REFUSALS[checked.reason], field: 'code', triesLeft: 0 }, 400)
    }
    const user = await findOrCreateUser(db, { provider: 'email', subject: body.email, email: body.email })
    const session = await issueLoginSession(db, user.id, {
      secret,
      now: at,
      lifetimeSeconds: context.config.login.sessionSeconds,
    })
    log(`email login of user ${user.id} (session ${session.sessionId})`)
    return c.json({ token: session.token, user })
  })
}
