import { getAddressEncoder, getBase58Decoder, type Address } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { decodeBase58 } from './base58.js'

describe('decodeBase58', () => {
  it('decodes addresses and instruction data as @solana/kit encodes them, leading zero bytes included', () => {
    const samples = [
      new Uint8Array([2, 0, 0, 0, 0, 101, 205, 29, 0, 0, 0, 0]),
      new Uint8Array([0, 0, 7]),
      new Uint8Array(32),
      new Uint8Array([255]),
    ]
    for (const bytes of samples) expect(decodeBase58(getBase58Decoder().decode(bytes))).toEqual(bytes)
    const address = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb' as Address
    expect(decodeBase58(address)).toEqual(new Uint8Array(getAddressEncoder().encode(address)))
    expect(decodeBase58('')).toEqual(new Uint8Array())
  })

  it('refuses characters outside the alphabet', () => {
    expect(() => decodeBase58('0OIl')).toThrow('not base58: "0"')
  })
})
