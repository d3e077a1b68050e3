import { describe, expect, it } from 'vitest'
import {
  evmCoinType,
  formatNameRegistrationMessage,
  NameRegistrationMessageError,
  parseNameRegistrationMessage,
} from './name-registration-message.js'

const fields = {
  name: 'alice.reown.id',
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  coinType: 60,
  issuedAt: '2026-11-25T18:00:00.000Z',
}

describe('name registration message', () => {
  it('is the text the wallet shows, and parses back to the same fields', () => {
    const text = formatNameRegistrationMessage(fields)
    expect(text).toBe(
      'Register the name alice.reown.id\nAddress: 0x70997970C51812dc3A010C7d01b50e0d17dc79C8\nCoin type: 60\nIssued At: 2026-11-25T18:00:00.000Z',
    )
    expect(parseNameRegistrationMessage(text)).toEqual(fields)
  })

  it('refuses text that is not one, saying what is wrong', () => {
    const text = formatNameRegistrationMessage(fields)
    expect(() => parseNameRegistrationMessage('Register alice')).toThrow(NameRegistrationMessageError)
    expect(() => parseNameRegistrationMessage(text.replace('Coin type: 60', 'Coin type: sixty'))).toThrow(/coin type/)
    expect(() => parseNameRegistrationMessage(text.replace('2026-11-25T18:00:00.000Z', 'yesterday'))).toThrow(
      /Issued At/,
    )
    expect(() => parseNameRegistrationMessage(`${text}\nextra`)).toThrow(/4 lines/)
    expect(() => parseNameRegistrationMessage(text.replace('Address: ', 'Addr: '))).toThrow(/Address/)
  })

  it('gives EVM chains their ENSIP-11 coin type', () => {
    expect(evmCoinType(1)).toBe(2147483649)
    expect(evmCoinType(31337)).toBe(0x80000000 + 31337)
  })
})
