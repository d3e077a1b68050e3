// Sessions in the browser's local storage (or the client's storage). Everything read back is checked for shape here and
// for signature by the default SIWX, so an edited value can neither crash start-up nor sign anybody in.
import { defaultStorage, readJson, safeRemove, writeJson } from '../storage.js'
import type { CaipNetworkId, FoyerStorage } from '../types.js'
import { siwxAccountKey } from './account-key.js'
import type { SIWXSession, SIWXStorage } from './types.js'

export const SIWX_STORAGE_KEY = 'foyer.siwx.sessions'

const isString = (v: unknown): v is string => typeof v === 'string'
const isOptionalString = (v: unknown) => v === undefined || typeof v === 'string'

export function isSiwxSession(value: unknown): value is SIWXSession {
  if (!value || typeof value !== 'object') return false
  const s = value as Partial<SIWXSession>
  const d = s.data as Partial<SIWXSession['data']> | undefined
  if (!isString(s.message) || !isString(s.signature) || !d || typeof d !== 'object') return false
  return (
    isString(d.accountAddress) &&
    isString(d.chainId) &&
    d.chainId.includes(':') &&
    isString(d.domain) &&
    isString(d.uri) &&
    isString(d.version) &&
    isString(d.nonce) &&
    isOptionalString(d.statement) &&
    isOptionalString(d.issuedAt) &&
    isOptionalString(d.expirationTime) &&
    isOptionalString(d.notBefore) &&
    isOptionalString(d.requestId) &&
    (d.resources === undefined || (Array.isArray(d.resources) && d.resources.every(isString)))
  )
}

const isSessionList = (value: unknown): value is SIWXSession[] => Array.isArray(value) && value.every(isSiwxSession)

export function createLocalSiwxStorage(
  options: {
    storage?: FoyerStorage | null
    key?: string
    /** Resolved on every use (a client's storage, set once it attaches); undefined falls back to the default. */
    resolveStorage?: () => FoyerStorage | null | undefined
  } = {},
): SIWXStorage {
  const key = options.key ?? SIWX_STORAGE_KEY
  // Resolved on use: a client created during server rendering has no storage yet.
  const store = () => {
    const resolved = options.resolveStorage?.()
    if (resolved !== undefined) return resolved
    return options.storage === undefined ? defaultStorage() : options.storage
  }
  const read = () => readJson(store(), key, isSessionList) ?? []
  const write = (sessions: SIWXSession[]) =>
    sessions.length ? writeJson(store(), key, sessions) : safeRemove(store(), key)
  const matches = (s: SIWXSession, chainId: CaipNetworkId, address: string) =>
    siwxAccountKey(s.data.chainId, s.data.accountAddress) === siwxAccountKey(chainId, address)
  return {
    async add(session) {
      write([...read().filter((s) => !matches(s, session.data.chainId, session.data.accountAddress)), session])
    },
    async set(sessions) {
      write(sessions)
    },
    async get(chainId, address) {
      return read().filter((s) => matches(s, chainId, address))
    },
    async delete(chainId, address) {
      write(read().filter((s) => !matches(s, chainId, address)))
    },
  }
}
