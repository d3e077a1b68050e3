import { foyerDevnet } from '@foyer/devnet/chains'
import { describe, expect, it } from 'vitest'
import { createFoyerClient } from '../create-foyer-client.js'
import { PENDING_TRANSACTIONS_LIMIT } from '../constants.js'
import type { HistoryItem } from '../api/types.js'
import type { LocalTransaction } from '../types.js'
import { mergeLocalTransactions, rememberTransaction, settleTransaction } from './local-transactions.js'

const FROM = '0x1111111111111111111111111111111111111111'
const tx = (n: number, over: Partial<LocalTransaction> = {}): LocalTransaction => ({
  id: `0xhash${n}`,
  caipNetworkId: foyerDevnet.caipNetworkId,
  from: FROM,
  to: '0x2222222222222222222222222222222222222222',
  amount: String(n),
  symbol: 'ETH',
  submittedAt: new Date(1_700_000_000_000 + n).toISOString(),
  status: 'pending',
  ...over,
})

describe('local transactions', () => {
  it('keeps at most 99, newest first, and settles by id', () => {
    const { stores } = createFoyerClient({ networks: [foyerDevnet], storage: null })
    for (let n = 1; n <= PENDING_TRANSACTIONS_LIMIT + 2; n++) rememberTransaction(stores, tx(n))
    const local = stores.transactions.getState().local
    expect(local).toHaveLength(99)
    expect(local[0]!.id).toBe('0xhash101')
    expect(local.at(-1)!.id).toBe('0xhash3')
    settleTransaction(stores, '0xhash100', 'failed')
    expect(stores.transactions.getState().local[1]!.status).toBe('failed')
  })

  it('shows this account’s transfers on this chain that the history does not list yet, on top', () => {
    const indexed: HistoryItem = {
      id: '0xHASH2',
      metadata: { minedAt: '2026-01-01T00:00:00Z', chain: foyerDevnet.caipNetworkId, status: 'confirmed' },
      transfers: [],
    }
    const merged = mergeLocalTransactions(
      [
        tx(3),
        tx(2),
        tx(1, { caipNetworkId: 'eip155:1' }),
        tx(4, { from: '0x9999999999999999999999999999999999999999' }),
      ],
      [indexed],
      { address: FROM.toUpperCase().replace('0X', '0x'), caipNetworkId: foyerDevnet.caipNetworkId },
    )
    expect(merged.map((i) => [i.id, i.metadata.status])).toEqual([
      ['0xhash3', 'pending'],
      ['0xHASH2', 'confirmed'],
    ])
    expect(merged[0]!.transfers[0]).toMatchObject({ direction: 'out', quantity: { numeric: '3' } })
  })
})
