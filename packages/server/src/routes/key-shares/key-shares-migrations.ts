// `key_shares`: per login user, the embedded wallet's auth share (one of three Shamir shares of the seed, useless
// alone), the wallet's public addresses recorded at creation, and the recovery share encrypted under a key the server
// never sees (packages/embedded-wallet/README.md). Nothing here can sign, alone or together.
import type { ColumnType, Kysely } from 'kysely'
import { sql } from 'kysely'
import type { Migrations } from '../../db/migrate.js'
import type { Database } from '../../db/schema.js'

export interface KeySharesTable {
  user_id: string
  /** base64 of the 33-byte auth share */
  auth_share: string
  eip155_address: string
  solana_address: string
  /** JSON `{ iv, ciphertext }` (base64): the recovery share sealed by the frame; null until stored */
  recovery_share: string | null
  created_at: ColumnType<Date, Date | string | undefined, never>
}

export type KeySharesDatabase = Database & { key_shares: KeySharesTable }

export const keySharesDb = (db: Kysely<Database>) => db as unknown as Kysely<KeySharesDatabase>

export const keySharesMigrations: Migrations = {
  // After 0011_login, whose login_users it references.
  '0011_login_key_shares': {
    async up(db) {
      await db.schema
        .createTable('key_shares')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('login_users.id'))
        .addColumn('auth_share', 'text', (c) => c.notNull())
        .addColumn('eip155_address', 'text', (c) => c.notNull())
        .addColumn('solana_address', 'text', (c) => c.notNull())
        .addColumn('recovery_share', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute()
    },
  },
}
