import { describe, expect, it } from 'vitest'
import { BLOCKHASH_LIFETIME, RecentBlockhashes } from './recent-blockhashes.js'

describe('RecentBlockhashes', () => {
  it('accepts a blockhash for 150 blocks after its slot, then forgets it', () => {
    const recent = new RecentBlockhashes()
    recent.enter('first', 1)
    recent.enter('second', 2)
    expect(recent.isValid('first', 1 + BLOCKHASH_LIFETIME)).toBe(true)
    expect(recent.isValid('first', 2 + BLOCKHASH_LIFETIME)).toBe(false)
    expect(recent.isValid('second', 2 + BLOCKHASH_LIFETIME)).toBe(true)
    expect(recent.isValid('never seen', 1)).toBe(false)
    // Entering a slot past its lifetime prunes it, whatever height is asked about afterwards.
    recent.enter('later', 2 + BLOCKHASH_LIFETIME)
    expect(recent.isValid('first', 1)).toBe(false)
    expect(recent.isValid('second', 2)).toBe(true)
  })
})
