// Two clients on one page must not read each other's connection, recent wallets or sign-in sessions. Scoping the one
// storage every part of a client writes through (core, the adapters' wagmi storage, default SIWX) keeps them apart
// without each part knowing about ids.
import type { FoyerStorage } from '../types.js'

/** The prefix a client's keys get: `<id>:` with an id, none without (one client per page keeps its old keys). */
export function storageKeyPrefix(id: string | undefined): string {
  return id ? `${id}:` : ''
}

/** `storage` seen through a key prefix; the same object when there is no prefix. */
export function scopeStorage(storage: FoyerStorage | null, id: string | undefined): FoyerStorage | null {
  const prefix = storageKeyPrefix(id)
  if (!storage || !prefix) return storage
  return {
    getItem: (key) => storage.getItem(prefix + key),
    setItem: (key, value) => storage.setItem(prefix + key, value),
    removeItem: (key) => storage.removeItem(prefix + key),
  }
}
