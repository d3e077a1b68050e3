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
  /** The server's PostgreSQL (its DATABASE_URL): sessions are read there, as the server reads them. */
  databaseUrl?: string | undefined
  /**
   * Without a database URL: the server's own URL, asked through its GET /v1/auth/me (the server on PGlite, whose
   * database only its process can open). Without either, every profile answer is 503 saying so.
   */
  serverUrl?: string | undefined
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
  const source = options.db || options.databaseUrl ? 'database' : options.serverUrl ? 'server' : 'missing'
  app.get('/health', (c) => c.json({ status: 'ok', sessions: source }))
  app.get('/api/profile', async (c) => {
    if (source === 'missing') {
      // PGlite belongs to the one server process that opened it: a second process cannot read its sessions.
      return c.json(
        {
          error: "This backend needs the Foyer server's PostgreSQL (DATABASE_URL) or its URL (FOYER_SERVER_URL)",
          reason: 'no-database',
        },
        503,
      )
    }
    let session: Awaited<ReturnType<typeof verifySession>>
    try {
      session = await verifySession(c.req.raw, {
        ...(options.db
          ? { db: options.db }
          : options.databaseUrl
            ? { databaseUrl: options.databaseUrl }
            : { serverUrl: options.serverUrl! }),
        ...(options.secret ? { secret: options.secret } : {}),
        projectId: options.projectId,
      })
    } catch (error) {
      // The database or the server is out of reach: the session cannot be told, which is not the person's fault.
      const detail = error instanceof Error ? error.message : String(error)
      return c.json({ error: `Could not check the session: ${detail}`, reason: 'unavailable' }, 502)
    }
    if (!session.ok) return c.json({ error: session.message, reason: session.reason }, 401)
    return c.json({ address: session.address, chainId: session.chainId, expiresAt: session.expiresAt.toISOString() })
  })
  return app
}
