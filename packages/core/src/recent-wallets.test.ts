import { describe, expect, it } from 'vitest'
import { addRecentWallet, isRecentWalletList } from './recent-wallets.js'

describe('recent wallets', () => {
  it('keep at most 2, newest first, without duplicates by id', () => {
    let list = addRecentWallet([], { id: 'a' })
    list = addRecentWallet(list, { id: 'b' })
    list = addRecentWallet(list, { id: 'a' })
    expect(list.map((w) => w.id)).toEqual(['a', 'b'])
    list = addRecentWallet(list, { id: 'c' })
    expect(list.map((w) => w.id)).toEqual(['c', 'a'])
  })
  it('accept only well-formed stored lists', () => {
    expect(isRecentWalletList([{ id: 'a' }])).toBe(true)
    expect(isRecentWalletList([{ id: 'a' }, { id: 'a' }])).toBe(false)
    expect(isRecentWalletList([{ id: 1 }])).toBe(false)
    expect(isRecentWalletList([{ id: 'a' }, { id: 'b' }, { id: 'c' }])).toBe(false)
    expect(isRecentWalletList({ id: 'a' })).toBe(false)
  })
})
