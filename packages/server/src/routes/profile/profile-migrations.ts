// 0009_profile_names: the names table of 0003 (which the identity route reads) grows what registration needs — the
// coin type the address was registered for (ENSIP-11), text attributes, and which name is the address's primary one
// (at most one per address, held by a partial unique index so two instances registering at once cannot both win) —
// and a table of the registration messages already used, so a signed message cannot be posted twice.
import { sql } from 'kysely'
import type { Migrations } from '../../db/migrate.js'

export const profileMigrations: Migrations = {
  '0009_profile_names': {
    async up(db) {
      await db.schema
        .alterTable('names')
        .addColumn('coin_type', 'bigint', (c) => c.notNull().defaultTo(60))
        .execute()
      await db.schema
        .alterTable('names')
        .addColumn('attributes', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
        .execute()
      await db.schema
        .alterTable('names')
        .addColumn('is_primary', 'boolean', (c) => c.notNull().defaultTo(false))
        .execute()
      await sql`create unique index names_one_primary on names (address) where is_primary`.execute(db)
      await db.schema
        .createTable('name_registration_messages')
        .addColumn('hash', 'text', (c) => c.primaryKey())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute()
    },
  },
}
