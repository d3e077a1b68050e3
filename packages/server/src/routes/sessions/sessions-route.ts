// Sign-in sessions a host's backend can trust: POST /v1/auth/nonce, POST /v1/auth/verify, GET /v1/auth/me,
// POST /v1/auth/sign-out, and the spec's GET /v1/sessions/{address} and POST /v1/sessions/{address}/revoke. The
// session travels as an httpOnly cookie (or, asked for, a bearer token) and lives in the database as a hash only.
import type { Context } from 'hono'
import { z } from 'zod'
import type { AppEnv, RouteModule, ServerContext } from '../../app/context.js'
import { BadRequestError } from '../../app/errors.js'
import { jsonBodyOf, parseInput } from '../../app/validate.js'
import { canonicalSessionAddress, sessionAddressParam } from './session-address.js'
import { sessionMigrations, sessionsDb } from './session-migrations.js'
import {
  consumeNonceAndCreateSession,
  deleteExpiredNonces,
  findSessionOf,
  issueNonce,
  listSessions,
  lookupSession,
  revokeSession,
  type ActiveSession,
} from './session-store.js'
import { cookieIsSecure, sessionCookie, sessionTokenOf } from './session-token.js'
import { evmClientCache, SignInRefusal, verifySignIn } from './verify-sign-in.js'
import { verifyRevokeSignature } from './verify-revoke-signature.js'

const caip2 = z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'must be a CAIP-2 chain id')

const verifyBody = z.object({
  message: z.string().min(1).max(16_384),
  // ERC-6492 signatures carry the account's deployment call, so they run long.
  signature: z.string().min(1).max(32_768),
  chainId: caip2.optional(),
  cacao: z
    .object({
      h: z.unknown(),
      p: z.record(z.string(), z.unknown()),
      s: z.object({ t: z.unknown(), s: z.unknown() }).loose(),
    })
    .loose()
    .optional(),
  /** 'bearer': the token comes back in the answer and no cookie is set (apps without a browser's cookie jar). */
  delivery: z.enum(['cookie', 'bearer']).default('cookie'),
})

const revokeBody = z.object({
  pci: z.string().regex(/^[0-9a-f]{32}$/, 'must be a session id'),
  signature: z.string().min(1).max(32_768),
})

/** How a session is described to its holder: the spec's session (data, message, signature, cacao) and its terms. */
function describe(session: ActiveSession) {
  return {
    pci: session.pci,
    address: session.address,
    chainId: session.chainId,
    expiresAt: session.expiresAt.toISOString(),
    session: {
      data: session.data,
      message: session.message,
      signature: session.signature,
      ...(session.cacao ? { cacao: session.cacao } : {}),
    },
  }
}

async function optionalJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text()
  if (text.trim() === '') return {}
  if (text.length > 64 * 1024) throw new BadRequestError('Invalid body: larger than 64 KiB', 'body')
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new BadRequestError('Invalid body: not JSON', 'body')
  }
}

// Operators see who signed in and why a sign-in was refused, by the session's public id — never its token.
const log = (line: string) => console.info(`[foyer-server] ${line}`)

export const sessionsRoute: RouteModule = {
  name: 'sessions',
  migrations: sessionMigrations,
  mount(app, context: ServerContext) {
    const db = sessionsDb(context.database.db)
    const settings = context.config.sessions
    const evmClient = evmClientCache()
    const now = () => new Date(context.now())
    let noncesIssued = 0

    const current = (c: Context<AppEnv>) =>
      lookupSession(
        db,
        sessionTokenOf(
          { cookie: c.req.header('cookie'), authorization: c.req.header('authorization') },
          settings.cookieName,
        ),
        { secret: settings.secret, now: now(), projectId: c.get('project').id },
      )
    const secure = (c: Context) => cookieIsSecure(c.req.url, c.req.header('x-forwarded-proto'))

    app.post('/v1/auth/nonce', async (c) => {
      await optionalJsonBody(c)
      // Spent nonces are deleted when used; expired ones are swept now and then rather than on every request.
      if (noncesIssued++ % 100 === 0) await deleteExpiredNonces(db, now())
      const issued = await issueNonce(db, c.get('project').id, new Date(context.now() + settings.nonceSeconds * 1000))
      c.header('cache-control', 'no-store')
      return c.json({ nonce: issued.nonce, expiresAt: issued.expiresAt.toISOString() })
    })

    app.post('/v1/auth/verify', async (c) => {
      const body = parseInput(verifyBody, await jsonBodyOf(c), 'body')
      const project = c.get('project')
      const at = now()
      try {
        const verified = await verifySignIn(body, { config: context.config, project, now: at.getTime(), evmClient })
        const until = Math.min(
          at.getTime() + settings.lifetimeSeconds * 1000,
          verified.data.expirationTime ? Date.parse(verified.data.expirationTime) : Infinity,
        )
        const address = await canonicalSessionAddress(verified.address)
        const created = await consumeNonceAndCreateSession(
          db,
          verified.data.nonce,
          {
            projectId: project.id,
            address,
            chainId: verified.chainId,
            message: body.message,
            signature: body.signature,
            data: { ...verified.data },
            cacao: body.cacao,
            expiresAt: new Date(until),
          },
          { secret: settings.secret, now: at },
        )
        if (created.use !== 'ok')
          throw new SignInRefusal(
            'nonce',
            created.use === 'expired'
              ? 'The nonce has expired: ask for a new one'
              : 'The nonce is unknown or already used',
          )
        log(`sign-in: ${address} on ${verified.chainId} (session ${created.pci}, project ${project.id})`)
        const answer = {
          pci: created.pci,
          address,
          chainId: verified.chainId,
          expiresAt: new Date(until).toISOString(),
        }
        c.header('cache-control', 'no-store')
        if (body.delivery === 'bearer') return c.json({ ...answer, token: created.token })
        c.header(
          'set-cookie',
          sessionCookie(settings.cookieName, created.token, (until - at.getTime()) / 1000, secure(c)),
        )
        return c.json(answer)
      } catch (error) {
        if (!(error instanceof SignInRefusal)) throw error
        log(`sign-in refused (${error.reason}): ${error.message} (project ${project.id})`)
        return c.json({ error: error.message, reason: error.reason }, 401)
      }
    })

    app.get('/v1/auth/me', async (c) => {
      const found = await current(c)
      c.header('cache-control', 'no-store')
      if (!found.ok) return c.json({ error: found.message, reason: found.reason }, 401)
      return c.json(describe(found.session))
    })

    app.post('/v1/auth/sign-out', async (c) => {
      await optionalJsonBody(c)
      const found = await current(c)
      if (found.ok) {
        await revokeSession(db, found.session.pci, now())
        log(`sign-out: session ${found.session.pci}`)
      }
      // The cookie goes either way: a stale one is no use to keep.
      c.header('set-cookie', sessionCookie(settings.cookieName, '', 0, secure(c)))
      return c.json({ success: true })
    })

    const addressParam = async (c: Context) => (await sessionAddressParam(c.req.param('address') ?? '')).address

    // Only the address itself sees its sessions (signed in as it, on any chain): when and where it signed in is its
    // own business.
    app.get('/v1/sessions/:address', async (c) => {
      const address = await addressParam(c)
      const found = await current(c)
      c.header('cache-control', 'no-store')
      if (!found.ok) return c.json({ error: found.message, reason: found.reason }, 401)
      if (found.session.address !== address)
        return c.json({ error: 'Signed in as another address', reason: 'address' }, 403)
      const sessions = await listSessions(db, c.get('project').id, address, now())
      return c.json({
        data: sessions.map((s) => ({
          pci: s.pci,
          chainId: s.chainId,
          domain: s.data.domain,
          uri: s.data.uri,
          createdAt: s.createdAt.toISOString(),
          expiresAt: s.expiresAt.toISOString(),
          current: s.pci === found.session.pci,
        })),
      })
    })

    app.post('/v1/sessions/:address/revoke', async (c) => {
      const address = await addressParam(c)
      const body = parseInput(revokeBody, await jsonBodyOf(c), 'body')
      const project = c.get('project')
      const session = await findSessionOf(db, project.id, address, body.pci)
      if (!session) return c.json({ error: 'Unknown session', field: 'pci' }, 404)
      const chain = context.config.chains.find((ch) => ch.id === session.chainId)
      const valid = await verifyRevokeSignature({
        pci: body.pci,
        address,
        chainId: session.chainId,
        signature: body.signature,
        evmClient: chain && chain.id.startsWith('eip155:') ? evmClient(chain) : undefined,
      })
      if (!valid) {
        log(`revoke refused (signature): session ${body.pci}`)
        return c.json(
          { error: `The signature is not ${address}'s signature of the revoke message`, reason: 'signature' },
          401,
        )
      }
      await revokeSession(db, body.pci, now())
      log(`revoke: session ${body.pci}`)
      return c.json({ success: true })
    })
  },
}
