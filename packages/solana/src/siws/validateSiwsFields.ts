import { isSolanaAddress } from '../solanaAddress.js'
import type { SiwsMessageFields } from './types.js'

/** A Sign In With Solana field (or the message as a whole) that does not hold; `field` names which. */
export class SiwsMessageError extends Error {
  readonly field: keyof SiwsMessageFields | 'message'
  constructor(field: keyof SiwsMessageFields | 'message', problem: string) {
    super(`Invalid Sign In With Solana message: ${field} ${problem}`)
    this.name = 'SiwsMessageError'
    this.field = field
  }
}

// RFC 3986, section 3.2 (authority) and 3 (URI), checked on the character level the grammar allows: what matters
// here is that a field cannot smuggle in whitespace or a line break, and that it has the shape a verifier expects.
const PCT = '%[0-9A-Fa-f]{2}'
const UNRESERVED_SUB_DELIMS = "A-Za-z0-9\\-._~!$&'()*+,;="
const USERINFO = `(?:[${UNRESERVED_SUB_DELIMS}:]|${PCT})*`
const REG_NAME = `(?:[${UNRESERVED_SUB_DELIMS}]|${PCT})+`
const IP_LITERAL = "\\[[0-9A-Fa-f:.]+\\]|\\[[vV][0-9A-Fa-f]+\\.[A-Za-z0-9\\-._~!$&'()*+,;=:]+\\]"
const AUTHORITY = new RegExp(`^(?:${USERINFO}@)?(?:${IP_LITERAL}|${REG_NAME})(?::[0-9]*)?$`)
const URI = new RegExp(`^[A-Za-z][A-Za-z0-9+.\\-]*:(?:[${UNRESERVED_SUB_DELIMS}:@/?#\\[\\]]|${PCT})*$`)
const PCHARS = new RegExp(`^(?:[${UNRESERVED_SUB_DELIMS}:@]|${PCT})+$`)
const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:[Zz]|[+-](\d{2}):(\d{2}))$/
const NONCE = /^[A-Za-z0-9]{8,}$/
const BASE58_REFERENCE = '[1-9A-HJ-NP-Za-km-z]{1,32}'
const CHAIN_ID = new RegExp(`^(?:solana:)?(?:mainnet|mainnet-beta|devnet|testnet|localnet|${BASE58_REFERENCE})$`)

/** RFC 3339 date-time, except a leap second (:60), which JavaScript's Date cannot place to check a window against. */
function isRfc3339(value: string): boolean {
  const match = RFC3339.exec(value)
  if (!match) return false
  const [year, month, day, hour, minute, second, offsetHour, offsetMinute] = match
    .slice(1)
    .map((part) => Number(part ?? 0))
  const daysInMonth = new Date(Date.UTC(year!, month!, 0)).getUTCDate()
  return (
    month! >= 1 &&
    month! <= 12 &&
    day! >= 1 &&
    day! <= daysInMonth &&
    hour! <= 23 &&
    minute! <= 59 &&
    second! <= 60 &&
    offsetHour! <= 23 &&
    offsetMinute! <= 59 &&
    !Number.isNaN(Date.parse(value))
  )
}

const TIME_FIELDS = ['issuedAt', 'expirationTime', 'notBefore'] as const

/**
 * Checks every field against Sign In With Solana's rules and returns them in canonical form: empty strings dropped
 * (the message text leaves such fields out, so they could never be read back), only the known fields kept.
 * Throws `SiwsMessageError` naming the first field that does not hold.
 */
export function validateSiwsFields(fields: SiwsMessageFields): SiwsMessageFields {
  if (typeof fields !== 'object' || fields === null) throw new SiwsMessageError('message', 'fields must be an object')
  const text = (name: keyof SiwsMessageFields): string | undefined => {
    const value = fields[name]
    if (value === undefined || value === null || value === '') return undefined
    if (typeof value !== 'string') throw new SiwsMessageError(name, 'must be a string')
    // A line break would let one field write another one's line.
    if (/[\r\n]/.test(value)) throw new SiwsMessageError(name, 'must be a single line')
    return value
  }

  const domain = text('domain')
  if (domain === undefined) throw new SiwsMessageError('domain', 'is required')
  if (!AUTHORITY.test(domain))
    throw new SiwsMessageError('domain', `must be an RFC 3986 authority (host[:port]), got ${JSON.stringify(domain)}`)

  const address = text('address')
  if (address === undefined) throw new SiwsMessageError('address', 'is required')
  if (!isSolanaAddress(address))
    throw new SiwsMessageError('address', `must be a base58 32-byte public key, got ${JSON.stringify(address)}`)

  const out: SiwsMessageFields = { domain, address }

  const statement = text('statement')
  if (statement !== undefined) out.statement = statement

  const uri = text('uri')
  if (uri !== undefined) {
    if (!URI.test(uri)) throw new SiwsMessageError('uri', `must be an RFC 3986 URI, got ${JSON.stringify(uri)}`)
    out.uri = uri
  }

  const version = text('version')
  if (version !== undefined) {
    if (version !== '1') throw new SiwsMessageError('version', `must be '1', got ${JSON.stringify(version)}`)
    out.version = version
  }

  const chainId = text('chainId')
  if (chainId !== undefined) {
    if (!CHAIN_ID.test(chainId))
      throw new SiwsMessageError(
        'chainId',
        `must be a Solana cluster name or a CAIP-2 reference (optionally after "solana:"), got ${JSON.stringify(chainId)}`,
      )
    out.chainId = chainId
  }

  const nonce = text('nonce')
  if (nonce !== undefined) {
    if (!NONCE.test(nonce)) throw new SiwsMessageError('nonce', 'must be at least 8 letters or digits')
    out.nonce = nonce
  }

  for (const name of TIME_FIELDS) {
    const value = text(name)
    if (value === undefined) continue
    if (!isRfc3339(value))
      throw new SiwsMessageError(name, `must be an RFC 3339 date-time, got ${JSON.stringify(value)}`)
    out[name] = value
  }

  const requestId = text('requestId')
  if (requestId !== undefined) {
    if (!PCHARS.test(requestId)) throw new SiwsMessageError('requestId', 'must be RFC 3986 path characters (no spaces)')
    out.requestId = requestId
  }

  if (fields.resources !== undefined && fields.resources !== null) {
    if (!Array.isArray(fields.resources)) throw new SiwsMessageError('resources', 'must be a list of URIs')
    for (const resource of fields.resources as unknown[]) {
      if (typeof resource !== 'string' || !URI.test(resource))
        throw new SiwsMessageError('resources', `must hold RFC 3986 URIs only, got ${JSON.stringify(resource)}`)
    }
    out.resources = [...(fields.resources as string[])]
  }
  return out
}
