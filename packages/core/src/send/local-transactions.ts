// Transfers sent from this page, remembered so Activity can show them before the API's indexer has them: pending on
// top, then settled, until the history lists the same hash. At most 99 (spec §9 pending transactions limit); the
// oldest goes first.
import { PENDING_TRANSACTIONS_LIMIT } from '../constants.js'
import type { HistoryItem } from '../api/types.js'
import type { FoyerStores, LocalTransaction } from '../types.js'

export function rememberTransaction(stores: FoyerStores, transaction: LocalTransaction): void {
  stores.transactions.setState(({ local }) => ({
    local: [transaction, ...local.filter((t) => t.id !== transaction.id)].slice(0, PENDING_TRANSACTIONS_LIMIT),
  }))
}

export function settleTransaction(stores: FoyerStores, id: string, status: 'confirmed' | 'failed'): void {
  stores.transactions.setState(({ local }) => ({ local: local.map((t) => (t.id === id ? { ...t, status } : t)) }))
}

/** A local transfer in the API's history shape (spec §3), so Activity draws both the same way. */
export function localTransactionToHistoryItem(transaction: LocalTransaction): HistoryItem {
  return {
    id: transaction.id,
    metadata: {
      minedAt: transaction.submittedAt,
      chain: transaction.caipNetworkId,
      status: transaction.status,
      hash: transaction.id,
      sentFrom: transaction.from,
      sentTo: transaction.to,
      operationType: 'send',
    },
    transfers: [
      {
        direction: transaction.from.toLowerCase() === transaction.to.toLowerCase() ? 'self' : 'out',
        quantity: { numeric: transaction.amount },
        fungible_info: { symbol: transaction.symbol },
      },
    ],
  }
}

/**
 * What Activity shows for one account and chain: its local transfers the history does not list yet (newest first),
 * then the history. Hash comparison ignores case (EVM hashes come back lowercased from some APIs).
 */
export function mergeLocalTransactions(
  local: readonly LocalTransaction[],
  history: readonly HistoryItem[],
  account: { address: string; caipNetworkId: string },
): HistoryItem[] {
  const listed = new Set(history.flatMap((item) => [item.id.toLowerCase(), (item.metadata.hash ?? '').toLowerCase()]))
  const mine = local.filter(
    (t) =>
      t.caipNetworkId === account.caipNetworkId &&
      t.from.toLowerCase() === account.address.toLowerCase() &&
      !listed.has(t.id.toLowerCase()),
  )
  return [...mine.map(localTransactionToHistoryItem), ...history]
}
