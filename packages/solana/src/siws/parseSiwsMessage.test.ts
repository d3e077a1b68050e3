import { describe, expect, it } from 'vitest'
import { formatSiwsMessage } from './formatSiwsMessage.js'
import { parseSiwsMessage } from './parseSiwsMessage.js'
import type { SiwsMessageFields } from './types.js'
import { SiwsMessageError } from './validateSiwsFields.js'

const ADDRESS = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'

const CASES: [string, SiwsMessageFields][] = [
  ['domain and address', { domain: 'example.com', address: ADDRESS }],
  ['a statement', { domain: 'example.com', address: ADDRESS, statement: 'Sign in: it is safe.' }],
  [
    'every field',
    {
      domain: 'app.example.com:8443',
      address: ADDRESS,
      statement: 'Sign in',
      uri: 'https://app.example.com:8443/',
      version: '1',
      chainId: 'solana:3m18fFd2hPJkop2aCRdB3LS47DSuWbBx',
      nonce: 'NONCE1234',
      issuedAt: '2026-11-21T08:00:00Z',
      expirationTime: '2026-11-21T09:00:00+01:00',
      notBefore: '2026-11-21T08:00:00.5Z',
      requestId: 'a:b@c',
      resources: ['urn:example:1', 'https://example.com/x'],
    },
  ],
  [
    'fields but no statement',
    { domain: 'example.com', address: ADDRESS, version: '1', nonce: 'abcdefgh', resources: [] },
  ],
]

const textOf = (error: unknown) =>
  error instanceof SiwsMessageError ? `${error.field}: ${error.message}` : String(error)
function problemOf(text: string): string {
  try {
    parseSiwsMessage(text)
  } catch (error) {
    expect(error).toBeInstanceOf(SiwsMessageError)
    return textOf(error)
  }
  throw new Error('expected a SiwsMessageError')
}

describe('parseSiwsMessage', () => {
  it.each(CASES)('reads back what formatSiwsMessage wrote: %s', (_name, fields) => {
    const text = formatSiwsMessage(fields)
    expect(parseSiwsMessage(text)).toEqual(fields)
    expect(formatSiwsMessage(parseSiwsMessage(text))).toBe(text)
  })

  it('rejects text that is not a Sign In With Solana message', () => {
    expect(problemOf('hello')).toMatch(/^message: .*not in the Sign In With Solana layout/)
    expect(problemOf(`example.com wants you to sign in with your Ethereum account:\n${ADDRESS}`)).toMatch(/^message:/)
    expect(problemOf('')).toMatch(/^message:/)
  })

  it('rejects a non-canonical layout (trailing blank lines, an empty statement)', () => {
    const text = formatSiwsMessage({ domain: 'example.com', address: ADDRESS, nonce: 'abcdefgh' })
    expect(problemOf(`${text}\n`)).toMatch(/^message: .*canonical/)
    expect(problemOf(`example.com wants you to sign in with your Solana account:\n${ADDRESS}\n\n`)).toMatch(/^message:/)
  })

  it('names the field that does not hold inside a well-laid-out message', () => {
    const base = `example.com wants you to sign in with your Solana account:\n${ADDRESS}\n\n`
    expect(problemOf(`${base}Nonce: short`)).toMatch(/^nonce:/)
    expect(problemOf(`${base}URI: not a uri`)).toMatch(/^uri:/)
    expect(problemOf(`${base}Issued At: yesterday`)).toMatch(/^issuedAt:/)
    expect(problemOf(`${base}Version: 2`)).toMatch(/^version:/)
    expect(problemOf(`${base}Chain ID: eip155:1`)).toMatch(/^chainId:/)
    expect(problemOf(`exa mple.com wants you to sign in with your Solana account:\n${ADDRESS}`)).toMatch(/^domain:/)
    expect(
      problemOf(
        `example.com wants you to sign in with your Solana account:\n0x71C7656EC7ab88b098defB751B7401B5f6d8976F`,
      ),
    ).toMatch(/^address:/)
  })

  it('rejects anything but a string', () => {
    expect(problemOf(new TextEncoder().encode('x') as unknown as string)).toMatch(/^message: .*must be a string/)
  })
})
