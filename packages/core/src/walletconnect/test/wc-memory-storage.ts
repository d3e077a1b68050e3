// The SDK's key-value storage in memory, for the WalletConnect tests: the SDK's Node default writes a file in the
// working directory, and each client in a test must start empty.
import type { WcKeyValueStorage } from '../types.js'

export function wcMemoryStorage(): WcKeyValueStorage {
  const items = new Map<string, unknown>()
  return {
    getKeys: async () => [...items.keys()],
    getEntries: async <T = unknown>() => [...items.entries()] as [string, T][],
    getItem: async <T = unknown>(key: string) => items.get(key) as T | undefined,
    setItem: async <T = unknown>(key: string, value: T) => void items.set(key, value),
    removeItem: async (key: string) => void items.delete(key),
  }
}
