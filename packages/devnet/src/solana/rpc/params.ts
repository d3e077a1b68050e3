import {
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  isAddress,
  type Address,
} from '@solana/kit'
import { invalidParams } from '../json-rpc.js'

/** A method's optional configuration object (anything else counts as none, as the real RPC treats it). */
export type Config = Record<string, unknown> | undefined

// kit names codecs from the bytes' point of view (an encoder makes bytes from text): the other way round from here.
export const base58 = { encode: getBase58Decoder(), decode: getBase58Encoder() }
export const base64 = { encode: getBase64Decoder(), decode: getBase64Encoder() }

export function addressParam(value: unknown, what = 'address'): Address {
  if (typeof value !== 'string' || !isAddress(value))
    throw invalidParams(`${what} is not a valid base58 address: ${String(value)}`)
  return value
}

export function configParam(value: unknown): Config {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined
}

export function bytesParam(value: unknown, encoding: unknown, what: string): Uint8Array {
  if (typeof value !== 'string') throw invalidParams(`${what} must be an encoded string`)
  try {
    if (encoding === 'base64') return base64.decode.encode(value) as Uint8Array
    if (encoding === undefined || encoding === 'base58') return base58.decode.encode(value) as Uint8Array
  } catch {
    throw invalidParams(`${what} is not valid ${String(encoding ?? 'base58')}`)
  }
  throw invalidParams(`unsupported encoding: ${String(encoding)}`)
}
