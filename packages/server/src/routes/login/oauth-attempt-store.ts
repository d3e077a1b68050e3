// Social logins in flight, in the database (any instance may receive the provider's redirect): created at start,
// moved on by one conditional UPDATE at a time — pending → exchanging (only one callback uses the code) → done or
// failed → claimed (only one claim, and only with the secret whose hash the frame gave at start).
import type { Kysely, Selectable } from 'kysely'
import type { LoginDatabase, LoginOAuthAttemptsTable } from './login-migrations.js'

export const ATTEMPT_SECONDS = 10 * 60

export type OAuthAttempt = Selectable<LoginOAuthAttemptsTable>

export async function createAttempt(
  db: Kysely<LoginDatabase>,
  attempt: Omit<OAuthAttempt, 'status' | 'user_id' | 'error' | 'expires_at' | 'created_at'> & { now: Date },
): Promise<void> {
  const { now, ...row } = attempt
  await db
    .insertInto('login_oauth_attempts')
    .values({ ...row, created_at: now, expires_at: new Date(now.getTime() + ATTEMPT_SECONDS * 1000) })
    .execute()
  // Old attempts are of no use to anybody: swept as new ones come.
  await db
    .deleteFrom('login_oauth_attempts')
    .where('expires_at', '<', new Date(now.getTime() - 86_400_000))
    .execute()
}

export async function findAttempt(db: Kysely<LoginDatabase>, state: string): Promise<OAuthAttempt | undefined> {
  return db.selectFrom('login_oauth_attempts').selectAll().where('state', '=', state).executeTakeFirst()
}

/** Takes the attempt for the one callback that may exchange its code; undefined when another did or it expired. */
export async function beginExchange(
  db: Kysely<LoginDatabase>,
  state: string,
  provider: string,
  now: Date,
): Promise<OAuthAttempt | undefined> {
  return db
    .updateTable('login_oauth_attempts')
    .set({ status: 'exchanging' })
    .where('state', '=', state)
    .where('provider', '=', provider)
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst()
}

export async function finishAttempt(
  db: Kysely<LoginDatabase>,
  state: string,
  outcome: { userId: string } | { error: string },
): Promise<void> {
  await db
    .updateTable('login_oauth_attempts')
    .set('userId' in outcome ? { status: 'done', user_id: outcome.userId } : { status: 'failed', error: outcome.error })
    .where('state', '=', state)
    .execute()
}

/** Claims a finished attempt once: the user id, or undefined when it was claimed already (or not done). */
export async function claimAttempt(
  db: Kysely<LoginDatabase>,
  state: string,
  claimHash: string,
  now: Date,
): Promise<string | undefined> {
  const row = await db
    .updateTable('login_oauth_attempts')
    .set({ status: 'claimed' })
    .where('state', '=', state)
    .where('claim_hash', '=', claimHash)
    .where('status', '=', 'done')
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst()
  return row?.user_id ?? undefined
}
