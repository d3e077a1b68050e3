// The bip122 sign-in text back to its fields, for a server that receives only the signed text: the inverse of
// formatBitcoinSiwxMessage. The lines are read in the formatter's fixed order, then the fields are formatted again and
// must give back the very text that was signed, so a server and the client verifier accept exactly the same messages.
import type { CaipNetworkId, SIWXMessageData } from '@foyer/core'
import { formatBitcoinSiwxMessage } from './formatBitcoinSiwxMessage.js'

export const BITCOIN_SIWX_HEADER_SUFFIX = ' wants you to sign in with your Bitcoin account:'

export type BitcoinSiwxMessageField =
  | 'message'
  | 'domain'
  | 'address'
  | 'uri'
  | 'version'
  | 'chainId'
  | 'nonce'
  | 'issuedAt'
  | 'expirationTime'
  | 'notBefore'
  | 'requestId'
  | 'resources'

/** A text that is not a bip122 sign-in message; `field` names the part that is wrong. */
export class BitcoinSiwxMessageError extends Error {
  constructor(
    readonly field: BitcoinSiwxMessageField,
    detail: string,
  ) {
    super(`${field === 'message' ? 'The message' : field} ${detail}`)
    this.name = 'BitcoinSiwxMessageError'
  }
}

const OPTIONAL_TAGS: [prefix: string, field: 'issuedAt' | 'expirationTime' | 'notBefore' | 'requestId'][] = [
  ['Issued At: ', 'issuedAt'],
  ['Expiration Time: ', 'expirationTime'],
  ['Not Before: ', 'notBefore'],
  ['Request ID: ', 'requestId'],
]
const TIMES = new Set(['issuedAt', 'expirationTime', 'notBefore'])
// CAIP-2's reference charset; bip122's is the genesis hash's first 32 hex characters.
const REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/

const quote = (line: string | undefined) => (line === undefined ? 'the end of the message' : JSON.stringify(line))

/**
 * The fields of a bip122 sign-in message (chainId `bip122:<reference>`); throws BitcoinSiwxMessageError for any text
 * formatBitcoinSiwxMessage would not have written. It does not check the address, the network or the times against
 * a clock: the verifier does.
 */
export function parseBitcoinSiwxMessage(text: string): SIWXMessageData {
  if (typeof text !== 'string') throw new BitcoinSiwxMessageError('message', 'must be a string')
  const lines = text.split('\n')
  let at = 0
  const header = lines[at++]!
  if (!header.endsWith(BITCOIN_SIWX_HEADER_SUFFIX))
    throw new BitcoinSiwxMessageError(
      'message',
      `must start with "<domain>${BITCOIN_SIWX_HEADER_SUFFIX}", got ${quote(header)}`,
    )
  const domain = header.slice(0, -BITCOIN_SIWX_HEADER_SUFFIX.length)
  if (domain === '' || /\s/.test(domain)) throw new BitcoinSiwxMessageError('domain', `is not a host: ${quote(domain)}`)
  const address = lines[at++]
  if (!address || /\s/.test(address)) throw new BitcoinSiwxMessageError('address', 'is missing (expected on line 2)')
  if (lines[at++] !== '')
    throw new BitcoinSiwxMessageError(
      'message',
      `expected an empty line after the address, got ${quote(lines[at - 1])}`,
    )
  let statement: string | undefined
  if (lines[at] !== undefined && !lines[at]!.startsWith('URI: ')) {
    statement = lines[at++]
    if (lines[at++] !== '')
      throw new BitcoinSiwxMessageError(
        'message',
        `expected an empty line after the statement, got ${quote(lines[at - 1])}`,
      )
  }
  const required = (prefix: string, field: BitcoinSiwxMessageField): string => {
    const line = lines[at]
    if (!line?.startsWith(prefix))
      throw new BitcoinSiwxMessageError(
        field,
        `is missing: expected "${prefix.trim()}" on line ${at + 1}, got ${quote(line)}`,
      )
    at++
    return line.slice(prefix.length)
  }
  const uri = required('URI: ', 'uri')
  const version = required('Version: ', 'version')
  const reference = required('Chain ID: ', 'chainId')
  if (!REFERENCE.test(reference))
    throw new BitcoinSiwxMessageError('chainId', `${JSON.stringify(reference)} is not a CAIP-2 reference`)
  const nonce = required('Nonce: ', 'nonce')
  // EIP-4361's nonce (CAIP-122 keeps it): at least 8 alphanumeric characters, as the client's verifier demands.
  if (!/^[a-zA-Z0-9]{8,}$/.test(nonce))
    throw new BitcoinSiwxMessageError('nonce', `${JSON.stringify(nonce)} is not at least 8 letters and digits`)
  const data: SIWXMessageData = {
    accountAddress: address,
    chainId: `bip122:${reference}` as CaipNetworkId,
    domain,
    uri,
    version,
    nonce,
    ...(statement !== undefined ? { statement } : {}),
  }
  for (const [prefix, field] of OPTIONAL_TAGS) {
    if (!lines[at]?.startsWith(prefix)) continue
    const value = lines[at++]!.slice(prefix.length)
    if (TIMES.has(field) && Number.isNaN(Date.parse(value)))
      throw new BitcoinSiwxMessageError(field, `${JSON.stringify(value)} is not a date and time`)
    data[field] = value
  }
  if (lines[at] === 'Resources:') {
    at++
    const resources: string[] = []
    while (lines[at]?.startsWith('- ')) resources.push(lines[at++]!.slice(2))
    if (resources.length === 0) throw new BitcoinSiwxMessageError('resources', 'is empty')
    data.resources = resources
  }
  if (at !== lines.length)
    throw new BitcoinSiwxMessageError('message', `has an unexpected line ${at + 1}: ${quote(lines[at])}`)
  // An empty statement, a blank field or a stray space would parse yet format differently: not the text the
  // client's verifier would rebuild, so not accepted here either.
  if (formatBitcoinSiwxMessage(data) !== text)
    throw new BitcoinSiwxMessageError('message', 'is not in the exact CAIP-122 layout of a Bitcoin sign-in message')
  return data
}
