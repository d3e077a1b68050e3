import type { SIWXMessageData } from '@foyer/core'
import { toSiwsChainId } from './toSiwsChainId.js'
import type { SiwsMessageFields } from './types.js'

/**
 * The Sign In With Solana fields of core's sign-in data: `accountAddress` becomes `address` and the CAIP-2 chain id
 * the message's Chain ID (see `toSiwsChainId`). Empty optional fields and an empty resource list are left out, as
 * core's own message formats leave them out. Throws `SiwsMessageError` for a chain id that is not Solana's.
 */
export function siwsFieldsFromSiwx(data: SIWXMessageData): SiwsMessageFields {
  const fields: SiwsMessageFields = { domain: data.domain, address: data.accountAddress }
  if (data.statement) fields.statement = data.statement
  if (data.uri) fields.uri = data.uri
  if (data.version) fields.version = data.version
  fields.chainId = toSiwsChainId(data.chainId)
  if (data.nonce) fields.nonce = data.nonce
  if (data.issuedAt) fields.issuedAt = data.issuedAt
  if (data.expirationTime) fields.expirationTime = data.expirationTime
  if (data.notBefore) fields.notBefore = data.notBefore
  if (data.requestId) fields.requestId = data.requestId
  if (data.resources?.length) fields.resources = [...data.resources]
  return fields
}
