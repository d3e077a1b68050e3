// The spec's §5 rules for what the account views may show of the API's answers.
import type { CaipNetworkId } from '../types.js'
import type { ApiBalance, HistoryItem } from './types.js'

/** Token balances with decimals equal to '0' are filtered out (spec §5). */
export function filterBalances(balances: readonly ApiBalance[]): ApiBalance[] {
  return balances.filter((balance) => balance.quantity?.decimals !== '0')
}

/** Spam: every transfer is an NFT flagged as spam. A transaction with no transfers (a plain contract call) is kept. */
export function isSpamTransaction(item: HistoryItem): boolean {
  return item.transfers.length > 0 && item.transfers.every((transfer) => transfer.nft_info?.flags?.is_spam === true)
}

/** Spec §5: drop all-spam transactions; keep only those on the active network. */
export function filterHistory(items: readonly HistoryItem[], activeNetwork: CaipNetworkId): HistoryItem[] {
  return items.filter((item) => item.metadata?.chain === activeNetwork && !isSpamTransaction(item))
}
