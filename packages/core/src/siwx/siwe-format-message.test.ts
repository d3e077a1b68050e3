import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { SiweMessageError } from './siwe-errors.js'
import { formatSiweMessage } from './siwe-format-message.js'
import type { SiweMessageFields } from './siwe-message-fields.js'

const vectors = <T>(name: string): Record<string, T> =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../../../vectors/siwe/${name}`, import.meta.url)), 'utf8'))

// The vectors write an absent optional field as null (`"scheme": null`); Foyer's fields leave it out.
const withoutNulls = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null)) as unknown as SiweMessageFields

const positive = vectors<{ message: string; fields: Record<string, unknown> }>('parsing_positive.json')
const negativeObjects = vectors<Record<string, unknown>>('parsing_negative_objects.json')

const fieldOf = (fields: unknown): string => {
  try {
    formatSiweMessage(fields as SiweMessageFields)
  } catch (error) {
    if (error instanceof SiweMessageError) return error.field
    throw error
  }
  throw new Error('formatted')
}

describe('formatSiweMessage: shared vectors', () => {
  it('has every vector the README lists', () => expect(Object.keys(negativeObjects)).toHaveLength(18))

  it.each(Object.entries(positive))('writes %s exactly as the vector', (_, c) => {
    expect(formatSiweMessage(withoutNulls(c.fields))).toBe(c.message)
  })

  it.each(Object.entries(negativeObjects))('refuses %s', (_, fields) => {
    expect(() => formatSiweMessage(fields as unknown as SiweMessageFields)).toThrow(SiweMessageError)
  })

  // Each negative object breaks one field; the error must name that one, not a neighbour.
  it.each(
    Object.entries({
      'missing domain': 'domain',
      'missing address': 'address',
      'missing uri': 'uri',
      'missing version': 'version',
      'missing chainId': 'chainId',
      'missing nonce': 'nonce',
      'missing issuedAt': 'issuedAt',
      'domain not RFC4501 authority': 'domain',
      'address not EIP-55': 'address',
      'uri is non-RFC 3986': 'uri',
      'version not 1': 'version',
      'not a valid chainId': 'chainId',
      'nonce with less then 8 chars': 'nonce',
      'non-ISO 8601 issuedAt': 'issuedAt',
      'non-ISO 8601 expirationTime': 'expirationTime',
      'non-ISO 8601 notBefore': 'notBefore',
      'first resource not-RFC 3986': 'resources',
      'second resource is not-RFC3986': 'resources',
    }),
  )('names the field of %s', (name, field) => {
    expect(negativeObjects[name]).toBeDefined()
    expect(fieldOf(negativeObjects[name])).toBe(field)
  })
})

const fields: SiweMessageFields = {
  domain: 'localhost:5173',
  address: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  uri: 'http://localhost:5173/',
  version: '1',
  chainId: 31337,
  nonce: 'Zz09Zz09',
  issuedAt: '2026-01-01T00:00:00.000Z',
}

describe('formatSiweMessage', () => {
  it('writes the minimal message', () => {
    expect(formatSiweMessage(fields)).toBe(
      [
        'localhost:5173 wants you to sign in with your Ethereum account:',
        '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
        '',
        '',
        'URI: http://localhost:5173/',
        'Version: 1',
        'Chain ID: 31337',
        'Nonce: Zz09Zz09',
        'Issued At: 2026-01-01T00:00:00.000Z',
      ].join('\n'),
    )
  })

  it('writes the scheme before the domain when there is one', () => {
    expect(formatSiweMessage({ ...fields, scheme: 'https' }).split('\n')[0]).toBe(
      'https://localhost:5173 wants you to sign in with your Ethereum account:',
    )
  })

  it.each([
    [
      'a statement with a line break',
      { statement: 'one\ntwo' },
      'statement',
      'Invalid SIWE message: statement must be a single line',
    ],
    ['a statement with a non-ASCII character', { statement: 'Sign in — now' }, 'statement', /contains "—"/],
    [
      'a fractional chain id',
      { chainId: 1.5 },
      'chainId',
      'Invalid SIWE message: chainId must be a non-negative integer, got 1.5',
    ],
    ['a chain id as a string', { chainId: '1' }, 'chainId', /must be a non-negative integer, got "1"/],
    ['a 7-character nonce', { nonce: 'abcdefg' }, 'nonce', /"abcdefg" must be at least 8 letters and digits/],
    [
      'an expiration time without an offset',
      { expirationTime: '2026-01-01T00:00:00' },
      'expirationTime',
      /not an RFC 3339 date-time/,
    ],
    ['a resources value that is not a list', { resources: 'https://a.example' }, 'resources', /must be a list/],
    ['a relative URI', { uri: '/login' }, 'uri', 'Invalid SIWE message: uri "/login" is not an RFC 3986 URI'],
    ['a domain with a space', { domain: 'local host' }, 'domain', /not an RFC 3986 authority/],
    ['an empty domain host', { domain: 'user@:80' }, 'domain', /not an RFC 3986 authority/],
    ['a null statement', { statement: null }, 'statement', /must be a string, got null/],
  ])('refuses %s', (_, change, field, text) => {
    const bad = { ...fields, ...change } as unknown as SiweMessageFields
    expect(fieldOf(bad)).toBe(field)
    expect(() => formatSiweMessage(bad)).toThrow(text)
  })
})
