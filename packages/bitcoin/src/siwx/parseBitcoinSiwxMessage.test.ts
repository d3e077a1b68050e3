import type { SIWXMessageData } from '@foyer/core'
import { describe, expect, it } from 'vitest'
import { BITCOIN_REFERENCES } from '../networks.js'
import { formatBitcoinSiwxMessage } from './formatBitcoinSiwxMessage.js'
import { BitcoinSiwxMessageError, parseBitcoinSiwxMessage } from './parseBitcoinSiwxMessage.js'

const full: SIWXMessageData = {
  accountAddress: 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw',
  chainId: `bip122:${BITCOIN_REFERENCES.regtest}`,
  domain: '127.0.0.1:5173',
  uri: 'http://127.0.0.1:5173/',
  version: '1',
  nonce: 'Qm8d7Ks2Lp',
  statement: 'Sign in to the Foyer laboratory.',
  issuedAt: '2026-11-21T11:00:00.000Z',
  expirationTime: '2026-11-22T11:00:00.000Z',
  notBefore: '2026-11-21T10:00:00.000Z',
  requestId: 'r-1',
  resources: ['https://example.com/a', 'ipfs://b'],
}

function refusal(text: string): BitcoinSiwxMessageError {
  try {
    parseBitcoinSiwxMessage(text)
  } catch (error) {
    if (error instanceof BitcoinSiwxMessageError) return error
    throw error
  }
  throw new Error('expected the text to be refused')
}

describe('parseBitcoinSiwxMessage', () => {
  it('gives back the fields formatBitcoinSiwxMessage wrote, with every optional line and with none', () => {
    expect(parseBitcoinSiwxMessage(formatBitcoinSiwxMessage(full))).toEqual(full)
    const bare: SIWXMessageData = {
      accountAddress: full.accountAddress,
      chainId: `bip122:${BITCOIN_REFERENCES.mainnet}`,
      domain: 'example.com',
      uri: 'https://example.com/login',
      version: '1',
      nonce: 'abcdefgh12',
    }
    expect(parseBitcoinSiwxMessage(formatBitcoinSiwxMessage(bare))).toEqual(bare)
  })

  it('refuses another chain family, missing lines, extra lines and text the formatter would not write', () => {
    const text = formatBitcoinSiwxMessage(full)
    expect(refusal(text.replace('Bitcoin account', 'Ethereum account')).message).toContain(
      'must start with "<domain> wants you to sign in with your Bitcoin account:"',
    )
    expect(refusal(text.replace(/\nNonce: .*/, '')).field).toBe('nonce')
    expect(refusal(`${text}\nsomething else`).message).toContain('unexpected line')
    expect(refusal(text.replace('Issued At: 2026-11-21T11:00:00.000Z', 'Issued At: yesterday')).field).toBe('issuedAt')
    expect(refusal(text.replace(`Chain ID: ${BITCOIN_REFERENCES.regtest}`, 'Chain ID: not/a/reference')).field).toBe(
      'chainId',
    )
    // Lines moved out of their order parse as a mistake, not as the same fields.
    const swapped = text.replace(/(Version: 1)\n(Chain ID: \w+)/, '$2\n$1')
    expect(refusal(swapped).field).toBe('version')
    expect(refusal(text.replace('Nonce: ', 'Nonce:  ')).field).toBe('nonce')
    expect(refusal(text.replace('Nonce: Qm8d7Ks2Lp', 'Nonce: short')).field).toBe('nonce')
    expect(refusal('').field).toBe('message')
  })
})
