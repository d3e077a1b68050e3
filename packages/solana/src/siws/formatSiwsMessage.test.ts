import { createSignInMessageText as devWalletSignInText } from '@foyer/dev-wallet'
import { describe, expect, it } from 'vitest'
import { formatSiwsMessage } from './formatSiwsMessage.js'
import type { SiwsMessageFields } from './types.js'
import { SiwsMessageError } from './validateSiwsFields.js'

const ADDRESS = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'

const FULL: SiwsMessageFields = {
  domain: 'example.com',
  address: ADDRESS,
  statement: 'Sign in to Example with your Solana account.',
  uri: 'https://example.com/login',
  version: '1',
  chainId: 'mainnet',
  nonce: 'k3Jd9sQpLm',
  issuedAt: '2026-11-21T08:00:00.000Z',
  expirationTime: '2026-11-22T08:00:00.000Z',
  notBefore: '2026-11-21T08:00:00.000Z',
  requestId: 'login-1',
  resources: ['https://example.com/terms', 'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/'],
}

describe('formatSiwsMessage', () => {
  it('writes every field in the Sign In With Solana layout', () => {
    expect(formatSiwsMessage(FULL)).toBe(
      [
        'example.com wants you to sign in with your Solana account:',
        ADDRESS,
        '',
        'Sign in to Example with your Solana account.',
        '',
        'URI: https://example.com/login',
        'Version: 1',
        'Chain ID: mainnet',
        'Nonce: k3Jd9sQpLm',
        'Issued At: 2026-11-21T08:00:00.000Z',
        'Expiration Time: 2026-11-22T08:00:00.000Z',
        'Not Before: 2026-11-21T08:00:00.000Z',
        'Request ID: login-1',
        'Resources:',
        '- https://example.com/terms',
        '- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
      ].join('\n'),
    )
  })

  it('leaves out what is not given, blank lines included', () => {
    expect(formatSiwsMessage({ domain: 'localhost:5173', address: ADDRESS })).toBe(
      `localhost:5173 wants you to sign in with your Solana account:\n${ADDRESS}`,
    )
    expect(formatSiwsMessage({ domain: 'localhost:5173', address: ADDRESS, statement: 'Hi' })).toBe(
      `localhost:5173 wants you to sign in with your Solana account:\n${ADDRESS}\n\nHi`,
    )
    expect(formatSiwsMessage({ domain: 'localhost:5173', address: ADDRESS, nonce: '12345678', statement: '' })).toBe(
      `localhost:5173 wants you to sign in with your Solana account:\n${ADDRESS}\n\nNonce: 12345678`,
    )
  })

  // The Foyer Dev Wallet writes the text itself for solana:signIn; the two must agree byte for byte, or a message
  // formatted here and one signed there would never be the same sign-in.
  it.each<[string, SiwsMessageFields]>([
    ['every field', FULL],
    ['domain and address only', { domain: 'example.com', address: ADDRESS }],
    ['a statement only', { domain: 'example.com', address: ADDRESS, statement: 'Welcome back' }],
    [
      'fields without a statement',
      { domain: 'example.com', address: ADDRESS, uri: 'https://example.com', version: '1', nonce: 'abcdefgh1' },
    ],
    [
      'a CAIP-2 chain reference',
      { domain: '127.0.0.1:5173', address: ADDRESS, chainId: '3m18fFd2hPJkop2aCRdB3LS47DSuWbBx', nonce: 'Zz00Zz00Zz' },
    ],
    ['an empty resource list', { domain: 'example.com', address: ADDRESS, resources: [] }],
    [
      'empty strings for absent fields',
      { domain: 'example.com', address: ADDRESS, statement: '', uri: '', requestId: '' },
    ],
  ])('writes the same text as the dev wallet for %s', (_name, fields) => {
    expect(formatSiwsMessage(fields)).toBe(devWalletSignInText(fields))
  })

  it('rejects an invalid field with a SiwsMessageError naming it', () => {
    expect(() => formatSiwsMessage({ ...FULL, nonce: 'abc' })).toThrow(SiwsMessageError)
    expect(() => formatSiwsMessage({ ...FULL, nonce: 'abc' })).toThrow(/nonce/)
    expect(() => formatSiwsMessage({ ...FULL, address: 'not-an-address' })).toThrow(
      /address must be a base58 32-byte public key/,
    )
  })

  it('rejects a statement that would read back as another field', () => {
    const error = (() => {
      try {
        formatSiwsMessage({ domain: 'example.com', address: ADDRESS, statement: 'URI: https://evil.example' })
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(SiwsMessageError)
    expect((error as SiwsMessageError).field).toBe('statement')
  })
})
