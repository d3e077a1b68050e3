// Spec §5: recent wallets keep at most 2 entries, newest first, with no duplicates by id.
import { RECENT_WALLETS_LIMIT } from './constants.js'
import type { RecentWallet } from './types.js'

export function addRecentWallet(list: readonly RecentWallet[], wallet: RecentWallet): RecentWallet[] {
  return [wallet, ...list.filter((w) => w.id !== wallet.id)].slice(0, RECENT_WALLETS_LIMIT)
}

export function isRecentWalletList(value: unknown): value is RecentWallet[] {
  return (
    Array.isArray(value) &&
    value.length <= RECENT_WALLETS_LIMIT &&
    value.every(
      (w) =>
        typeof w === 'object' &&
        w !== null &&
        typeof (w as RecentWallet).id === 'string' &&
        (w as RecentWallet).id.length > 0 &&
        ((w as RecentWallet).name === undefined || typeof (w as RecentWallet).name === 'string') &&
        ((w as RecentWallet).imageUrl === undefined || typeof (w as RecentWallet).imageUrl === 'string'),
    ) &&
    new Set(value.map((w: RecentWallet) => w.id)).size === value.length
  )
}
