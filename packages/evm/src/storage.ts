import type { FoyerStorage } from '@foyer/core'
import { createStorage, noopStorage, type Storage } from '@wagmi/core'

/** Prefix of every key wagmi persists through Foyer's storage. */
export const WAGMI_STORAGE_KEY = 'foyer.wagmi'

/**
 * wagmi's storage over the client's storage, keys prefixed `foyer.wagmi.`. `undefined` falls back to `localStorage`;
 * `null` is core's "no storage" (the host turned persistence off, or the browser refuses it) and persists nothing.
 * Write errors (quota, private mode) are swallowed: losing persistence must not break a connection.
 */
export function createWagmiStorage(storage: FoyerStorage | null | undefined): Storage {
  const base = storage === undefined ? (browserLocalStorage() ?? noopStorage) : (storage ?? noopStorage)
  return createStorage({
    key: WAGMI_STORAGE_KEY,
    storage: {
      getItem: (key) => {
        try {
          return base.getItem(key)
        } catch {
          return null
        }
      },
      setItem: (key, value) => {
        try {
          base.setItem(key, value)
        } catch {}
      },
      removeItem: (key) => {
        try {
          base.removeItem(key)
        } catch {}
      },
    },
  })
}

function browserLocalStorage(): FoyerStorage | undefined {
  try {
    if (typeof window !== 'undefined' && window.localStorage) return window.localStorage
  } catch {
    // A sandboxed frame throws on the mere access.
  }
  return undefined
}
