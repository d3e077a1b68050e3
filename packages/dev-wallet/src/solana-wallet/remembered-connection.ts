import { rememberedIndex, rememberedState, type DevWalletStorage } from '../remembered-state.js'

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
  const remembered = rememberedState<RememberedState>(storage, storageKey, (value) => ({
    connected: value.connected === true,
    accountIndex: rememberedIndex(value.accountIndex),
  }))
  return {
    read: remembered.read,
    write: (state: RememberedState) =>
      remembered.write({ connected: state.connected, accountIndex: state.accountIndex }),
  }
}

function defaultStorage(): DevWalletStorage | undefined {
  try {
    return typeof localStorage !== 'undefined' ? localStorage : undefined
  } catch {
    return undefined // a sandboxed frame throws on access
  }
}
