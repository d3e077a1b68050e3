// EIP-4361 text to fields, line by line in the ABNF's fixed order. Every value then goes through the same checks as
// formatting, so parse → format gives back the exact text that was signed.
import { SiweMessageError, type SiweMessageErrorField } from './siwe-errors.js'
import { SIWE_HEADER_SUFFIX, assertSiweMessageFields, type SiweMessageFields } from './siwe-message-fields.js'

const TAGS: [prefix: string, field: SiweMessageErrorField][] = [
  ['URI: ', 'uri'],
  ['Version: ', 'version'],
  ['Chain ID: ', 'chainId'],
  ['Nonce: ', 'nonce'],
  ['Issued At: ', 'issuedAt'],
  ['Expiration Time: ', 'expirationTime'],
  ['Not Before: ', 'notBefore'],
  ['Request ID: ', 'requestId'],
  ['Resources:', 'resources'],
]

const quote = (line: string | undefined) => (line === undefined ? 'the end of the message' : JSON.stringify(line))

/** The fields of an EIP-4361 message; throws a SiweMessageError naming the field (or layout) that is wrong. */
export function parseSiweMessage(text: string): SiweMessageFields {
  if (typeof text !== 'string') throw new SiweMessageError('message', 'must be a string')
  const lines = text.split('\n')
  let at = 0

  const header = lines[at++]!
  if (!header.endsWith(SIWE_HEADER_SUFFIX))
    throw new SiweMessageError('message', `must start with "<domain>${SIWE_HEADER_SUFFIX}", got ${quote(header)}`)
  const origin = header.slice(0, -SIWE_HEADER_SUFFIX.length)
  // An authority holds no "/", so a "://" can only end a scheme.
  const schemeEnd = origin.indexOf('://')
  const scheme = schemeEnd < 0 ? undefined : origin.slice(0, schemeEnd)
  const domain = schemeEnd < 0 ? origin : origin.slice(schemeEnd + 3)

  const address = lines[at++]
  if (address === undefined || address === '') throw new SiweMessageError('address', 'is missing (expected on line 2)')

  const blank = (after: string) => {
    if (lines[at] !== '')
      throw new SiweMessageError(
        'message',
        `expected an empty line after ${after} (line ${at + 1}), got ${quote(lines[at])}`,
      )
    at++
  }
  blank('the address')
  // address LF LF [ statement LF ] LF: a non-empty line here is the statement; two empty lines are an empty one.
  let statement: string | undefined
  if (lines[at] !== undefined && lines[at] !== '') {
    statement = lines[at++]
  } else if (lines[at] === '' && lines[at + 1] === '') {
    statement = ''
    at++
  }
  blank(statement === undefined ? 'the address' : 'the statement')

  const tagged = (index: number): string | undefined => {
    const [prefix] = TAGS[index]!
    if (!lines[at]?.startsWith(prefix)) return undefined
    return lines[at++]!.slice(prefix.length)
  }
  const required = (index: number): string => {
    const value = tagged(index)
    if (value !== undefined) return value
    const [prefix, field] = TAGS[index]!
    throw new SiweMessageError(
      field,
      `is missing: expected "${prefix.trim()}" on line ${at + 1}, got ${quote(lines[at])}`,
    )
  }

  const uri = required(0)
  const version = required(1)
  const chainIdText = required(2)
  // 1*DIGIT, without leading zeros so that the number formats back to the same text.
  if (!/^(?:0|[1-9]\d*)$/.test(chainIdText) || !Number.isSafeInteger(Number(chainIdText)))
    throw new SiweMessageError(
      'chainId',
      `${JSON.stringify(chainIdText)} is not a chain id (decimal digits, no leading zero)`,
    )
  const nonce = required(3)
  const issuedAt = required(4)
  const expirationTime = tagged(5)
  const notBefore = tagged(6)
  const requestId = tagged(7)

  let resources: string[] | undefined
  if (lines[at] === 'Resources:') {
    at++
    resources = []
    while (at < lines.length && lines[at]!.startsWith('- ')) resources.push(lines[at++]!.slice(2))
  }

  if (at < lines.length) {
    const stray = lines[at]!
    const tag = TAGS.find(([prefix]) => stray.startsWith(prefix.trim()))?.[1]
    const rule = 'EIP-4361 fields come in a fixed order, each at most once, with nothing after the resources'
    if (tag) throw new SiweMessageError(tag, `is out of place on line ${at + 1} (${quote(stray)}): ${rule}`)
    throw new SiweMessageError(
      resources ? 'resources' : 'message',
      `has an unexpected line ${at + 1} (${quote(stray)}): ${rule}`,
    )
  }

  const fields: SiweMessageFields = {
    ...(scheme !== undefined && { scheme }),
    domain,
    address,
    ...(statement !== undefined && { statement }),
    uri,
    version: version as '1',
    chainId: Number(chainIdText),
    nonce,
    issuedAt,
    ...(expirationTime !== undefined && { expirationTime }),
    ...(notBefore !== undefined && { notBefore }),
    ...(requestId !== undefined && { requestId }),
    ...(resources !== undefined && { resources }),
  }
  assertSiweMessageFields(fields)
  return fields
}
