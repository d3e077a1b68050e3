// A SolanaIndexerStore in a Map, for the watcher's tests: saving the same record again keeps one, as the interface
// requires, and every record handed over is counted, so a test sees when the watcher saves something twice.
import type { ChainId, IndexedTransaction } from '../../indexed-transaction.js'
import type { SolanaIndexerStore } from '../solana-store.js'

export interface MemorySolanaStore extends SolanaIndexerStore {
  cursors: Map<string, string>
  /** Stored records, in the order first saved. */
  records(): IndexedTransaction[]
  /** How many records saveTransactions was given in all, duplicates included. */
  saved: number
}

export function createMemorySolanaStore(): MemorySolanaStore {
  const cursors = new Map<string, string>()
  const byKey = new Map<string, IndexedTransaction>()
  const store: MemorySolanaStore = {
    cursors,
    saved: 0,
    records: () => [...byKey.values()],
    getCursor: async (key) => cursors.get(key) ?? null,
    setCursor: async (key, value) => {
      cursors.set(key, value)
    },
    saveTransactions: async (chainId: ChainId, transactions) => {
      store.saved += transactions.length
      for (const transaction of transactions) byKey.set(`${chainId} ${JSON.stringify(transaction)}`, transaction)
    },
  }
  return store
}
