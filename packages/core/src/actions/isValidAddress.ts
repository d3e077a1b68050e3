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

/**
 * The adapter's reason `address` is refused as a recipient (another network's address, a bad checksum…), for the
 * field's message; undefined when the address is valid or the adapter gives no reason.
 */
export function describeInvalidAddress(
  client: FoyerClient,
  { address, namespace }: IsValidAddressParameters,
): string | undefined {
  if (isValidAddress(client, { address, ...(namespace ? { namespace } : {}) })) return undefined
  const ctx = contextOf(client)
  const adapter = ctx.adapters.get(namespace ?? ctx.stores.chains.getState().activeNamespace)
  return typeof address === 'string' && address.trim() !== ''
    ? adapter?.describeInvalidAddress?.(address.trim())
    : undefined
}
