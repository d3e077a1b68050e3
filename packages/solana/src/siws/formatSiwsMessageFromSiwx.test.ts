import type { SIWXMessageData } from '@foyer/core'
import { describe, expect, it } from 'vitest'
import { SOLANA_MAINNET_REFERENCE } from '../constants.js'
import { formatSiwsMessageFromSiwx } from './formatSiwsMessageFromSiwx.js'
import { parseSiwsMessage } from './parseSiwsMessage.js'
import { SiwsMessageError } from './validateSiwsFields.js'

const ADDRESS = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
const DATA: SIWXMessageData = {
  accountAddress: ADDRESS,
  chainId: `solana:${SOLANA_MAINNET_REFERENCE}`,
  domain: 'example.com',
  uri: 'https://example.com/',
  version: '1',
  nonce: 'abcdefgh12',
  statement: 'Sign in to Example',
  issuedAt: '2026-11-21T08:00:00.000Z',
  expirationTime: '2026-11-22T08:00:00.000Z',
}

describe('formatSiwsMessageFromSiwx', () => {
  it("writes core's sign-in data as a Sign In With Solana message", () => {
    expect(formatSiwsMessageFromSiwx(DATA)).toBe(
      [
        'example.com wants you to sign in with your Solana account:',
        ADDRESS,
        '',
        'Sign in to Example',
        '',
        'URI: https://example.com/',
        'Version: 1',
        'Chain ID: mainnet',
        'Nonce: abcdefgh12',
        'Issued At: 2026-11-21T08:00:00.000Z',
        'Expiration Time: 2026-11-22T08:00:00.000Z',
      ].join('\n'),
    )
  })

  it('reads back to the same fields', () => {
    const fields = parseSiwsMessage(formatSiwsMessageFromSiwx(DATA))
    expect(fields).toMatchObject({
      address: ADDRESS,
      domain: DATA.domain,
      uri: DATA.uri,
      nonce: DATA.nonce,
      chainId: 'mainnet',
    })
  })

  it('rejects invalid data naming the field', () => {
    expect(() => formatSiwsMessageFromSiwx({ ...DATA, nonce: '1234' })).toThrow(SiwsMessageError)
    expect(() => formatSiwsMessageFromSiwx({ ...DATA, accountAddress: '0xabc' })).toThrow(/address/)
  })
})
