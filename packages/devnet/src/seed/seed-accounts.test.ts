import { describe, expect, it } from 'vitest'
import { devAccounts } from '../dev-accounts.js'
import { seedAccounts } from './seed-accounts.js'

describe('seedAccounts', () => {
  it('derives the same accounts as devAccounts, each once', () => {
    const accountOf = seedAccounts()
    const expected = devAccounts(10).map((a) => a.address)
    expect(Array.from({ length: 10 }, (_, i) => accountOf(i).address)).toEqual(expected)
    expect(accountOf(9)).toBe(accountOf(9))
  })

  it('follows the mnemonic it is given', () => {
    const other = seedAccounts('legal winner thank year wave sausage worth useful legal winner thank yellow')
    expect(other(0).address).not.toBe(devAccounts(1)[0]!.address)
  })
})
