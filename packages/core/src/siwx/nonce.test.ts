import { describe, expect, it } from 'vitest'
import { generateNonce } from './nonce.js'

describe('generateNonce', () => {
  it('gives 20 alphanumerics by default, different each time', () => {
    const a = generateNonce()
    const b = generateNonce()
    expect(a).toMatch(/^[A-Za-z0-9]{20}$/)
    expect(b).not.toBe(a)
  })
  it('honours a length of at least 8', () => {
    expect(generateNonce(8)).toMatch(/^[A-Za-z0-9]{8}$/)
  })
})
