// Activity rows grouped under a day heading, newest first, in the person's own time zone: "Today", "Yesterday", then
// the date. Items whose time cannot be read go last rather than breaking the list.
import type { HistoryItem } from '@foyer/core'

export interface DayGroup {
  /** Local calendar day, YYYY-MM-DD ('' for an unreadable time). */
  day: string
  label: string
  items: HistoryItem[]
}

const dayOf = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`

export function groupByDay(
  items: readonly HistoryItem[],
  labels: { today: string; yesterday: string; unknown: string },
  now = new Date(),
): DayGroup[] {
  const today = dayOf(now)
  const yesterday = dayOf(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1))
  const dated = items.map((item) => ({ item, time: Date.parse(item.metadata.minedAt) }))
  dated.sort((a, b) => (Number.isNaN(b.time) ? -1 : Number.isNaN(a.time) ? 1 : b.time - a.time))
  const groups: DayGroup[] = []
  for (const { item, time } of dated) {
    const date = new Date(time)
    const day = Number.isNaN(time) ? '' : dayOf(date)
    let group = groups.at(-1)
    if (!group || group.day !== day) {
      const label =
        day === today
          ? labels.today
          : day === yesterday
            ? labels.yesterday
            : day === ''
              ? labels.unknown
              : date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' })
      group = { day, label, items: [] }
      groups.push(group)
    }
    group.items.push(item)
  }
  return groups
}
