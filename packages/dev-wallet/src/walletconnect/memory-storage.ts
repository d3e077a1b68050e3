import type { WalletConnectStorage } from './create-dev-wallet-kit.js'

/**
 * WalletConnect storage in memory: for Node tests (the SDK's Node default writes a file in the working directory)
 * and for a page that must forget its sessions on reload.
 */
export function createMemoryWalletConnectStorage(): WalletConnectStorage {
  const items = new Map<string, unknown>()
  return {
    getKeys: async () => [...items.keys()],
    getEntries: async <T = unknown>() => [...items.entries()] as [string, T][],
    getItem: async <T = unknown>(key: string) => items.get(key) as T | undefined,
    setItem: async <T = unknown>(key: string, value: T) => void items.set(key, value),
    removeItem: async (key: string) => void items.delete(key),
  }
}
