import { describe, expect, it } from 'vitest'
import type { HistoryItem } from '@foyer/core'
import { groupByDay } from './groupByDay.js'

const at = (id: string, minedAt: string): HistoryItem => ({
  id,
  metadata: { minedAt, chain: 'eip155:31337', status: 'confirmed' },
  transfers: [],
})
const labels = { today: 'Today', yesterday: 'Yesterday', unknown: 'Unknown date' }

describe('groupByDay', () => {
  it('puts the newest first under Today, Yesterday and then dates, unreadable times last', () => {
    const now = new Date(2026, 10, 25, 12, 0)
    const groups = groupByDay(
      [
        at('old', new Date(2026, 10, 20, 9).toISOString()),
        at('bad', 'not a date'),
        at('y', new Date(2026, 10, 24, 23, 59).toISOString()),
        at('t1', new Date(2026, 10, 25, 8).toISOString()),
        at('t2', new Date(2026, 10, 25, 11).toISOString()),
      ],
      labels,
      now,
    )
    expect(groups.map((g) => [g.label, g.items.map((i) => i.id)])).toEqual([
      ['Today', ['t2', 't1']],
      ['Yesterday', ['y']],
      ['November 20, 2026', ['old']],
      ['Unknown date', ['bad']],
    ])
  })
})
