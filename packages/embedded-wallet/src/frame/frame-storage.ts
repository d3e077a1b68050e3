// The frame origin's IndexedDB (idb-keyval): the login token, the device key (a non-extractable CryptoKey — the
// structured clone keeps it non-extractable), the sealed device share per user, and the ERC-7715 grants per user and
// host origin (permissions.ts). The host page is another origin and cannot open this database, so it cannot widen a
// grant or reset what was spent under it.
//
// Where the browser refuses this frame IndexedDB (a third-party frame with third-party storage blocked and not
// partitioned: Chromium with ThirdPartyStoragePartitioning off, as Playwright launches it, or a policy that blocks it),
// the same records are kept in memory for the frame's life instead. Logging in still works; nothing outlives the page,
// so the next visit logs in again and, the device share being gone, asks for the recovery code as a new browser does.
// Before, every login failed there with the browser's "The user denied permission to access the database."
import { createStore, del, get, set } from 'idb-keyval'
import type { SealedShare } from '../keys/share-encryption.js'
import type { GrantBackend, PermissionGrant } from './permissions.js'

export interface DeviceShareRecord {
  sealed: SealedShare
  publicAddresses: { eip155: `0x${string}`; solana: string }
}

interface KeyValue {
  get<T>(key: string): Promise<T | undefined>
  set(key: string, value: unknown): Promise<void>
  del(key: string): Promise<void>
}

function indexedDbStore(name: string): KeyValue {
  const store = createStore(name, 'kv')
  return {
    get: (key) => get(key, store),
    set: (key, value) => set(key, value, store),
    del: (key) => del(key, store),
  }
}

/** A Map with IndexedDB's copy semantics (a structured clone in and out), so callers cannot tell the two apart. */
function memoryStore(): KeyValue {
  const map = new Map<string, unknown>()
  return {
    get: <T>(key: string) => Promise.resolve(map.has(key) ? structuredClone(map.get(key) as T) : undefined),
    set: (key, value) => Promise.resolve(void map.set(key, structuredClone(value))),
    del: (key) => Promise.resolve(void map.delete(key)),
  }
}

/**
 * IndexedDB when a first read there succeeds, else memory. Probed at once, so a refused open is handled as it happens
 * (not left as an unhandled rejection until the first use).
 */
async function chooseStore(name: string): Promise<{ kv: KeyValue; persistent: boolean }> {
  try {
    const idb = indexedDbStore(name)
    await idb.get('token')
    return { kv: idb, persistent: true }
  } catch (error) {
    console.warn('Foyer wallet: no IndexedDB in this frame, so a login lasts only while the page is open:', error)
    return { kv: memoryStore(), persistent: false }
  }
}

export class FrameStorage implements GrantBackend {
  private readonly chosen: Promise<{ kv: KeyValue; persistent: boolean }>
  constructor(name = 'foyer-wallet') {
    this.chosen = chooseStore(name)
  }
  /** False when the records live in memory only (IndexedDB refused): they go with the page. */
  get persistent(): Promise<boolean> {
    return this.chosen.then((c) => c.persistent)
  }
  private async get<T>(key: string): Promise<T | undefined> {
    return (await this.chosen).kv.get<T>(key)
  }
  private async set(key: string, value: unknown): Promise<void> {
    return (await this.chosen).kv.set(key, value)
  }
  getToken(): Promise<string | undefined> {
    return this.get<string>('token')
  }
  setToken(token: string): Promise<void> {
    return this.set('token', token)
  }
  async clearToken(): Promise<void> {
    return (await this.chosen).kv.del('token')
  }
  getDeviceKey(): Promise<CryptoKey | undefined> {
    return this.get<CryptoKey>('device-key')
  }
  setDeviceKey(key: CryptoKey): Promise<void> {
    return this.set('device-key', key)
  }
  getDeviceShare(userId: string): Promise<DeviceShareRecord | undefined> {
    return this.get<DeviceShareRecord>(`device-share:${userId}`)
  }
  setDeviceShare(userId: string, record: DeviceShareRecord): Promise<void> {
    return this.set(`device-share:${userId}`, record)
  }
  getAccountType(userId: string): Promise<'eoa' | 'smartAccount' | undefined> {
    return this.get(`account-type:${userId}`)
  }
  setAccountType(userId: string, type: 'eoa' | 'smartAccount'): Promise<void> {
    return this.set(`account-type:${userId}`, type)
  }
  getPermissionGrants(userId: string, origin: string): Promise<PermissionGrant[] | undefined> {
    return this.get<PermissionGrant[]>(`permissions:${userId}:${origin}`)
  }
  setPermissionGrants(userId: string, origin: string, grants: PermissionGrant[]): Promise<void> {
    return this.set(`permissions:${userId}:${origin}`, grants)
  }
}
