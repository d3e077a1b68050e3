// The names routes (spec §7, v1/profile/*): a name's record, the names of an address, availability with suggestions,
// and registration. Unlike the other endpoints, a refusal here is something the person acts on (the name is taken,
// the signature is not accepted), so the server's own `error` text is kept on the thrown ProfileApiError.
import { apiUrl, type BlockchainApiConfig } from './api-request.js'

/** A name's record (`apiVersion=2`): its addresses by ENSIP-11 coin type, and its text attributes (avatar, bio…). */
export interface NameProfile {
  name: string
  addresses: Record<string, { address: string }>
  attributes: Record<string, string>
  /** Unix seconds; absent for an ENS name the server resolved on chain. */
  registered?: number
}

export interface NameSuggestion {
  name: string
  registered: boolean
}

export interface NameSuggestions {
  /** The name asked about first, then alternatives that are free. */
  suggestions: NameSuggestion[]
}

export interface RegisterNameBody {
  coin_type: number
  address: string
  message: string
  signature: string
}

/** A refused profile request: the HTTP status, and the server's reason (`field` for bad input). */
export class ProfileApiError extends Error {
  readonly status: number
  readonly field: string | undefined
  constructor(status: number, message: string | undefined, field?: string) {
    super(message || `HTTP status code: ${status}`)
    this.name = 'ProfileApiError'
    this.status = status
    this.field = field
  }
}

async function profileRequest<T>(
  config: BlockchainApiConfig,
  path: string,
  init: { query?: Record<string, string | undefined>; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const doFetch = config.fetch ?? globalThis.fetch
  const response = await doFetch(apiUrl(config, { path, ...(init.query ? { query: init.query } : {}) }), {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: init.body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    ...(init.signal ? { signal: init.signal } : {}),
  })
  const answer = (await response.json().catch(() => undefined)) as { error?: unknown; field?: unknown } | undefined
  if (!response.ok)
    throw new ProfileApiError(
      response.status,
      typeof answer?.error === 'string' ? answer.error : undefined,
      typeof answer?.field === 'string' ? answer.field : undefined,
    )
  return answer as T
}

/** The record of `name` (a zone name or, where the server reads ENS, an ENS name); null when nobody holds it. */
export async function getNameProfile(
  config: BlockchainApiConfig,
  { name, signal }: { name: string; signal?: AbortSignal },
): Promise<NameProfile | null> {
  try {
    return await profileRequest<NameProfile>(config, `v1/profile/account/${encodeURIComponent(name)}`, {
      query: { apiVersion: '2' },
      ...(signal ? { signal } : {}),
    })
  } catch (error) {
    if (error instanceof ProfileApiError && error.status === 404) return null
    throw error
  }
}

/** The names registered to `address`, its primary name first. */
export async function getReverseNames(
  config: BlockchainApiConfig,
  { address, sender }: { address: string; sender?: string },
): Promise<NameProfile[]> {
  return profileRequest<NameProfile[]>(config, `v1/profile/reverse/${encodeURIComponent(address)}`, {
    query: { apiVersion: '2', sender },
  })
}

/** Whether `name` (a label, or a label with the zone) is free, and free alternatives. */
export async function getNameSuggestions(
  config: BlockchainApiConfig,
  { name, zone, signal }: { name: string; zone?: string; signal?: AbortSignal },
): Promise<NameSuggestions> {
  return profileRequest<NameSuggestions>(config, `v1/profile/suggestions/${encodeURIComponent(name)}`, {
    query: { zone },
    ...(signal ? { signal } : {}),
  })
}

/** Registers the name a signed formatNameRegistrationMessage names. */
export async function registerNameRequest(
  config: BlockchainApiConfig,
  body: RegisterNameBody,
): Promise<{ success: true; name: string }> {
  return profileRequest(config, 'v1/profile/account', { body })
}

/**
 * The address `profile` gives for an EVM chain: the chain's own coin type (ENSIP-11) first, then Ether's (60), which
 * every EVM chain shares.
 */
export function evmAddressOfProfile(profile: NameProfile, chainId: number): string | undefined {
  const own = profile.addresses[String((0x80000000 | chainId) >>> 0)]?.address
  return own ?? profile.addresses['60']?.address
}
