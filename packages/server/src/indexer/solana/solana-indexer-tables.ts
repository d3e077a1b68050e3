// The Solana watcher's own tables, migrated with the indexer's (the history route's module). Its cursor is a text per
// watched address (the newest signature seen, as JSON), not a chain height: kept apart from indexer_cursors, whose
// height and block_hash mean "last stored block and its hash" to the EVM follower and whoever reads them.
import type { ColumnType, Kysely } from 'kysely'
import { sql } from 'kysely'
import type { Migrations } from '../../db/migrate.js'
import type { Database } from '../../db/schema.js'

export interface SolanaCursorsTable {
  /** solanaCursorKey(chainId, address). */
  key: string
  value: string
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>
}

/** Addresses the watcher follows besides the config's: every Solana address the history or balance route was asked about. */
export interface SolanaWatchedAddressesTable {
  chain_id: string
  address: string
  added_at: ColumnType<Date, Date | string | undefined, never>
}

// A type, not an interface: withTables() wants an index signature, which only type aliases have implicitly.
export type SolanaTables = {
  solana_cursors: SolanaCursorsTable
  solana_watched_addresses: SolanaWatchedAddressesTable
}

export type SolanaDb = Kysely<Database & SolanaTables>

export function solanaDb(db: Kysely<Database>): SolanaDb {
  return db.withTables<SolanaTables>()
}

export const solanaIndexerMigrations: Migrations = {
  '0007_solana_cursors': {
    async up(db) {
      await db.schema
        .createTable('solana_cursors')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute()
    },
  },
  '0008_solana_watched_addresses': {
    async up(db) {
      await db.schema
        .createTable('solana_watched_addresses')
        .addColumn('chain_id', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('added_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('solana_watched_addresses_pk', ['chain_id', 'address'])
        .execute()
    },
  },
}
