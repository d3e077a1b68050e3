// Persistence that can never break start-up: values are validated on read, and anything corrupt or foreign is cleared.
import type { FoyerStorage, Logger } from './types.js'

/** The browser's localStorage when there is one and it works (it throws in some privacy modes), else null. */
export function defaultStorage(): FoyerStorage | null {
  try {
    const storage = (globalThis as { localStorage?: Storage }).localStorage
    if (!storage) return null
    const probe = '__foyer_probe__'
    storage.setItem(probe, '1')
    storage.removeItem(probe)
    return storage
  } catch {
    return null
  }
}

/** Reads JSON at `key` and returns it only when `isValid` accepts it; otherwise clears the key and returns undefined. */
export function readJson<T>(
  storage: FoyerStorage | null,
  key: string,
  isValid: (value: unknown) => value is T,
  logger?: Logger,
): T | undefined {
  if (!storage) return undefined
  let raw: string | null
  try {
    raw = storage.getItem(key)
  } catch {
    return undefined
  }
  if (raw === null) return undefined
  try {
    const value: unknown = JSON.parse(raw)
    if (isValid(value)) return value
  } catch {
    // fall through: not JSON
  }
  logger?.warn(`Foyer: ignoring an unreadable stored value under "${key}"; it was cleared.`)
  safeRemove(storage, key)
  return undefined
}

export function writeJson(storage: FoyerStorage | null, key: string, value: unknown): void {
  if (!storage) return
  try {
    storage.setItem(key, JSON.stringify(value))
  } catch {
    // Quota or privacy mode: persistence is a convenience, never a reason to fail.
  }
}

export function safeRemove(storage: FoyerStorage | null, key: string): void {
  try {
    storage?.removeItem(key)
  } catch {
    // see writeJson
  }
}

/** An in-memory storage, for SSR, tests and hosts that want no persistence across reloads. */
export function createMemoryStorage(): FoyerStorage {
  const map = new Map<string, string>()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
  }
}
