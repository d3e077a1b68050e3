import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { SiweMessageError } from './siwe-errors.js'
import { formatSiweMessage } from './siwe-format-message.js'
import type { SiweMessageFields } from './siwe-message-fields.js'
import { parseSiweMessage } from './siwe-parse-message.js'

const vectors = <T>(name: string): Record<string, T> =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../../../vectors/siwe/${name}`, import.meta.url)), 'utf8'))

// The vectors write an absent optional field as null (`"scheme": null`); Foyer's fields leave it out.
const withoutNulls = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null)) as unknown as SiweMessageFields

const positive = vectors<{ message: string; fields: Record<string, unknown> }>('parsing_positive.json')
const negative = vectors<string>('parsing_negative.json')

describe('parseSiweMessage: shared vectors', () => {
  it('has every vector the README lists', () => {
    expect(Object.keys(positive)).toHaveLength(19)
    expect(Object.keys(negative)).toHaveLength(29)
  })

  it.each(Object.entries(positive))('parses %s to exactly its fields, and formats back to the same text', (_, c) => {
    const fields = parseSiweMessage(c.message)
    expect(fields).toStrictEqual(withoutNulls(c.fields))
    expect(formatSiweMessage(fields)).toBe(c.message)
  })

  it.each(Object.entries(negative))('rejects %s', (_, message) => {
    expect(() => parseSiweMessage(message)).toThrow(SiweMessageError)
  })
})

const base = [
  'example.com wants you to sign in with your Ethereum account:',
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '',
  'Sign in to the example',
  '',
  'URI: https://example.com/login',
  'Version: 1',
  'Chain ID: 10',
  'Nonce: abcd1234EFGH',
  'Issued At: 2024-02-29T23:59:60.5+05:30',
]
const message = (lines: string[]) => lines.join('\n')
const errorOf = (text: string): SiweMessageError => {
  try {
    parseSiweMessage(text)
  } catch (error) {
    if (error instanceof SiweMessageError) return error
    throw error
  }
  throw new Error('parsed')
}

describe('parseSiweMessage', () => {
  it('reads every field, in order', () => {
    const text = message([
      ...base,
      'Expiration Time: 2024-03-01T00:00:00Z',
      'Not Before: 2024-02-29T00:00:00Z',
      'Request ID: req-1:@%20',
      'Resources:',
      '- ipfs://bafy',
      '- urn:example:thing',
    ])
    expect(parseSiweMessage(text)).toStrictEqual({
      domain: 'example.com',
      address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      statement: 'Sign in to the example',
      uri: 'https://example.com/login',
      version: '1',
      chainId: 10,
      nonce: 'abcd1234EFGH',
      issuedAt: '2024-02-29T23:59:60.5+05:30',
      expirationTime: '2024-03-01T00:00:00Z',
      notBefore: '2024-02-29T00:00:00Z',
      requestId: 'req-1:@%20',
      resources: ['ipfs://bafy', 'urn:example:thing'],
    })
  })

  it('tells an empty statement from an absent one, and keeps an empty resource list', () => {
    const empty = message([...base.slice(0, 3), '', ...base.slice(4), 'Resources:'])
    expect(parseSiweMessage(empty)).toMatchObject({ statement: '', resources: [] })
    expect(formatSiweMessage(parseSiweMessage(empty))).toBe(empty)
    const absent = message([...base.slice(0, 3), ...base.slice(4)])
    expect(parseSiweMessage(absent).statement).toBeUndefined()
    expect(formatSiweMessage(parseSiweMessage(absent))).toBe(absent)
  })

  it('takes a statement that looks like a field line as the statement', () => {
    const text = message([...base.slice(0, 3), 'URI: https://evil.example', ...base.slice(4)])
    expect(parseSiweMessage(text)).toMatchObject({
      statement: 'URI: https://evil.example',
      uri: 'https://example.com/login',
    })
  })

  it.each([
    ['a trailing line break', message(base) + '\n', 'message'],
    ['CRLF line ends', base.join('\r\n'), 'message'],
    [
      'a lowercase (unchecksummed) address',
      message(base).replace('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed'),
      'address',
    ],
    [
      'a short address',
      message(base).replace('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe'),
      'address',
    ],
    ['a chain id with a leading zero', message(base).replace('Chain ID: 10', 'Chain ID: 010'), 'chainId'],
    ['a nonce with a dash', message(base).replace('abcd1234EFGH', 'abcd-1234EFGH'), 'nonce'],
    ['Feb 29 of a non-leap year', message(base).replace('2024-02-29', '2023-02-29'), 'issuedAt'],
    [
      'a field given twice',
      message([...base, 'Expiration Time: 2024-03-01T00:00:00Z', 'Expiration Time: 2024-03-01T00:00:00Z']),
      'expirationTime',
    ],
    ['a line after the resources', message([...base, 'Resources:', '- https://a.example', 'more']), 'resources'],
    [
      'a statement with a character outside RFC 3986',
      message(base).replace('Sign in to the example', 'Sign in "now"'),
      'statement',
    ],
    ['a request id with a space', message([...base, 'Request ID: two words']), 'requestId'],
    ['a domain with a path', message(base).replace('example.com wants', 'example.com/app wants'), 'domain'],
    ['a bad scheme', message(base).replace('example.com wants', '1http://example.com wants'), 'scheme'],
  ])('rejects %s, naming the field', (_, text, field) => {
    expect(errorOf(text).field).toBe(field)
  })

  it('says what is wrong in the error text', () => {
    expect(errorOf(message(base).replace('Nonce: abcd1234EFGH\n', '')).message).toBe(
      'Invalid SIWE message: nonce is missing: expected "Nonce:" on line 9, got "Issued At: 2024-02-29T23:59:60.5+05:30"',
    )
    expect(
      errorOf(
        message(base).replace(
          '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
          '0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
        ),
      ).message,
    ).toBe(
      'Invalid SIWE message: address "0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed" is not EIP-55 checksummed (expected 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed)',
    )
  })
})
