// Query options for the names routes (spec §7 v1/profile/*): availability with suggestions as a name is typed (the view
// debounces what it asks), the names of an address, and a name's record (the Send recipient). Cached like identity
// (5 min, spec §9), except availability, which the registration view must see fresh.
import type { NameProfile, NameSuggestions } from '../api/profile.js'
import { getNameProfile, getNameSuggestions, getReverseNames } from '../api/profile.js'
import { contextOf } from '../client/context.js'
import { CACHE_LIFETIME_MS } from '../constants.js'
import type { FoyerClient } from '../types.js'
import { NoBlockchainApiError } from './account-data.js'

function configOf(client: FoyerClient) {
  const api = contextOf(client).api
  if (!api) throw new NoBlockchainApiError()
  return api.config
}

export const nameSuggestionsQueryKey = (name: string, zone?: string) =>
  ['foyer', 'profile', 'suggestions', name.toLowerCase(), zone ?? ''] as const

/** Whether `name` is free in the zone, and free alternatives; kept 10 s (someone else may take it meanwhile). */
export function nameSuggestionsQueryOptions(client: FoyerClient, { name, zone }: { name: string; zone?: string }) {
  return {
    queryKey: nameSuggestionsQueryKey(name, zone),
    queryFn: ({ signal }: { signal?: AbortSignal }): Promise<NameSuggestions> =>
      getNameSuggestions(configOf(client), { name, ...(zone ? { zone } : {}), ...(signal ? { signal } : {}) }),
    staleTime: 10_000,
    retry: false,
  }
}

export const reverseNamesQueryKey = (address: string) => ['foyer', 'profile', 'reverse', address.toLowerCase()] as const

/** The names registered to `address`, primary first; cached 5 min like identity. */
export function reverseNamesQueryOptions(client: FoyerClient, { address }: { address: string }) {
  return {
    queryKey: reverseNamesQueryKey(address),
    queryFn: (): Promise<NameProfile[]> => getReverseNames(configOf(client), { address }),
    staleTime: CACHE_LIFETIME_MS.identity,
    retry: false,
  }
}

export const nameProfileQueryKey = (name: string) => ['foyer', 'profile', 'account', name.toLowerCase()] as const

/** The record of a name (its addresses by coin type), null when nobody holds it; cached 5 min like ens (spec §9). */
export function nameProfileQueryOptions(client: FoyerClient, { name }: { name: string }) {
  return {
    queryKey: nameProfileQueryKey(name),
    queryFn: ({ signal }: { signal?: AbortSignal }): Promise<NameProfile | null> =>
      getNameProfile(configOf(client), { name, ...(signal ? { signal } : {}) }),
    staleTime: CACHE_LIFETIME_MS.ens,
    retry: false,
  }
}
