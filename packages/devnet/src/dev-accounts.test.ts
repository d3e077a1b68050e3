import { describe, expect, it } from 'vitest'
import { DEV_MNEMONIC, devAccounts } from './dev-accounts.js'

describe('devAccounts', () => {
  it('derives the well-known anvil accounts from the dev mnemonic', () => {
    expect(DEV_MNEMONIC).toBe('test test test test test test test test test test test junk')
    const accounts = devAccounts(10)
    expect(accounts).toHaveLength(10)
    expect(accounts[0]?.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(accounts[9]?.address).toBe('0xa0Ee7A142d267C1f36714E4a8F75612F20a79720')
  })

  it('rejects a count that is not a non-negative integer', () => {
    expect(devAccounts(0)).toEqual([])
    expect(() => devAccounts(-1)).toThrow(RangeError)
    expect(() => devAccounts(1.5)).toThrow(RangeError)
  })
})
