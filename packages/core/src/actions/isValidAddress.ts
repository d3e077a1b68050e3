import { contextOf } from '../client/context.js'
import type { ChainNamespace, FoyerClient } from '../types.js'

export interface IsValidAddressParameters {
  address: string
  /** Default: the active namespace. */
  namespace?: ChainNamespace
}

/** Whether `address` is a valid recipient in the namespace (its adapter decides; without one, any non-empty text). */
export function isValidAddress(client: FoyerClient, { address, namespace }: IsValidAddressParameters): boolean {
  const ctx = contextOf(client)
  const ns = namespace ?? ctx.stores.chains.getState().activeNamespace
  if (typeof address !== 'string' || address.trim() === '') return false
  const adapter = ctx.adapters.get(ns)
  return adapter?.isValidAddress ? adapter.isValidAddress(address.trim()) : true
}
