import type { DevWalletStorage } from '../remembered-state.js'

/** A storage that outlives a wallet but not the test: what localStorage is to a page reload. */
export function memoryStorage(): DevWalletStorage {
  const memory = new Map<string, string>()
  return {
    getItem: (k: string) => memory.get(k) ?? null,
    setItem: (k: string, v: string) => void memory.set(k, v),
    removeItem: (k: string) => void memory.delete(k),
  }
}
