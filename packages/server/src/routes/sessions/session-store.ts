// Nonces and sessions in the database, so that every instance on one PostgreSQL sees the same ones: a nonce used on
// one instance is gone for all (consumed by one DELETE … RETURNING, which only one transaction can win).
import { randomBytes } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import type { AuthSessionsTable, SessionsDatabase } from './session-migrations.js'
import { hashSessionToken, isSessionTokenShape, newSessionToken } from './session-token.js'

/** Why a token gives no session: none sent, not a session of ours (forged, or of another project), over, or ended. */
export type SessionRefusalReason = 'missing' | 'unknown' | 'expired' | 'revoked'

export interface ActiveSession {
  pci: string
  projectId: string
  address: string
  chainId: string
  expiresAt: Date
  createdAt: Date
  message: string
  signature: string
  data: Record<string, unknown>
  cacao: Record<string, unknown> | null
}

export type SessionLookup =
  | { ok: true; session: ActiveSession }
  | { ok: false; reason: SessionRefusalReason; message: string }

const REFUSAL_TEXT: Record<SessionRefusalReason, string> = {
  missing: 'No session: sign in first',
  unknown: 'Unknown session',
  expired: 'The session has expired',
  revoked: 'The session was signed out or revoked',
}

export const refuseSession = (reason: SessionRefusalReason): SessionLookup => ({
  ok: false,
  reason,
  message: REFUSAL_TEXT[reason],
})

/** 128 random bits as 32 hex digits: EIP-4361 and SIWS want 8+ alphanumerics. */
export async function issueNonce(
  db: Kysely<SessionsDatabase>,
  projectId: string,
  expiresAt: Date,
): Promise<{ nonce: string; expiresAt: Date }> {
  const nonce = randomBytes(16).toString('hex')
  await db.insertInto('auth_nonces').values({ nonce, project_id: projectId, expires_at: expiresAt }).execute()
  return { nonce, expiresAt }
}

export async function deleteExpiredNonces(db: Kysely<SessionsDatabase>, now: Date): Promise<void> {
  await db.deleteFrom('auth_nonces').where('expires_at', '<=', now).execute()
}

export type NonceUse = 'ok' | 'unknown' | 'expired'

export interface NewSession {
  projectId: string
  address: string
  chainId: string
  message: string
  signature: string
  data: Record<string, unknown>
  cacao?: Record<string, unknown> | undefined
  expiresAt: Date
}

/**
 * Spends the nonce and records the session in one transaction: a replay (here or on another instance) finds the nonce
 * gone and gets no session. Returns the token, which exists nowhere else from then on.
 */
export async function consumeNonceAndCreateSession(
  db: Kysely<SessionsDatabase>,
  nonce: string,
  session: NewSession,
  options: { secret: string | undefined; now: Date },
): Promise<{ use: Exclude<NonceUse, 'ok'> } | { use: 'ok'; token: string; pci: string }> {
  return db.transaction().execute(async (tx) => {
    const spent = await tx
      .deleteFrom('auth_nonces')
      .where('nonce', '=', nonce)
      .where('project_id', '=', session.projectId)
      .returning('expires_at')
      .executeTakeFirst()
    if (!spent) return { use: 'unknown' as const }
    if (new Date(spent.expires_at).getTime() <= options.now.getTime()) return { use: 'expired' as const }
    const token = newSessionToken()
    const pci = randomBytes(16).toString('hex')
    await tx
      .insertInto('auth_sessions')
      .values({
        id: pci,
        token_hash: hashSessionToken(token, options.secret),
        project_id: session.projectId,
        address: session.address,
        chain_id: session.chainId,
        message: session.message,
        signature: session.signature,
        data: JSON.stringify(session.data),
        cacao: session.cacao ? JSON.stringify(session.cacao) : null,
        created_at: options.now,
        expires_at: session.expiresAt,
      })
      .execute()
    return { use: 'ok' as const, token, pci }
  })
}

function toActive(row: Selectable<AuthSessionsTable>): ActiveSession {
  return {
    pci: row.id,
    projectId: row.project_id,
    address: row.address,
    chainId: row.chain_id,
    expiresAt: new Date(row.expires_at),
    createdAt: new Date(row.created_at),
    message: row.message,
    signature: row.signature,
    data: row.data,
    cacao: row.cacao ?? null,
  }
}

/** The session a token names, if it is one of ours, of this project (when given), unexpired and not revoked. */
export async function lookupSession(
  db: Kysely<SessionsDatabase>,
  token: string | undefined,
  options: { secret: string | undefined; now: Date; projectId?: string | undefined },
): Promise<SessionLookup> {
  if (!token) return refuseSession('missing')
  if (!isSessionTokenShape(token)) return refuseSession('unknown')
  const row = await db
    .selectFrom('auth_sessions')
    .selectAll()
    .where('token_hash', '=', hashSessionToken(token, options.secret))
    .executeTakeFirst()
  if (!row || (options.projectId !== undefined && row.project_id !== options.projectId)) return refuseSession('unknown')
  if (row.revoked_at) return refuseSession('revoked')
  if (new Date(row.expires_at).getTime() <= options.now.getTime()) return refuseSession('expired')
  return { ok: true, session: toActive(row) }
}

export async function revokeSession(db: Kysely<SessionsDatabase>, pci: string, now: Date): Promise<void> {
  await db
    .updateTable('auth_sessions')
    .set({ revoked_at: now })
    .where('id', '=', pci)
    .where('revoked_at', 'is', null)
    .execute()
}

/** An address's live sessions in a project, newest first. */
export async function listSessions(
  db: Kysely<SessionsDatabase>,
  projectId: string,
  address: string,
  now: Date,
): Promise<ActiveSession[]> {
  const rows = await db
    .selectFrom('auth_sessions')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('address', '=', address)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .execute()
  return rows.map(toActive)
}

export async function findSessionOf(
  db: Kysely<SessionsDatabase>,
  projectId: string,
  address: string,
  pci: string,
): Promise<ActiveSession | undefined> {
  const row = await db
    .selectFrom('auth_sessions')
    .selectAll()
    .where('id', '=', pci)
    .where('project_id', '=', projectId)
    .where('address', '=', address)
    .executeTakeFirst()
  return row ? toActive(row) : undefined
}
