import { describe, expect, it } from 'vitest'
import { getBase58Decoder, isAddress } from '@solana/kit'
import { isSolanaAddress } from './solanaAddress.js'

const base58 = getBase58Decoder()

describe('isSolanaAddress', () => {
  it('accepts 32-byte base58 keys, from all zeros to all 0xff, and nothing else', () => {
    expect(isSolanaAddress('11111111111111111111111111111111')).toBe(true)
    expect(isSolanaAddress(base58.decode(new Uint8Array(32).fill(255)))).toBe(true)
    expect(isSolanaAddress('oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96')).toBe(true)
    // 31 and 33 bytes, a character outside the alphabet (0, O, I, l), an EVM address, nothing.
    expect(isSolanaAddress(base58.decode(new Uint8Array(31).fill(7)))).toBe(false)
    expect(isSolanaAddress(base58.decode(new Uint8Array(33).fill(7)))).toBe(false)
    expect(isSolanaAddress('oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq9O')).toBe(false)
    expect(isSolanaAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(false)
    expect(isSolanaAddress('')).toBe(false)
  })

  it("agrees with kit's isAddress on random keys, their neighbours and random text", () => {
    const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0OIl'
    const samples: string[] = []
    for (let i = 0; i < 300; i++) {
      const size = 30 + (i % 5)
      const bytes = crypto.getRandomValues(new Uint8Array(size))
      if (i % 7 === 0) bytes.fill(0, 0, i % 11)
      const text = base58.decode(bytes)
      samples.push(text, text.slice(1), `${text}1`, `1${text}`)
      const length = 30 + (i % 16)
      samples.push(
        Array.from(crypto.getRandomValues(new Uint8Array(length)), (b) => alphabet[b % alphabet.length]).join(''),
      )
    }
    for (const sample of samples) expect([sample, isSolanaAddress(sample)]).toEqual([sample, isAddress(sample)])
    expect(samples.filter((s) => isAddress(s)).length).toBeGreaterThan(100)
  })
})
