import { describe, expect, it } from 'vitest'
import { queryWallets } from './wallet-query.js'
import { prepareWallet } from './wallet-store.js'

const wallet = (id: string, name: string, extra: Partial<Parameters<typeof prepareWallet>[0]> = {}) =>
  prepareWallet({ id, name, rdns: null, chains: ['eip155'], image_version: 'v', details: {}, ...extra })

const WALLETS = [
  wallet('my-safe', 'My Safe Vault'),
  wallet('safe', 'Safe'),
  wallet('unsafe', 'Unsafex'),
  wallet('meta', 'Meta Mask Mobile', { details: { mobile: { native: 'mm://' } } }),
  wallet('sol', 'Solar', { chains: ['solana'], rdns: 'app.solar', details: { webapp: 'https://solar.example' } }),
]
const ids = (query: Parameters<typeof queryWallets>[1]) => queryWallets(WALLETS, query).page.map((w) => w.id)

describe('queryWallets', () => {
  it('ranks a name that starts with the query, then a word that does, then any name containing it', () => {
    expect(ids({ page: 1, entries: 10, search: 'SAFE' })).toEqual(['safe', 'my-safe', 'unsafe'])
    expect(ids({ page: 1, entries: 10, search: '  safe ' })).toEqual(['safe', 'my-safe', 'unsafe'])
  })

  it('finds a name written without its spaces', () => {
    expect(ids({ page: 1, entries: 10, search: 'metamask' })).toEqual(['meta'])
  })

  it('pages after filtering and counts every match', () => {
    expect(queryWallets(WALLETS, { page: 2, entries: 2, search: 'safe' })).toMatchObject({ count: 3 })
    expect(ids({ page: 2, entries: 2, search: 'safe' })).toEqual(['unsafe'])
    expect(ids({ page: 3, entries: 2 })).toEqual(['sol'])
  })

  it('combines include, exclude, namespace and platform filters', () => {
    expect(ids({ page: 1, entries: 10, include: ['app.solar', 'safe'] })).toEqual(['safe', 'sol'])
    expect(ids({ page: 1, entries: 10, exclude: ['safe', 'app.solar'] })).toEqual(['my-safe', 'unsafe', 'meta'])
    expect(ids({ page: 1, entries: 10, chains: ['solana:mainnet'] })).toEqual(['sol'])
    expect(ids({ page: 1, entries: 10, platform: ['web', 'mobile'] })).toEqual(['meta', 'sol'])
    expect(ids({ page: 1, entries: 10, platform: ['desktop'] })).toEqual([])
  })
})
