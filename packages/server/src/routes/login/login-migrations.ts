// The login tables: `login_users` (one row per provider and subject: the same person on every login) and
// `login_sessions` (one row per login, found by the HMAC of its bearer token; the token itself is never stored).
import type { ColumnType, Kysely } from 'kysely'
import { sql } from 'kysely'
import type { Migrations } from '../../db/migrate.js'
import type { Database } from '../../db/schema.js'

type Time = ColumnType<Date, Date | string, Date | string>

export interface LoginUsersTable {
  /** Random, public (the frame and the key-share routes key on it). */
  id: string
  /** 'email', a social provider (google, x, …) or 'farcaster'. */
  provider: string
  /** Who the person is at that provider: the normalised address for email, the provider's user id otherwise. */
  subject: string
  email: string | null
  handle: string | null
  created_at: ColumnType<Date, Date | string | undefined, never>
}

export interface LoginSessionsTable {
  id: string
  /** HMAC-SHA256 of the bearer token (hex). */
  token_hash: string
  user_id: string
  created_at: ColumnType<Date, Date | string | undefined, never>
  expires_at: Time
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
}

export type EmailCodeState = 'pending' | 'used' | 'burned' | 'superseded'

/** One emailed code: only its HMAC is kept; a newer code for the address supersedes it. */
export interface LoginEmailCodesTable {
  id: string
  /** Normalised (trimmed, lower case). */
  email: string
  /** HMAC-SHA256 of the address and the code (hex). */
  code_hash: string
  /** HMAC of the client address that asked (for the per-IP limit), not the address itself. */
  ip_hash: string
  created_at: ColumnType<Date, Date | string, never>
  expires_at: ColumnType<Date, Date | string, never>
  attempts: ColumnType<number, number | undefined, number>
  state: ColumnType<EmailCodeState, EmailCodeState | undefined, EmailCodeState>
}

export type OAuthAttemptStatus = 'pending' | 'exchanging' | 'done' | 'failed' | 'claimed'

/** One social login in flight: what the callback needs (PKCE verifier, nonce) and who may claim the result. */
export interface LoginOAuthAttemptsTable {
  state: string
  provider: string
  /** SHA-256 (hex) of the frame's claim secret. */
  claim_hash: string
  code_verifier: string
  nonce: string | null
  host_origin: string
  redirect_uri: string
  created_at: ColumnType<Date, Date | string, never>
  expires_at: ColumnType<Date, Date | string, never>
  status: ColumnType<OAuthAttemptStatus, OAuthAttemptStatus | undefined, OAuthAttemptStatus>
  user_id: ColumnType<string | null, string | null | undefined, string | null>
  error: ColumnType<string | null, string | null | undefined, string | null>
}

export type LoginDatabase = Database & {
  login_oauth_attempts: LoginOAuthAttemptsTable
  login_users: LoginUsersTable
  login_sessions: LoginSessionsTable
  login_email_codes: LoginEmailCodesTable
}

/** The platform's Kysely seen with the login tables (schema.ts lists the platform's; each module types its own). */
export const loginDb = (db: Kysely<Database>) => db as unknown as Kysely<LoginDatabase>

export const loginMigrations: Migrations = {
  // Named 0011_login so that later login tables (0011_login_*) and other modules' 0012+ tables sort after it.
  '0011_login': {
    async up(db) {
      await db.schema
        .createTable('login_users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('email', 'text')
        .addColumn('handle', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addUniqueConstraint('login_users_provider_subject', ['provider', 'subject'])
        .execute()
      await db.schema
        .createTable('login_sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'text', (c) => c.notNull().references('login_users.id'))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('revoked_at', 'timestamptz')
        .execute()
      await db.schema.createIndex('login_sessions_user').on('login_sessions').column('user_id').execute()
    },
  },
  '0011_login_email': {
    async up(db) {
      await db.schema
        .createTable('login_email_codes')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('ip_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('state', 'text', (c) => c.notNull().defaultTo('pending'))
        .execute()
      await db.schema
        .createIndex('login_email_codes_email')
        .on('login_email_codes')
        .columns(['email', 'created_at'])
        .execute()
      await db.schema
        .createIndex('login_email_codes_ip')
        .on('login_email_codes')
        .columns(['ip_hash', 'created_at'])
        .execute()
    },
  },
  '0011_login_oauth': {
    async up(db) {
      await db.schema
        .createTable('login_oauth_attempts')
        .addColumn('state', 'text', (c) => c.primaryKey())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('claim_hash', 'text', (c) => c.notNull())
        .addColumn('code_verifier', 'text', (c) => c.notNull())
        .addColumn('nonce', 'text')
        .addColumn('host_origin', 'text', (c) => c.notNull())
        .addColumn('redirect_uri', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('user_id', 'text', (c) => c.references('login_users.id'))
        .addColumn('error', 'text')
        .execute()
      await db.schema
        .createIndex('login_oauth_attempts_expires_at')
        .on('login_oauth_attempts')
        .column('expires_at')
        .execute()
    },
  },
}
