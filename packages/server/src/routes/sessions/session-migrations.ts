// The sign-in tables: `auth_nonces` (issued, not yet used) and `auth_sessions` (one row per sign-in, found by the hash
// of its token; the token itself is never stored).
import type { ColumnType, Kysely } from 'kysely'
import { sql } from 'kysely'
import type { Migrations } from '../../db/migrate.js'
import type { Database } from '../../db/schema.js'

type Time = ColumnType<Date, Date | string, Date | string>

export interface AuthNoncesTable {
  nonce: string
  project_id: string
  expires_at: Time
}

export interface AuthSessionsTable {
  /** The public id (the spec's `pci`), safe to show and to log. */
  id: string
  /** HMAC-SHA256 of the token (hex): a database leak gives nobody a session. */
  token_hash: string
  project_id: string
  /** EVM checksummed, Solana base58: canonicalAddress(). */
  address: string
  chain_id: string
  /** The signed message, its signature, the parsed fields (SIWXMessageData) and the CACAO when there was one. */
  message: string
  signature: string
  data: ColumnType<Record<string, unknown>, string, string>
  cacao: ColumnType<Record<string, unknown> | null, string | null, string | null>
  created_at: Time
  expires_at: Time
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
}

export type SessionsDatabase = Database & { auth_nonces: AuthNoncesTable; auth_sessions: AuthSessionsTable }

/** The platform's Kysely seen with these tables (schema.ts lists the platform's; each module types its own). */
export const sessionsDb = (db: Kysely<Database>) => db as unknown as Kysely<SessionsDatabase>

export const sessionMigrations: Migrations = {
  '0006_sessions': {
    async up(db) {
      await db.schema
        .createTable('auth_nonces')
        .addColumn('nonce', 'text', (c) => c.primaryKey())
        .addColumn('project_id', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('auth_nonces_expires_at').on('auth_nonces').column('expires_at').execute()
      await db.schema
        .createTable('auth_sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('project_id', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('chain_id', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('signature', 'text', (c) => c.notNull())
        .addColumn('data', 'jsonb', (c) => c.notNull())
        .addColumn('cacao', 'jsonb')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('revoked_at', 'timestamptz')
        .execute()
      await db.schema
        .createIndex('auth_sessions_project_address')
        .on('auth_sessions')
        .columns(['project_id', 'address'])
        .execute()
    },
  },
}
