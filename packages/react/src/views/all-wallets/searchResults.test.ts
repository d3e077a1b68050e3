import { describe, expect, it } from 'vitest'
import type { WalletListItem } from '@foyer/core'
import { searchNeedle, searchResults, type DirectoryListState } from './searchResults.js'

const item = (id: string, name: string): WalletListItem => ({ id, name }) as WalletListItem
const local = ['Amber Wallet', 'Birch Wallet', 'Cedar Pay'].map((name, i) => {
  const wallet = item(`local-${i}`, name)
  return { wallet, key: name.toLowerCase() }
})
const idle: DirectoryListState = { search: '', count: 0, loaded: 0, hasMore: false, loading: false, failed: false }
const names = (list: WalletListItem[]) => list.map((w) => w.name)

describe('searchResults', () => {
  it('lists the app’s wallets whose name holds the needle, whatever the case and spaces typed', () => {
    const outcome = searchResults(local, [], idle, searchNeedle('  WALLET '))
    expect(names(outcome.results)).toEqual(['Amber Wallet', 'Birch Wallet'])
    expect(outcome).toMatchObject({ total: 2, moreRow: 0, empty: false })
  })

  it('is empty, with no row to load more, when nothing matches and nothing is coming', () => {
    expect(searchResults(local, [], idle, 'zzz')).toMatchObject({ results: [], total: 0, moreRow: 0, empty: true })
    // While the directory is loading, the list is not "No wallet found" but waits with its loading row.
    expect(searchResults(local, [], { ...idle, loading: true }, 'zzz')).toMatchObject({ moreRow: 1, empty: false })
  })

  it('narrows the last directory answer by name while a new search waits for the server', () => {
    const directory = [item('d1', 'Rainbow'), item('d2', 'Ledger Live')]
    const waiting = searchResults(local, directory, { ...idle, search: '', count: 2, loaded: 2 }, 'rain')
    expect(names(waiting.results)).toEqual(['Rainbow'])
    // The server's own answer for the needle is listed as it came, after the app's wallets.
    const answered = searchResults(local, directory, { ...idle, search: 'a', count: 2, loaded: 2 }, 'a')
    expect(names(answered.results)).toEqual(['Amber Wallet', 'Birch Wallet', 'Cedar Pay', 'Rainbow', 'Ledger Live'])
  })

  it('counts the server’s whole answer while more pages are to come, less the wallets the app left out', () => {
    const directory = [item('d1', 'Rainbow Wallet')]
    // The server sent 2 of its 40 for "wallet"; one was left out here (installed, excluded by name).
    const outcome = searchResults(
      local,
      directory,
      { ...idle, search: 'wallet', count: 40, loaded: 2, hasMore: true },
      'wallet',
    )
    expect(outcome.total).toBe(2 + 40 - 1)
    expect(outcome.moreRow).toBe(1)
  })
})
