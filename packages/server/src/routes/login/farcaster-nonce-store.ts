// Sign In With Farcaster nonces: issued by POST /v1/login/farcaster/nonce, spent by the verify that names them. Stored
// so a nonce works once (a conditional UPDATE claims it: two verifies racing on one nonce cannot both pass) and only
// until it expires.
import { randomBytes } from 'node:crypto'
import type { ColumnType, Kysely } from 'kysely'
import type { Migrations } from '../../db/migrate.js'
import type { LoginDatabase } from './login-migrations.js'

export interface LoginFarcasterNoncesTable {
  nonce: string
  created_at: ColumnType<Date, Date | string, never>
  expires_at: ColumnType<Date, Date | string, never>
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
}

export type FarcasterLoginDatabase = LoginDatabase & { login_farcaster_nonces: LoginFarcasterNoncesTable }
export const farcasterDb = (db: Kysely<LoginDatabase>) => db as unknown as Kysely<FarcasterLoginDatabase>

export const farcasterMigrations: Migrations = {
  '0011_login_farcaster': {
    async up(db) {
      await db.schema
        .createTable('login_farcaster_nonces')
        .addColumn('nonce', 'text', (c) => c.primaryKey())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('used_at', 'timestamptz')
        .execute()
    },
  },
}

/** 24 base62-ish characters (SIWE nonces must be at least 8 alphanumerics). */
export const newFarcasterNonce = () => randomBytes(18).toString('base64url').replace(/[-_]/g, '0')

export async function storeFarcasterNonce(db: Kysely<FarcasterLoginDatabase>, now: Date, seconds: number) {
  const nonce = newFarcasterNonce()
  const expiresAt = new Date(now.getTime() + seconds * 1000)
  await db.insertInto('login_farcaster_nonces').values({ nonce, created_at: now, expires_at: expiresAt }).execute()
  return { nonce, expiresAt }
}

export type NonceRefusal = 'unknown' | 'expired' | 'used'

/** Marks the nonce used if it is unused and unexpired; otherwise says why not. */
export async function spendFarcasterNonce(
  db: Kysely<FarcasterLoginDatabase>,
  nonce: string,
  now: Date,
): Promise<{ ok: true } | { ok: false; reason: NonceRefusal }> {
  const spent = await db
    .updateTable('login_farcaster_nonces')
    .set({ used_at: now })
    .where('nonce', '=', nonce)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst()
  if (spent.numUpdatedRows > 0n) return { ok: true }
  const row = await db.selectFrom('login_farcaster_nonces').selectAll().where('nonce', '=', nonce).executeTakeFirst()
  if (!row) return { ok: false, reason: 'unknown' }
  return { ok: false, reason: row.used_at ? 'used' : 'expired' }
}
