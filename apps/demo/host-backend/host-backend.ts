// The demo's example host backend: the app's own API, which trusts a Foyer sign-in (createServerSiwx) by asking
// @foyer/server/verify about the session, as README's "A host backend trusting the sign-in" shows. One route,
// GET /api/profile: the signed-in address, or 401 with the reason the session is not good (missing, unknown, expired,
// revoked).
//
// Why the cookie works here: @foyer/server (127.0.0.1:8788) sets `foyer_session` for the host 127.0.0.1, and cookies
// ignore ports, so the browser sends it to this backend on 127.0.0.1:8791 too when the page asks with
// `credentials: 'include'`. The page (127.0.0.1:5173) and this backend are the same site, so SameSite=Lax lets it go.
// A cross-origin request with credentials needs CORS that names the page's origin and allows credentials: never '*'.
// A backend on another host than the server's would take the bearer token instead (`delivery: 'bearer'`).
import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { verifySession, type VerifySessionOptions } from '@foyer/server/verify'

export interface HostBackendOptions {
  /** The server's PostgreSQL (its DATABASE_URL). Without it every profile answer is 503 saying so. */
  databaseUrl?: string | undefined
  /** The server's `sessions.secret`, when it has one. */
  secret?: string | undefined
  /** The project whose sessions count. */
  projectId: string
  /** Pages allowed to call with credentials. */
  allowedOrigins: string[]
  /** Tests: a Kysely on the server's database instead of databaseUrl. */
  db?: VerifySessionOptions['db']
}

export function createHostBackend(options: HostBackendOptions): Hono {
  const app = new Hono()
  app.use(
    '/api/*',
    cors({
      origin: (origin) => (options.allowedOrigins.includes(origin) ? origin : null),
      credentials: true,
      allowMethods: ['GET'],
    }),
  )
  app.get('/health', (c) => c.json({ status: 'ok', database: options.db || options.databaseUrl ? 'set' : 'missing' }))
  app.get('/api/profile', async (c) => {
    if (!options.db && !options.databaseUrl) {
      // PGlite belongs to the one server process that opened it: a second process cannot read its sessions.
      return c.json(
        {
          error: "This backend needs the Foyer server's PostgreSQL: start both with DATABASE_URL=postgres://…",
          reason: 'no-database',
        },
        503,
      )
    }
    const session = await verifySession(c.req.raw, {
      ...(options.db ? { db: options.db } : { databaseUrl: options.databaseUrl }),
      ...(options.secret ? { secret: options.secret } : {}),
      projectId: options.projectId,
    })
    if (!session.ok) return c.json({ error: session.message, reason: session.reason }, 401)
    return c.json({ address: session.address, chainId: session.chainId, expiresAt: session.expiresAt.toISOString() })
  })
  return app
}
