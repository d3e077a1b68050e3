import { useRef, useSyncExternalStore } from 'react'
import type { StoreApi } from 'zustand/vanilla'

/** Equal when both are the same value, or plain objects/arrays with the same own values (one level deep). */
export function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const keysA = Object.keys(a)
  const keysB = Object.keys(b)
  if (keysA.length !== keysB.length) return false
  for (const key of keysA) {
    if (!Object.prototype.hasOwnProperty.call(b, key)) return false
    if (!Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false
  }
  return true
}

/**
 * Subscribes to a zustand vanilla store and returns `selector(state)`. A selection equal to the previous one
 * (shallowly, by default) keeps its identity, so selectors may build objects without re-render loops, and a
 * component re-renders only when what it selected changed.
 */
export function useStoreSelector<S, T>(
  store: StoreApi<S>,
  selector: (state: S) => T,
  isEqual: (a: T, b: T) => boolean = shallowEqual,
): T {
  const cache = useRef<{ state: S; selector: (state: S) => T; value: T } | null>(null)
  const getSnapshot = (): T => {
    const state = store.getState()
    const cached = cache.current
    if (cached && cached.state === state && cached.selector === selector) return cached.value
    const next = selector(state)
    if (cached && isEqual(cached.value, next)) {
      cache.current = { state, selector, value: cached.value }
      return cached.value
    }
    cache.current = { state, selector, value: next }
    return next
  }
  return useSyncExternalStore(store.subscribe, getSnapshot, getSnapshot)
}
