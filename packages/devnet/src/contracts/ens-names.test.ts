import { describe, expect, it } from 'vitest'
import { devAccounts } from '../dev-accounts.js'
import { DEVNET_ENS_NAMES, DEVNET_ENS_PARENT } from './ens-names.js'

describe('DEVNET_ENS_NAMES', () => {
  it('name dev accounts #0 and #1 under foyer.eth, at their real addresses', () => {
    expect(DEVNET_ENS_NAMES.map(({ account, name }) => [account, name])).toEqual([
      [0, 'alice.foyer.eth'],
      [1, 'bob.foyer.eth'],
    ])
    const accounts = devAccounts(2)
    for (const entry of DEVNET_ENS_NAMES) {
      expect(entry.address).toBe(accounts[entry.account]!.address)
      expect(entry.name.endsWith(`.${DEVNET_ENS_PARENT}`)).toBe(true)
    }
  })

  it('give each a distinct avatar image as a data: URI', async () => {
    const images = await Promise.all(DEVNET_ENS_NAMES.map(async (n) => (await fetch(n.avatar)).text()))
    expect(images[0]).toContain('>A</text>')
    expect(images[1]).toContain('>B</text>')
  })
})
