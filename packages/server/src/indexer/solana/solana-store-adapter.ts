// The Solana watcher's store over the server's database: transactions go through the indexer store (the tables the
// history route reads, inserts that ignore rows already there), the per-address text cursors into solana_cursors.
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import type { IndexerStore } from '../indexer-store.js'
import { solanaDb } from './solana-indexer-tables.js'
import type { SolanaIndexerStore } from './solana-store.js'

export function createSolanaStoreAdapter(db: Kysely<Database>, store: IndexerStore): SolanaIndexerStore {
  const sdb = solanaDb(db)
  return {
    async getCursor(key) {
      const row = await sdb.selectFrom('solana_cursors').select('value').where('key', '=', key).executeTakeFirst()
      return row?.value ?? null
    },
    async setCursor(key, value) {
      const updated_at = new Date()
      await sdb
        .insertInto('solana_cursors')
        .values({ key, value, updated_at })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at }))
        .execute()
    },
    saveTransactions: (chainId, transactions) => store.saveTransactions(chainId, transactions),
  }
}
