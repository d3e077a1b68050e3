// The indexer's tables. Every row carries its chain and block, so a reorg drops a block range with one delete per table.
import { sql } from 'kysely'
import type { Migrations } from '../db/migrate.js'
import { solanaIndexerMigrations } from './solana/solana-indexer-tables.js'

export const indexerMigrations: Migrations = {
  '0004_indexer': {
    async up(db) {
      await db.schema
        .createTable('indexer_cursors')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('height', 'bigint', (c) => c.notNull())
        .addColumn('block_hash', 'text')
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute()
      await db.schema
        .createTable('indexer_blocks')
        .addColumn('chain_id', 'text', (c) => c.notNull())
        .addColumn('number', 'bigint', (c) => c.notNull())
        .addColumn('hash', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('indexer_blocks_pk', ['chain_id', 'number'])
        .execute()
      await db.schema
        .createTable('indexed_transactions')
        .addColumn('chain_id', 'text', (c) => c.notNull())
        .addColumn('hash', 'text', (c) => c.notNull())
        .addColumn('block_number', 'bigint', (c) => c.notNull())
        .addColumn('block_hash', 'text')
        .addColumn('tx_index', 'integer', (c) => c.notNull())
        .addColumn('mined_at', 'bigint', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('from_address', 'text', (c) => c.notNull())
        .addColumn('to_address', 'text')
        .addPrimaryKeyConstraint('indexed_transactions_pk', ['chain_id', 'hash'])
        .execute()
      await db.schema
        .createIndex('indexed_transactions_block')
        .on('indexed_transactions')
        .columns(['chain_id', 'block_number'])
        .execute()
      await db.schema
        .createTable('indexed_transfers')
        .addColumn('chain_id', 'text', (c) => c.notNull())
        .addColumn('tx_hash', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('block_number', 'bigint', (c) => c.notNull())
        .addColumn('direction', 'text', (c) => c.notNull())
        .addColumn('counterparty', 'text')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('asset', 'text')
        .addColumn('amount', 'text', (c) => c.notNull())
        .addColumn('token_id', 'text')
        .addColumn('decimals', 'integer')
        .addPrimaryKeyConstraint('indexed_transfers_pk', ['chain_id', 'tx_hash', 'address', 'seq'])
        .execute()
      await db.schema
        .createIndex('indexed_transfers_block')
        .on('indexed_transfers')
        .columns(['chain_id', 'block_number'])
        .execute()
      await db.schema
        .createTable('indexed_account_transactions')
        .addColumn('chain_id', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('tx_hash', 'text', (c) => c.notNull())
        .addColumn('mined_at', 'bigint', (c) => c.notNull())
        .addColumn('block_number', 'bigint', (c) => c.notNull())
        .addColumn('tx_index', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('indexed_account_transactions_pk', ['chain_id', 'address', 'tx_hash'])
        .execute()
      // The history route's page: one address, newest first, keyset on (mined_at, chain, block, index).
      await sql`create index indexed_account_transactions_history on indexed_account_transactions
        (address, mined_at desc, chain_id desc, block_number desc, tx_index desc)`.execute(db)
      await db.schema
        .createIndex('indexed_account_transactions_block')
        .on('indexed_account_transactions')
        .columns(['chain_id', 'block_number'])
        .execute()
      await db.schema
        .createTable('indexed_tokens')
        .addColumn('chain_id', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('name', 'text')
        .addColumn('symbol', 'text')
        .addColumn('decimals', 'integer')
        .addPrimaryKeyConstraint('indexed_tokens_pk', ['chain_id', 'address'])
        .execute()
      await db.schema
        .createTable('indexed_nfts')
        .addColumn('chain_id', 'text', (c) => c.notNull())
        .addColumn('contract', 'text', (c) => c.notNull())
        .addColumn('token_id', 'text', (c) => c.notNull())
        .addColumn('name', 'text')
        .addColumn('image', 'text')
        .addPrimaryKeyConstraint('indexed_nfts_pk', ['chain_id', 'contract', 'token_id'])
        .execute()
    },
  },
  ...solanaIndexerMigrations,
}
