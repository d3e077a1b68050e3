// Email one-time codes in the database, so every instance on one PostgreSQL sees the same codes and counts: 6 digits
// from the CSPRNG, kept only as an HMAC, valid 10 minutes, 5 tries then burned, used once. Each try is counted by one
// UPDATE … RETURNING before the code is compared, so parallel guesses cannot share a try; the code is spent by another
// that only one request can win.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import type { LoginDatabase } from './login-migrations.js'

export const CODE_SECONDS = 10 * 60
export const MAX_TRIES = 5

const NO_SECRET = 'foyer-login-email-code'

export function newEmailCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

export function hashEmailCode(email: string, code: string, secret: string | undefined): string {
  return createHmac('sha256', secret ?? NO_SECRET)
    .update(`${email}\u0000${code}`)
    .digest('hex')
}

export function hashClientAddress(address: string, secret: string | undefined): string {
  return createHmac('sha256', secret ?? NO_SECRET)
    .update(`ip\u0000${address}`)
    .digest('hex')
}

/** Lower case and trimmed: Foo@Example.com and foo@example.com are one login (and one user). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase()
}

export interface RecentStarts {
  count: number
  /** When the oldest code in the window was made: the window frees a place when it leaves. */
  oldest: Date | undefined
}

/** Codes made since `since` for this address or this client (for the rate limits). */
export async function recentStarts(
  db: Kysely<LoginDatabase>,
  column: 'email' | 'ip_hash',
  value: string,
  since: Date,
): Promise<RecentStarts> {
  const row = await db
    .selectFrom('login_email_codes')
    .select((eb) => [eb.fn.countAll<string | number>().as('count'), eb.fn.min('created_at').as('oldest')])
    .where(column, '=', value)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow()
  return { count: Number(row.count), oldest: row.oldest ? new Date(row.oldest) : undefined }
}

/** Records a new code for the address; any older pending one stops working (only the newest mail's code counts). */
export async function storeEmailCode(
  db: Kysely<LoginDatabase>,
  input: { email: string; codeHash: string; ipHash: string; now: Date },
): Promise<{ id: string; expiresAt: Date }> {
  const id = randomBytes(16).toString('hex')
  const expiresAt = new Date(input.now.getTime() + CODE_SECONDS * 1000)
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('login_email_codes')
      .set({ state: 'superseded' })
      .where('email', '=', input.email)
      .where('state', '=', 'pending')
      .execute()
    await tx
      .insertInto('login_email_codes')
      .values({
        id,
        email: input.email,
        code_hash: input.codeHash,
        ip_hash: input.ipHash,
        created_at: input.now,
        expires_at: expiresAt,
      })
      .execute()
  })
  return { id, expiresAt }
}

/** A code whose mail could not be sent: it never reached anybody, so it counts for no limit. */
export async function deleteEmailCode(db: Kysely<LoginDatabase>, id: string): Promise<void> {
  await db.deleteFrom('login_email_codes').where('id', '=', id).execute()
}

export type CodeCheck =
  | { ok: true }
  | { ok: false; reason: 'none' | 'expired' | 'used' | 'burned' }
  | { ok: false; reason: 'wrong'; triesLeft: number }

/** Checks `code` against the newest code sent to the address, counting the try; spends the code when it matches. */
export async function checkEmailCode(
  db: Kysely<LoginDatabase>,
  input: { email: string; codeHash: string; now: Date },
): Promise<CodeCheck> {
  const latest = await db
    .selectFrom('login_email_codes')
    .select(['id', 'state', 'expires_at'])
    .where('email', '=', input.email)
    .where('state', '!=', 'superseded')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst()
  if (!latest) return { ok: false, reason: 'none' }
  if (latest.state === 'used') return { ok: false, reason: 'used' }
  if (latest.state === 'burned') return { ok: false, reason: 'burned' }
  if (new Date(latest.expires_at).getTime() <= input.now.getTime()) return { ok: false, reason: 'expired' }

  const tried = await db
    .updateTable('login_email_codes')
    .set({ attempts: sql`attempts + 1` })
    .where('id', '=', latest.id)
    .where('state', '=', 'pending')
    .where('attempts', '<', MAX_TRIES)
    .returning(['attempts', 'code_hash'])
    .executeTakeFirst()
  if (!tried) {
    // Another request spent or burned it between the two statements.
    const now = await db.selectFrom('login_email_codes').select('state').where('id', '=', latest.id).executeTakeFirst()
    return { ok: false, reason: now?.state === 'used' ? 'used' : 'burned' }
  }
  const matches = timingSafeEqual(Buffer.from(tried.code_hash, 'hex'), Buffer.from(input.codeHash, 'hex'))
  if (matches) {
    const spent = await db
      .updateTable('login_email_codes')
      .set({ state: 'used' })
      .where('id', '=', latest.id)
      .where('state', '=', 'pending')
      .returning('id')
      .executeTakeFirst()
    return spent ? { ok: true } : { ok: false, reason: 'used' }
  }
  if (tried.attempts >= MAX_TRIES) {
    await db
      .updateTable('login_email_codes')
      .set({ state: 'burned' })
      .where('id', '=', latest.id)
      .where('state', '=', 'pending')
      .execute()
    return { ok: false, reason: 'burned' }
  }
  return { ok: false, reason: 'wrong', triesLeft: MAX_TRIES - tried.attempts }
}
