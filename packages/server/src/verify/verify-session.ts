// For a host's own backend: is this request signed in with Foyer, and as whom? Reads the session cookie (or a bearer
// token) and asks the same database @foyer/server writes, so a sign-out or revoke anywhere counts at once.
import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import type { SessionsDatabase } from '../routes/sessions/session-migrations.js'
import { DEFAULT_SESSION_COOKIE } from '../routes/sessions/session-config.js'
import { lookupSession, refuseSession, type SessionRefusalReason } from '../routes/sessions/session-store.js'
import { sessionTokenOf } from '../routes/sessions/session-token.js'

export type { SessionRefusalReason } from '../routes/sessions/session-store.js'

export interface VerifySessionOptions {
  /** The server's PostgreSQL (`postgres://…`), opened once per URL and kept. */
  databaseUrl?: string
  /** Or a Kysely on that database (the server's own `context.database.db`, or PGlite in tests). */
  db?: Kysely<any> // eslint-disable-line @typescript-eslint/no-explicit-any -- any Kysely on the server's database
  /**
   * Or the server itself (`https://api.example.com`): the session is read through its `GET /v1/auth/me`, with the
   * token as a bearer header. For a server on PGlite, whose database only its own process can open, or a backend
   * with no route to the database. Needs `projectId`; one HTTP round trip per call.
   */
  serverUrl?: string
  /** With serverUrl: the fetch to use (default the global one). */
  fetch?: typeof fetch
  /** The server's `sessions.secret`. Default: FOYER_SESSION_SECRET, as the server reads it. */
  secret?: string
  /** The server's `sessions.cookieName`. Default `foyer_session`. */
  cookieName?: string
  /** Only sessions of this project. */
  projectId?: string
  /** Tests: the clock. */
  now?: () => Date
}

export type VerifySessionResult =
  | { ok: true; address: string; chainId: string; expiresAt: Date; pci: string }
  | { ok: false; reason: SessionRefusalReason; message: string }

/** A Fetch Request, a Node IncomingMessage (or anything with its headers), or the token itself. */
export type SessionCarrier =
  | string
  | { headers: Headers | Record<string, string | string[] | undefined> }
  | null
  | undefined

const pools = new Map<string, Kysely<SessionsDatabase>>()

function databaseOf(options: VerifySessionOptions): Kysely<SessionsDatabase> {
  if (options.db) return options.db as Kysely<SessionsDatabase>
  if (!options.databaseUrl) throw new TypeError('verifySession needs databaseUrl or db')
  let db = pools.get(options.databaseUrl)
  if (!db) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 5 })
    // An idle client losing its server emits 'error'; unhandled, that would end the host's process.
    pool.on('error', () => {})
    db = new Kysely<SessionsDatabase>({ dialect: new PostgresDialect({ pool }) })
    pools.set(options.databaseUrl, db)
  }
  return db
}

function header(headers: Headers | Record<string, string | string[] | undefined>, name: string): string | undefined {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined
  const value = (headers as Record<string, string | string[] | undefined>)[name]
  return Array.isArray(value) ? value.join('; ') : value
}

/**
 * The signed-in address and chain of a request, or why there is none: 'missing' (no cookie or token), 'unknown'
 * (not a session of this server: forged, or of another project), 'expired', 'revoked' (signed out or revoked).
 */
export async function verifySession(
  carrier: SessionCarrier,
  options: VerifySessionOptions,
): Promise<VerifySessionResult> {
  const cookieName = options.cookieName ?? DEFAULT_SESSION_COOKIE
  const token =
    typeof carrier === 'string'
      ? carrier
      : carrier?.headers
        ? sessionTokenOf(
            { cookie: header(carrier.headers, 'cookie'), authorization: header(carrier.headers, 'authorization') },
            cookieName,
          )
        : undefined
  if (options.serverUrl !== undefined && !options.db && !options.databaseUrl) return askServer(token, options)
  const found = await lookupSession(databaseOf(options), token, {
    secret: options.secret ?? (process.env.FOYER_SESSION_SECRET || undefined),
    now: options.now?.() ?? new Date(),
    projectId: options.projectId,
  })
  if (!found.ok) return found
  const { address, chainId, expiresAt, pci } = found.session
  return { ok: true, address, chainId, expiresAt, pci }
}

interface MeAnswer {
  pci?: string
  address?: string
  chainId?: string
  expiresAt?: string
  error?: string
  reason?: SessionRefusalReason
}

const REASONS: readonly SessionRefusalReason[] = ['missing', 'unknown', 'expired', 'revoked']

/** The server's own answer about the token: its refusals keep their reason, anything else is an error to the host. */
async function askServer(token: string | undefined, options: VerifySessionOptions): Promise<VerifySessionResult> {
  if (!options.projectId) throw new TypeError('verifySession needs projectId with serverUrl')
  if (!token) return refuseSession('missing') as VerifySessionResult
  const url = new URL('v1/auth/me', options.serverUrl!.endsWith('/') ? options.serverUrl : `${options.serverUrl}/`)
  url.searchParams.set('projectId', options.projectId)
  const response = await (options.fetch ?? fetch)(url, { headers: { authorization: `Bearer ${token}` } })
  const body = (await response.json().catch(() => ({}))) as MeAnswer
  if (response.status === 401 && body.reason && REASONS.includes(body.reason)) {
    return { ok: false, reason: body.reason, message: body.error ?? body.reason }
  }
  if (!response.ok || !body.pci || !body.address || !body.chainId || !body.expiresAt) {
    throw new Error(`The Foyer server at ${url.origin} answered HTTP ${response.status} to GET /v1/auth/me`)
  }
  return { ok: true, address: body.address, chainId: body.chainId, expiresAt: new Date(body.expiresAt), pci: body.pci }
}

/** Closes the pools verifySession opened (a host's graceful shutdown, tests). */
export async function closeVerifySessionPools(): Promise<void> {
  const open = [...pools.values()]
  pools.clear()
  await Promise.all(open.map((db) => db.destroy()))
}
