import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { formatSiweMessage, type SiweMessageFields } from '@foyer/core'
import { privateKeyToAccount } from 'viem/accounts'
import { SiweVerificationError } from './errors.js'
import { verifySiweMessage } from './verifySiweMessage.js'

type VerificationCase = Record<string, string | number | undefined> & {
  signature: string
  time?: string
  issuedAt: string
  domainBinding?: string
  matchNonce?: string
}

const vectors = (name: string): Record<string, VerificationCase> =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../../../vectors/siwe/${name}`, import.meta.url)), 'utf8'))

/**
 * The message text of a vector, laid out by hand without any checks: some negative vectors hold values the formatter
 * refuses (February 31st), and the point is that the verifier, given that text, rejects it.
 */
const layout = (c: VerificationCase): string =>
  [
    `${c.domain} wants you to sign in with your Ethereum account:`,
    c.address,
    '',
    ...(c.statement === undefined ? [] : [c.statement]),
    '',
    `URI: ${c.uri}`,
    `Version: ${c.version}`,
    `Chain ID: ${c.chainId}`,
    `Nonce: ${c.nonce}`,
    `Issued At: ${c.issuedAt}`,
    ...(c.expirationTime === undefined ? [] : [`Expiration Time: ${c.expirationTime}`]),
    ...(c.notBefore === undefined ? [] : [`Not Before: ${c.notBefore}`]),
  ].join('\n')

const FIELD_NAMES = [
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
]
const fieldsOf = (c: VerificationCase) =>
  Object.fromEntries(Object.entries(c).filter(([key]) => FIELD_NAMES.includes(key))) as unknown as SiweMessageFields

// The upstream harness's rule for the clock and the bindings.
const verifyCase = (c: VerificationCase) =>
  verifySiweMessage({
    message: layout(c),
    signature: c.signature,
    time: c.time || c.issuedAt,
    domain: c.domainBinding,
    nonce: c.matchNonce,
  })

describe('verifySiweMessage: shared vectors', () => {
  const positive = vectors('verification_positive.json')
  const negative = vectors('verification_negative.json')

  it('has every vector the README lists', () => {
    expect(Object.keys(positive)).toHaveLength(4)
    expect(Object.keys(negative)).toHaveLength(10)
  })

  it.each(Object.entries(positive))('verifies %s', async (_, c) => {
    // The hand layout is the formatter's output for these, so the vectors also check formatSiweMessage.
    expect(layout(c)).toBe(formatSiweMessage(fieldsOf(c)))
    const result = await verifyCase(c)
    expect(result).toEqual({ success: true, fields: fieldsOf(c) })
  })

  it.each(Object.entries(positive))('verifies %s given as fields', async (_, c) => {
    const result = await verifySiweMessage({
      message: fieldsOf(c),
      signature: c.signature,
      time: c.time || c.issuedAt,
      domain: c.domainBinding,
      nonce: c.matchNonce,
    })
    expect(result.success).toBe(true)
  })

  it.each(Object.entries(negative))('rejects %s given as fields', async (_, c) => {
    const result = await verifySiweMessage({
      message: fieldsOf(c),
      signature: c.signature,
      time: c.time || c.issuedAt,
      domain: c.domainBinding,
      nonce: c.matchNonce,
    })
    expect(result.success).toBe(false)
  })

  const expectedReason: Record<string, string> = {
    'expired message': 'expired',
    'domain binding': 'domain',
    'custom time': 'expired',
    'custom nonce': 'nonce',
    'malformed signature': 'signature',
    'wrong signature': 'signature',
    'not yet valid': 'not-yet-valid',
    'invalid issuedAt': 'message',
    'invalid notBefore': 'message',
    'invalid expirationTime': 'message',
  }
  it.each(Object.entries(negative))('rejects %s, for the right reason', async (name, c) => {
    const result = await verifyCase(c)
    expect(result.success).toBe(false)
    if (result.success) return
    expect(result.error).toBeInstanceOf(SiweVerificationError)
    expect(result.error.reason).toBe(expectedReason[name])
  })
})

// A fixed key so failures reproduce; any key would do.
const account = privateKeyToAccount('0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318')
const fields: SiweMessageFields = {
  domain: 'app.example',
  address: account.address,
  statement: 'Sign in to the example app',
  uri: 'https://app.example/login',
  version: '1',
  chainId: 1,
  nonce: 'n0nce1234567',
  issuedAt: '2026-01-01T00:00:00.000Z',
  expirationTime: '2026-01-02T00:00:00.000Z',
  notBefore: '2026-01-01T00:00:00.000Z',
}
const inWindow = '2026-01-01T12:00:00Z'

describe('verifySiweMessage with a viem private-key account (EOA)', () => {
  it('verifies a message the account signed, with every binding given', async () => {
    const message = formatSiweMessage(fields)
    const signature = await account.signMessage({ message })
    const result = await verifySiweMessage({
      message,
      signature,
      domain: 'app.example',
      nonce: 'n0nce1234567',
      time: inWindow,
    })
    expect(result).toEqual({ success: true, fields })
  })

  it('uses the current time by default', async () => {
    const open = { ...fields, issuedAt: new Date().toISOString(), expirationTime: undefined, notBefore: undefined }
    const message = formatSiweMessage(open)
    expect(await verifySiweMessage({ message, signature: await account.signMessage({ message }) })).toMatchObject({
      success: true,
    })
    const expired = formatSiweMessage({ ...open, expirationTime: new Date(Date.now() - 1000).toISOString() })
    expect(
      await verifySiweMessage({ message: expired, signature: await account.signMessage({ message: expired }) }),
    ).toMatchObject({
      success: false,
      error: { reason: 'expired' },
    })
  })

  it.each([
    [
      'a tampered message',
      { tamper: (m: string) => m.replace('Sign in to the example app', 'Sign in to the evil app') },
      'signature',
      `The signature is not ${account.address}'s signature of this message`,
    ],
    [
      'a message for another domain',
      { domain: 'evil.example' },
      'domain',
      'The sign-in message is for "app.example", not "evil.example"',
    ],
    [
      'another nonce',
      { nonce: 'freshnonce99' },
      'nonce',
      'The sign-in message\'s nonce "n0nce1234567" is not the expected one',
    ],
    [
      'an expired message',
      { time: '2026-01-02T00:00:00Z' },
      'expired',
      'The sign-in message expired at 2026-01-02T00:00:00.000Z',
    ],
    [
      'a message not valid yet',
      { time: new Date(Date.UTC(2025, 11, 31, 23, 59, 59)) },
      'not-yet-valid',
      'The sign-in message is not valid before 2026-01-01T00:00:00.000Z',
    ],
    ['an unreadable time', { time: 'tomorrow' }, 'unverifiable', 'time "tomorrow" is not a valid time'],
    [
      'a signature that is not hex',
      { signature: 'not hex' },
      'signature',
      'The signature is not a 0x-prefixed hex string',
    ],
    ['a truncated signature', { truncate: true }, 'signature', /^The signature is malformed: /],
    [
      'a message that is not EIP-4361',
      { tamper: (m: string) => m.replace('Version: 1', 'Version: 2') },
      'message',
      'Invalid SIWE message: version must be "1", got "2"',
    ],
  ] as const)('rejects %s', async (_, change, reason, text) => {
    const message = formatSiweMessage(fields)
    const signature = await account.signMessage({ message })
    const args = change as {
      tamper?: (m: string) => string
      domain?: string
      nonce?: string
      time?: string | Date
      signature?: string
      truncate?: boolean
    }
    const result = await verifySiweMessage({
      message: args.tamper ? args.tamper(message) : message,
      signature: args.signature ?? (args.truncate ? signature.slice(0, 100) : signature),
      domain: args.domain ?? 'app.example',
      nonce: args.nonce ?? 'n0nce1234567',
      time: args.time ?? inWindow,
    })
    expect(result.success).toBe(false)
    if (result.success) return
    expect(result.error.reason).toBe(reason)
    if (typeof text === 'string') expect(result.error.message).toBe(text)
    else expect(result.error.message).toMatch(text)
  })

  it("rejects another account's signature", async () => {
    const message = formatSiweMessage(fields)
    const other = privateKeyToAccount('0x0123456789012345678901234567890123456789012345678901234567890123')
    const result = await verifySiweMessage({ message, signature: await other.signMessage({ message }), time: inWindow })
    expect(result).toMatchObject({ success: false, error: { reason: 'signature' } })
  })
})
