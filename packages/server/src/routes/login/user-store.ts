// Users of the login routes: one per (provider, subject), so a person who logs in again with the same email or the same
// social account is the same user — and gets the same wallet, which the key-share routes key on the user id.
import { randomBytes } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import type { LoginDatabase, LoginUsersTable } from './login-migrations.js'

export const SOCIAL_PROVIDERS = ['google', 'x', 'discord', 'github', 'apple', 'facebook'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]
export type LoginProvider = 'email' | SocialProvider | 'farcaster'

/** The user's public profile, as the contract's `user`. */
export interface LoginUser {
  id: string
  provider: LoginProvider
  email?: string
  handle?: string
  createdAt: string
}

export interface UserIdentity {
  provider: LoginProvider
  /** The provider's stable id of the person (for email: the normalised address). */
  subject: string
  email?: string | undefined
  handle?: string | undefined
}

export function toLoginUser(row: Selectable<LoginUsersTable>): LoginUser {
  return {
    id: row.id,
    provider: row.provider as LoginProvider,
    ...(row.email ? { email: row.email } : {}),
    ...(row.handle ? { handle: row.handle } : {}),
    createdAt: new Date(row.created_at).toISOString(),
  }
}

/**
 * The user of this identity, created on its first login. One statement, so two first logins at once (two tabs, two
 * instances) still make one user. A new email or handle from the provider replaces the stored one (people rename
 * their accounts); one the provider did not send leaves it as it was.
 */
export async function findOrCreateUser(db: Kysely<LoginDatabase>, identity: UserIdentity): Promise<LoginUser> {
  const row = await db
    .insertInto('login_users')
    .values({
      id: randomBytes(16).toString('hex'),
      provider: identity.provider,
      subject: identity.subject,
      email: identity.email ?? null,
      handle: identity.handle ?? null,
    })
    .onConflict((oc) =>
      oc.columns(['provider', 'subject']).doUpdateSet((eb) => ({
        email: eb.fn.coalesce('excluded.email', 'login_users.email'),
        handle: eb.fn.coalesce('excluded.handle', 'login_users.handle'),
      })),
    )
    .returningAll()
    .executeTakeFirstOrThrow()
  return toLoginUser(row)
}

export async function findUserById(db: Kysely<LoginDatabase>, id: string): Promise<LoginUser | undefined> {
  const row = await db.selectFrom('login_users').selectAll().where('id', '=', id).executeTakeFirst()
  return row ? toLoginUser(row) : undefined
}
