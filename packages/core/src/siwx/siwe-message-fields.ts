// The fields of an EIP-4361 message and the checks each one must pass, shared by the formatter and the parser so a
// message Foyer writes is always one it would accept.
import { eip55Checksum } from './siwe-eip55.js'
import { SiweMessageError } from './siwe-errors.js'
import { parseRfc3339DateTime } from './siwe-rfc3339.js'
import { isRfc3986Authority, isRfc3986Uri } from './siwe-rfc3986.js'

/** An EIP-4361 (Sign-In With Ethereum) message as values. Optional fields are absent from the text when undefined. */
export interface SiweMessageFields {
  /** RFC 3986 scheme written before the domain (`https://example.com wants you…`); usually absent. */
  scheme?: string
  /** RFC 3986 authority asking for the sign-in: host, optionally with userinfo and port. */
  domain: string
  /** EIP-55 checksummed `0x` address of the signer. */
  address: string
  /** One line of RFC 3986 reserved / unreserved characters and spaces. */
  statement?: string
  /** RFC 3986 URI the sign-in is for. */
  uri: string
  version: '1'
  /** EIP-155 chain id. */
  chainId: number
  /** At least 8 ASCII letters and digits. */
  nonce: string
  /** RFC 3339 date-times. */
  issuedAt: string
  expirationTime?: string
  notBefore?: string
  /** RFC 3986 `*pchar`. */
  requestId?: string
  /** RFC 3986 URIs, one per line under `Resources:`. */
  resources?: string[]
}

/** What follows the domain on the first line. */
export const SIWE_HEADER_SUFFIX = ' wants you to sign in with your Ethereum account:'

// RFC 3986 reserved + unreserved, and the space: EIP-4361's statement alphabet (it is what keeps line breaks out).
const STATEMENT = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;= ]*$/
const REQUEST_ID = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})*$/
const NONCE = /^[A-Za-z0-9]{8,}$/
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*$/

const show = (value: unknown) => (typeof value === 'string' ? JSON.stringify(value) : String(value))

const requireString = (field: keyof SiweMessageFields, value: unknown): string => {
  if (value === undefined || value === '') throw new SiweMessageError(field, 'is missing')
  if (typeof value !== 'string') throw new SiweMessageError(field, `must be a string, got ${typeof value}`)
  return value
}

const optionalString = (field: keyof SiweMessageFields, value: unknown): string | undefined => {
  if (value === undefined) return undefined
  if (typeof value !== 'string')
    throw new SiweMessageError(field, `must be a string, got ${value === null ? 'null' : typeof value}`)
  return value
}

const checkDateTime = (field: keyof SiweMessageFields, value: string) => {
  if (parseRfc3339DateTime(value) === undefined)
    throw new SiweMessageError(field, `${show(value)} is not an RFC 3339 date-time (e.g. 2021-09-30T16:25:24Z)`)
}

/** Throws a SiweMessageError naming the first field (in the message's order) that EIP-4361 does not allow. */
export function assertSiweMessageFields(fields: unknown): asserts fields is SiweMessageFields {
  if (typeof fields !== 'object' || fields === null) throw new SiweMessageError('message', 'fields must be an object')
  const f = fields as Record<keyof SiweMessageFields, unknown>

  const scheme = optionalString('scheme', f.scheme)
  if (scheme !== undefined && !SCHEME.test(scheme))
    throw new SiweMessageError('scheme', `${show(scheme)} is not an RFC 3986 scheme`)

  const domain = requireString('domain', f.domain)
  if (!isRfc3986Authority(domain, { requireHost: true }))
    throw new SiweMessageError(
      'domain',
      `${show(domain)} is not an RFC 3986 authority (host, optionally user@ and :port)`,
    )

  const address = requireString('address', f.address)
  const checksummed = eip55Checksum(address)
  if (checksummed === undefined)
    throw new SiweMessageError('address', `${show(address)} is not 0x followed by 40 hex digits`)
  if (checksummed !== address)
    throw new SiweMessageError('address', `${show(address)} is not EIP-55 checksummed (expected ${checksummed})`)

  const statement = optionalString('statement', f.statement)
  if (statement !== undefined && !STATEMENT.test(statement)) {
    const bad = [...statement].find((char) => !STATEMENT.test(char))!
    throw new SiweMessageError(
      'statement',
      bad === '\n' || bad === '\r'
        ? 'must be a single line'
        : `contains ${JSON.stringify(bad)}; only RFC 3986 reserved and unreserved characters and spaces are allowed`,
    )
  }

  const uri = requireString('uri', f.uri)
  if (!isRfc3986Uri(uri)) throw new SiweMessageError('uri', `${show(uri)} is not an RFC 3986 URI`)

  if (f.version === undefined) throw new SiweMessageError('version', 'is missing')
  if (f.version !== '1') throw new SiweMessageError('version', `must be "1", got ${show(f.version)}`)

  if (f.chainId === undefined) throw new SiweMessageError('chainId', 'is missing')
  if (typeof f.chainId !== 'number' || !Number.isSafeInteger(f.chainId) || f.chainId < 0)
    throw new SiweMessageError('chainId', `must be a non-negative integer, got ${show(f.chainId)}`)

  const nonce = requireString('nonce', f.nonce)
  if (!NONCE.test(nonce)) throw new SiweMessageError('nonce', `${show(nonce)} must be at least 8 letters and digits`)

  checkDateTime('issuedAt', requireString('issuedAt', f.issuedAt))
  const expirationTime = optionalString('expirationTime', f.expirationTime)
  if (expirationTime !== undefined) checkDateTime('expirationTime', expirationTime)
  const notBefore = optionalString('notBefore', f.notBefore)
  if (notBefore !== undefined) checkDateTime('notBefore', notBefore)

  const requestId = optionalString('requestId', f.requestId)
  if (requestId !== undefined && !REQUEST_ID.test(requestId))
    throw new SiweMessageError('requestId', `${show(requestId)} may only hold RFC 3986 path characters (pchar)`)

  if (f.resources !== undefined) {
    if (!Array.isArray(f.resources)) throw new SiweMessageError('resources', 'must be a list of URIs')
    f.resources.forEach((resource, index) => {
      if (typeof resource !== 'string' || !isRfc3986Uri(resource))
        throw new SiweMessageError('resources', `entry ${index + 1} ${show(resource)} is not an RFC 3986 URI`)
    })
  }
}
