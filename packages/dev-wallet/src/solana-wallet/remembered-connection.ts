import type { DevWalletStorage } from '../create-dev-wallet-provider.js'

/** Where createDevSolanaWallet remembers the connection when given `storage` without a `storageKey`. */
export const DEV_SOLANA_WALLET_STORAGE_KEY = 'foyer.devWallet.solana'

export type RememberedState = { connected: boolean; accountIndex: number }

/**
 * The authorization and account kept across reloads (so a silent connect reconnects), or undefined when the wallet
 * was given neither `storageKey` nor `storage`: nothing is remembered unless asked for.
 */
export function rememberedConnection(options: { storageKey?: string; storage?: DevWalletStorage }) {
  const storageKey = options.storageKey ?? (options.storage ? DEV_SOLANA_WALLET_STORAGE_KEY : undefined)
  const storage = storageKey ? (options.storage ?? defaultStorage()) : undefined
  if (!storage || !storageKey) return undefined
  return {
    read(): RememberedState | undefined {
      try {
        const value = JSON.parse(storage.getItem(storageKey) ?? 'null') as Partial<RememberedState> | null
        if (!value || typeof value !== 'object') return undefined
        const index = value.accountIndex
        return {
          connected: value.connected === true,
          accountIndex: Number.isInteger(index) && (index as number) >= 0 ? (index as number) : 0,
        }
      } catch {
        return undefined // a corrupt entry is just a fresh wallet
      }
    },
    write(state: RememberedState) {
      try {
        storage.setItem(storageKey, JSON.stringify({ connected: state.connected, accountIndex: state.accountIndex }))
      } catch {
        // Storage can be full or blocked (private mode); the wallet still works for this page load.
      }
    },
  }
}

function defaultStorage(): DevWalletStorage | undefined {
  try {
    return typeof localStorage !== 'undefined' ? localStorage : undefined
  } catch {
    return undefined // a sandboxed frame throws on access
  }
}
