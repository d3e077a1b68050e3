// The frame origin's IndexedDB (idb-keyval): the login token, the device key (a non-extractable CryptoKey — the
// structured clone keeps it non-extractable), the sealed device share per user, and the ERC-7715 grants per user and
// host origin (permissions.ts). The host page is another origin and cannot open this database, so it cannot widen a
// grant or reset what was spent under it.
import { createStore, del, get, set, type UseStore } from 'idb-keyval'
import type { SealedShare } from '../keys/share-encryption.js'
import type { GrantBackend, PermissionGrant } from './permissions.js'

export interface DeviceShareRecord {
  sealed: SealedShare
  publicAddresses: { eip155: `0x${string}`; solana: string }
}

export class FrameStorage implements GrantBackend {
  private readonly store: UseStore
  constructor(name = 'foyer-wallet') {
    this.store = createStore(name, 'kv')
  }
  getToken(): Promise<string | undefined> {
    return get<string>('token', this.store)
  }
  setToken(token: string): Promise<void> {
    return set('token', token, this.store)
  }
  clearToken(): Promise<void> {
    return del('token', this.store)
  }
  getDeviceKey(): Promise<CryptoKey | undefined> {
    return get<CryptoKey>('device-key', this.store)
  }
  setDeviceKey(key: CryptoKey): Promise<void> {
    return set('device-key', key, this.store)
  }
  getDeviceShare(userId: string): Promise<DeviceShareRecord | undefined> {
    return get<DeviceShareRecord>(`device-share:${userId}`, this.store)
  }
  setDeviceShare(userId: string, record: DeviceShareRecord): Promise<void> {
    return set(`device-share:${userId}`, record, this.store)
  }
  getAccountType(userId: string): Promise<'eoa' | 'smartAccount' | undefined> {
    return get(`account-type:${userId}`, this.store)
  }
  setAccountType(userId: string, type: 'eoa' | 'smartAccount'): Promise<void> {
    return set(`account-type:${userId}`, type, this.store)
  }
  getPermissionGrants(userId: string, origin: string): Promise<PermissionGrant[] | undefined> {
    return get<PermissionGrant[]>(`permissions:${userId}:${origin}`, this.store)
  }
  setPermissionGrants(userId: string, origin: string, grants: PermissionGrant[]): Promise<void> {
    return set(`permissions:${userId}:${origin}`, grants, this.store)
  }
}
