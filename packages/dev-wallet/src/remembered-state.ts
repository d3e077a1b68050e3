/** Where the wallet remembers the connection across page loads (localStorage's shape, so any Storage fits). */
export type DevWalletStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/**
 * A wallet's state kept as JSON under one key across reloads. Reading never throws (a corrupt entry is just a fresh
 * wallet) and neither does writing (storage can be full or blocked in private mode; the wallet still works for this
 * page load).
 */
export function rememberedState<T>(
  storage: DevWalletStorage,
  key: string,
  parse: (value: Record<string, unknown>) => T,
): { read(): T | undefined; write(state: T): void } {
  return {
    read() {
      try {
        const value = JSON.parse(storage.getItem(key) ?? 'null') as Record<string, unknown> | null
        if (!value || typeof value !== 'object') return undefined
        return parse(value)
      } catch {
        return undefined
      }
    },
    write(state) {
      try {
        storage.setItem(key, JSON.stringify(state))
      } catch {}
    },
  }
}

/** A remembered account index: a whole number from 0, else the first account. */
export function rememberedIndex(value: unknown): number {
  return Number.isInteger(value) && (value as number) >= 0 ? (value as number) : 0
}
