import { describe, expect, it } from 'vitest'
import { getBase58Decoder, getBase58Encoder } from '@solana/kit'
import { base58ToBytes, bytesToBase58 } from './base58.js'

describe('base58', () => {
  it('writes and reads known values: leading zero bytes are 1s, the empty input is empty', () => {
    expect(bytesToBase58(new Uint8Array(32))).toBe('11111111111111111111111111111111')
    expect(bytesToBase58(new Uint8Array([0, 0, 1]))).toBe('112')
    expect(bytesToBase58(new Uint8Array([0xff]))).toBe('5Q')
    expect(bytesToBase58(new Uint8Array())).toBe('')
    expect([...base58ToBytes('112')]).toEqual([0, 0, 1])
    expect([...base58ToBytes('')]).toEqual([])
  })

  it('refuses characters outside the alphabet (0, O, I, l, anything else)', () => {
    for (const text of ['0', 'O1', 'abcI', 'l', '5Q ', 'ü']) expect(() => base58ToBytes(text)).toThrow(SyntaxError)
  })

  it("matches kit's codec both ways on random bytes, with and without leading zeros", () => {
    const kitText = getBase58Decoder()
    const kitBytes = getBase58Encoder()
    for (let i = 0; i < 300; i++) {
      const bytes = crypto.getRandomValues(new Uint8Array(i % 80))
      bytes.fill(0, 0, i % 5)
      const text = bytesToBase58(bytes)
      expect(text).toBe(kitText.decode(bytes))
      expect([...base58ToBytes(text)]).toEqual([...kitBytes.encode(text)])
    }
  })
})
