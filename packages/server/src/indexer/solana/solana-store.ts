// What the Solana watcher needs from the indexer's store. Kept this small so any store (the server's SQL tables, a test's
// Map) can be adapted to it in a few lines.
import type { ChainId, IndexedTransaction } from '../indexed-transaction.js'

export interface SolanaIndexerStore {
  /** The value last given to setCursor for `key`, or null if none. */
  getCursor(key: string): Promise<string | null>
  setCursor(key: string, value: string): Promise<void>
  /**
   * Keeps transactions seen by the watcher. Must be idempotent per (chainId, hash, watched address): the watcher saves
   * before it moves its cursor, so a crash in between makes it save the same transactions again on restart.
   */
  saveTransactions(chainId: ChainId, transactions: IndexedTransaction[]): Promise<void>
}
