import { describe, expect, it } from 'vitest'
import { filterBalances, filterHistory, isSpamTransaction } from './filters.js'
import type { HistoryItem } from './types.js'

const item = (chain: string, transfers: HistoryItem['transfers']): HistoryItem => ({
  id: `${chain}-${transfers.length}`,
  metadata: { minedAt: '2026-11-25T00:00:00Z', chain: chain as `${string}:${string}`, status: 'confirmed' },
  transfers,
})
const nft = (is_spam: boolean) => ({
  direction: 'in' as const,
  quantity: { numeric: '1' },
  nft_info: { flags: { is_spam } },
})
const fungible = { direction: 'out' as const, quantity: { numeric: '2' }, fungible_info: { symbol: 'FUSD' } }

describe('filters (spec §5)', () => {
  it("drops token balances whose decimals are '0'", () => {
    const b = (decimals: string) => ({
      name: 'T',
      symbol: 'T',
      chainId: 'eip155:1' as const,
      quantity: { decimals, numeric: '1' },
    })
    expect(filterBalances([b('18'), b('0'), b('6')]).map((x) => x.quantity.decimals)).toEqual(['18', '6'])
  })

  it('calls a transaction spam only when every transfer is a spam NFT', () => {
    expect(isSpamTransaction(item('eip155:1', [nft(true), nft(true)]))).toBe(true)
    expect(isSpamTransaction(item('eip155:1', [nft(true), fungible]))).toBe(false)
    expect(isSpamTransaction(item('eip155:1', [nft(false)]))).toBe(false)
    // A contract call with no transfers is the person's own activity, not spam.
    expect(isSpamTransaction(item('eip155:1', []))).toBe(false)
  })

  it('keeps only the active network', () => {
    const kept = filterHistory(
      [item('eip155:1', [fungible]), item('eip155:10', [fungible]), item('eip155:1', [nft(true)])],
      'eip155:1',
    )
    expect(kept.map((i) => i.metadata.chain)).toEqual(['eip155:1'])
  })
})
