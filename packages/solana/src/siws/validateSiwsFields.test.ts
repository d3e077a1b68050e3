import { describe, expect, it } from 'vitest'
import type { SiwsMessageFields } from './types.js'
import { SiwsMessageError, validateSiwsFields } from './validateSiwsFields.js'

const ADDRESS = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
const BASE: SiwsMessageFields = { domain: 'example.com', address: ADDRESS }

function problemOf(fields: Partial<Record<keyof SiwsMessageFields, unknown>>): SiwsMessageError {
  try {
    validateSiwsFields({ ...BASE, ...fields } as SiwsMessageFields)
  } catch (error) {
    expect(error).toBeInstanceOf(SiwsMessageError)
    return error as SiwsMessageError
  }
  throw new Error('expected a SiwsMessageError')
}

describe('validateSiwsFields', () => {
  it('keeps valid fields, in canonical order, and drops empty ones', () => {
    const fields = validateSiwsFields({
      resources: ['ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/', 'https://example.com/terms'],
      requestId: 'req-42',
      notBefore: '2026-01-01T00:00:00Z',
      expirationTime: '2026-01-02T00:00:00.123+02:00',
      issuedAt: '2025-12-31T23:59:59Z',
      nonce: 'abcDEF12',
      chainId: 'solana:devnet',
      version: '1',
      uri: 'https://example.com/login?next=%2Fhome#top',
      statement: 'Sign in to Example',
      address: ADDRESS,
      domain: 'localhost:5173',
    })
    expect(Object.keys(fields)).toEqual([
      'domain',
      'address',
      'statement',
      'uri',
      'version',
      'chainId',
      'nonce',
      'issuedAt',
      'expirationTime',
      'notBefore',
      'requestId',
      'resources',
    ])
    expect(validateSiwsFields({ ...BASE, statement: '', uri: '', nonce: '' })).toEqual(BASE)
  })

  it.each([['user@example.com:8080'], ['[::1]:3000'], ['127.0.0.1'], ['sub.example.co.uk']])(
    'accepts the authority %s as domain',
    (domain) => {
      expect(validateSiwsFields({ ...BASE, domain }).domain).toBe(domain)
    },
  )

  it.each<[keyof SiwsMessageFields, unknown, RegExp]>([
    ['domain', undefined, /domain is required/],
    ['domain', 'https://example.com', /domain must be an RFC 3986 authority/],
    ['domain', 'exa mple.com', /domain must be an RFC 3986 authority/],
    ['domain', 'example.com\nevil.com', /domain must be a single line/],
    ['address', undefined, /address is required/],
    ['address', '0x71C7656EC7ab88b098defB751B7401B5f6d8976F', /address must be a base58 32-byte public key/],
    ['address', '9xQeWvG816bUx9EPjHmaT23yvVM2ZWb', /address must be a base58 32-byte public key/],
    ['address', '0xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin', /address must be a base58/],
    ['statement', 'two\nlines', /statement must be a single line/],
    ['statement', 42, /statement must be a string/],
    ['uri', 'example.com/login', /uri must be an RFC 3986 URI/],
    ['uri', 'https://example.com/a b', /uri must be an RFC 3986 URI/],
    ['uri', 'https://example.com/%zz', /uri must be an RFC 3986 URI/],
    ['version', '2', /version must be '1'/],
    ['chainId', 'eip155:1', /chainId must be a Solana cluster name/],
    ['chainId', 'solana:0OIl', /chainId must be a Solana cluster name/],
    ['nonce', 'short1', /nonce must be at least 8 letters or digits/],
    ['nonce', 'abcd-efgh-1234', /nonce must be at least 8 letters or digits/],
    ['issuedAt', '2026-01-01', /issuedAt must be an RFC 3339 date-time/],
    ['issuedAt', '2026-02-30T00:00:00Z', /issuedAt must be an RFC 3339 date-time/],
    // RFC 3339 allows a leap second, but no JavaScript clock can place one to check a validity window against it.
    ['issuedAt', '2016-12-31T23:59:60Z', /issuedAt must be an RFC 3339 date-time/],
    ['expirationTime', '2026-01-01T24:00:00Z', /expirationTime must be an RFC 3339 date-time/],
    ['notBefore', '2026-01-01 00:00:00Z', /notBefore must be an RFC 3339 date-time/],
    ['notBefore', '2026-01-01T00:00:00', /notBefore must be an RFC 3339 date-time/],
    ['notBefore', '2026-01-01T00:00:00+24:00', /notBefore must be an RFC 3339 date-time/],
    ['requestId', 'has space', /requestId must be RFC 3986 path characters/],
    ['resources', 'https://example.com', /resources must be a list of URIs/],
    ['resources', ['https://example.com', 'not a uri'], /resources must hold RFC 3986 URIs only/],
  ])('rejects %s = %j, naming the field', (field, value, text) => {
    const error = problemOf({ [field]: value })
    expect(error.field).toBe(field)
    expect(error.message).toMatch(text)
    expect(error.message).toMatch(/^Invalid Sign In With Solana message: /)
  })
})
