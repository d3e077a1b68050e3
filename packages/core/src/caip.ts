// CAIP-2 chain ids and CAIP-10 account ids, validated with the regexes the CAIP documents give.
import type { CaipAddress, CaipNetworkId, ChainNamespace } from './types.js'

const NAMESPACE = '[-a-z0-9]{3,8}'
const REFERENCE = '[-_a-zA-Z0-9]{1,32}'
const ACCOUNT_ADDRESS = '[-.%a-zA-Z0-9]{1,128}'
const CAIP2 = new RegExp(`^(${NAMESPACE}):(${REFERENCE})$`)
const CAIP10 = new RegExp(`^(${NAMESPACE}):(${REFERENCE}):(${ACCOUNT_ADDRESS})$`)

export class CaipParseError extends Error {
  constructor(kind: 'CAIP-2' | 'CAIP-10', value: unknown) {
    super(`Invalid ${kind} identifier: ${JSON.stringify(value)}`)
    this.name = 'CaipParseError'
  }
}

export interface ParsedCaipNetworkId {
  namespace: ChainNamespace
  reference: string
}

export interface ParsedCaipAddress extends ParsedCaipNetworkId {
  address: string
}

export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  return typeof value === 'string' && CAIP2.test(value)
}

export function isCaipAddress(value: unknown): value is CaipAddress {
  return typeof value === 'string' && CAIP10.test(value)
}

export function parseCaipNetworkId(value: string): ParsedCaipNetworkId {
  const match = typeof value === 'string' ? CAIP2.exec(value) : null
  if (!match) throw new CaipParseError('CAIP-2', value)
  return { namespace: match[1]!, reference: match[2]! }
}

export function parseCaipAddress(value: string): ParsedCaipAddress {
  const match = typeof value === 'string' ? CAIP10.exec(value) : null
  if (!match) throw new CaipParseError('CAIP-10', value)
  return { namespace: match[1]!, reference: match[2]!, address: match[3]! }
}

export function formatCaipNetworkId(namespace: ChainNamespace, reference: string | number): CaipNetworkId {
  const id = `${namespace}:${reference}`
  if (!CAIP2.test(id)) throw new CaipParseError('CAIP-2', id)
  return id as CaipNetworkId
}

export function formatCaipAddress(caipNetworkId: CaipNetworkId, address: string): CaipAddress {
  const id = `${caipNetworkId}:${address}`
  if (!CAIP10.test(id)) throw new CaipParseError('CAIP-10', id)
  return id as CaipAddress
}
