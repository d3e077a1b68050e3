import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../storage.js'
import { scopeStorage } from './scoped-storage.js'

describe('scopeStorage', () => {
  it('keeps two ids apart in one storage and leaves keys alone without an id', () => {
    const page = createMemoryStorage()
    const a = scopeStorage(page, 'a')!
    const b = scopeStorage(page, 'b')!
    a.setItem('foyer.connection', '1')
    b.setItem('foyer.connection', '2')
    expect(a.getItem('foyer.connection')).toBe('1')
    expect(b.getItem('foyer.connection')).toBe('2')
    expect(page.getItem('a:foyer.connection')).toBe('1')
    a.removeItem('foyer.connection')
    expect(b.getItem('foyer.connection')).toBe('2')
    expect(scopeStorage(page, undefined)).toBe(page)
    expect(scopeStorage(null, 'a')).toBeNull()
  })
})
