import { describe, expect, it } from 'vitest'
import { devAccount } from './dev-keys.js'

describe('devAccount', () => {
  it('derives the anvil dev accounts and reuses them', () => {
    expect(devAccount(0).address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(devAccount(1).address).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    expect(devAccount(0)).toBe(devAccount(0))
  })

  it('rejects an index that is not a non-negative integer', () => {
    expect(() => devAccount(-1)).toThrow(RangeError)
    expect(() => devAccount(0.5)).toThrow(RangeError)
  })
})
