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
        let value: string | null
        try {
          value = base.getItem(key)
        } catch {
          return null
        }
        // wagmi parses what it reads; a corrupt or foreign value would stall its hydration and, with it, every
        // connector. Like core's own keys, such a value is cleared and read as absent.
        if (value !== null && !isWagmiValue(key, value)) {
          try {
            base.removeItem(key)
          } catch {}
          return null
        }
        return value
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

/** True for a value wagmi could have written under `key`: JSON, and for its state store a `{ state: {…} }` object. */
export function isWagmiValue(key: string, value: string): boolean {
  let parsed: unknown
  try {
    parsed = JSON.parse(value)
  } catch {
    return false
  }
  if (key.endsWith('.store')) {
    const state = (parsed as { state?: unknown } | null)?.state
    return typeof parsed === 'object' && parsed !== null && typeof state === 'object' && state !== null
  }
  return true
}

function browserLocalStorage(): FoyerStorage | undefined {
  try {
    if (typeof window !== 'undefined' && window.localStorage) return window.localStorage
  } catch {
    // A sandboxed frame throws on the mere access.
  }
  return undefined
}
