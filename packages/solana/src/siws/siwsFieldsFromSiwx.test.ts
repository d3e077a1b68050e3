import type { SIWXMessageData } from '@foyer/core'
import { describe, expect, it } from 'vitest'
import { SOLANA_DEVNET_REFERENCE } from '../constants.js'
import { siwsFieldsFromSiwx } from './siwsFieldsFromSiwx.js'
import { SiwsMessageError } from './validateSiwsFields.js'

const ADDRESS = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
const DATA: SIWXMessageData = {
  accountAddress: ADDRESS,
  chainId: `solana:${SOLANA_DEVNET_REFERENCE}`,
  domain: 'example.com',
  uri: 'https://example.com/',
  version: '1',
  nonce: 'abcdefgh12',
}

describe('siwsFieldsFromSiwx', () => {
  it('maps accountAddress to address and the CAIP-2 id to the message Chain ID', () => {
    expect(siwsFieldsFromSiwx(DATA)).toEqual({
      domain: 'example.com',
      address: ADDRESS,
      uri: 'https://example.com/',
      version: '1',
      chainId: 'devnet',
      nonce: 'abcdefgh12',
    })
  })

  it('keeps the optional fields and leaves out empty ones', () => {
    const full = {
      ...DATA,
      chainId: 'solana:3m18fFd2hPJkop2aCRdB3LS47DSuWbBx',
      statement: 'Sign in',
      issuedAt: '2026-11-21T08:00:00.000Z',
      expirationTime: '2026-11-22T08:00:00.000Z',
      notBefore: '2026-11-21T08:00:00.000Z',
      requestId: 'r1',
      resources: ['https://example.com/terms'],
    } satisfies SIWXMessageData
    expect(siwsFieldsFromSiwx(full)).toEqual({
      domain: 'example.com',
      address: ADDRESS,
      statement: 'Sign in',
      uri: 'https://example.com/',
      version: '1',
      chainId: '3m18fFd2hPJkop2aCRdB3LS47DSuWbBx',
      nonce: 'abcdefgh12',
      issuedAt: '2026-11-21T08:00:00.000Z',
      expirationTime: '2026-11-22T08:00:00.000Z',
      notBefore: '2026-11-21T08:00:00.000Z',
      requestId: 'r1',
      resources: ['https://example.com/terms'],
    })
    expect(siwsFieldsFromSiwx({ ...DATA, statement: '', resources: [] })).not.toHaveProperty('statement')
    expect(siwsFieldsFromSiwx({ ...DATA, statement: '', resources: [] })).not.toHaveProperty('resources')
  })

  it('rejects a chain that is not Solana', () => {
    expect(() => siwsFieldsFromSiwx({ ...DATA, chainId: 'eip155:1' })).toThrow(SiwsMessageError)
  })
})
