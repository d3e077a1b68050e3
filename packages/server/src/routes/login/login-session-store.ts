// Login sessions: an opaque bearer token (256 random bits) handed to the wallet frame once, kept by the server only as
// an HMAC (sessions.secret), with an expiry and a revocation time. Same token scheme as the SIWX sessions.
import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import { hashSessionToken, isSessionTokenShape, newSessionToken } from '../sessions/session-token.js'
import type { LoginDatabase } from './login-migrations.js'
import { toLoginUser, type LoginUser } from './user-store.js'

export type LoginRefusalReason = 'missing' | 'unknown' | 'expired' | 'revoked'

export const LOGIN_REFUSAL_TEXT: Record<LoginRefusalReason, string> = {
  missing: 'Not logged in',
  unknown: 'Unknown login session',
  expired: 'The login session has expired',
  revoked: 'The login session was signed out',
}

export type LoginLookup =
  | { ok: true; sessionId: string; user: LoginUser; expiresAt: Date }
  | { ok: false; reason: LoginRefusalReason; error: string }

const refuse = (reason: LoginRefusalReason): LoginLookup => ({ ok: false, reason, error: LOGIN_REFUSAL_TEXT[reason] })

export interface TokenOptions {
  secret: string | undefined
  now: Date
}

/** Opens a session for the user; the token returned exists nowhere else from then on. */
export async function issueLoginSession(
  db: Kysely<LoginDatabase>,
  userId: string,
  options: TokenOptions & { lifetimeSeconds: number },
): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const token = newSessionToken()
  const sessionId = randomBytes(16).toString('hex')
  const expiresAt = new Date(options.now.getTime() + options.lifetimeSeconds * 1000)
  await db
    .insertInto('login_sessions')
    .values({
      id: sessionId,
      token_hash: hashSessionToken(token, options.secret),
      user_id: userId,
      created_at: options.now,
      expires_at: expiresAt,
    })
    .execute()
  return { token, sessionId, expiresAt }
}

/** The session and user a token names, if it is one of ours, unexpired and not revoked. */
export async function lookupLoginSession(
  db: Kysely<LoginDatabase>,
  token: string | undefined,
  options: TokenOptions,
): Promise<LoginLookup> {
  if (!token) return refuse('missing')
  if (!isSessionTokenShape(token)) return refuse('unknown')
  const row = await db
    .selectFrom('login_sessions as s')
    .innerJoin('login_users as u', 'u.id', 's.user_id')
    .select([
      's.id as session_id',
      's.expires_at',
      's.revoked_at',
      'u.id',
      'u.provider',
      'u.subject',
      'u.email',
      'u.handle',
      'u.created_at',
    ])
    .where('s.token_hash', '=', hashSessionToken(token, options.secret))
    .executeTakeFirst()
  if (!row) return refuse('unknown')
  if (row.revoked_at) return refuse('revoked')
  const expiresAt = new Date(row.expires_at)
  if (expiresAt.getTime() <= options.now.getTime()) return refuse('expired')
  return { ok: true, sessionId: row.session_id, user: toLoginUser(row), expiresAt }
}

export async function revokeLoginSession(db: Kysely<LoginDatabase>, sessionId: string, now: Date): Promise<void> {
  await db
    .updateTable('login_sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute()
}
