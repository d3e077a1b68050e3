import os from 'node:os'
import { describe, expect, it } from 'vitest'
import { clickFloorLines, loadAndErrorLines, table } from './results-md.mjs'

describe('bench/results.md text', () => {
  it('aligns a table: the first column left, the others right', () => {
    expect(table(['what', 'median'], [['open', '12.0 ms']])).toBe(
      '| what | median |\n| :--- | ---: |\n| open | 12.0 ms |',
    )
  })

  it('ends a section with the load across it and the first line of the first page error', () => {
    expect(
      loadAndErrorLines({ load: 1.25, loadAfter: 3, cpus: 2, errors: ['pageerror: boom\n  at x', 'another'] }),
    ).toEqual([
      'Load average: 1.3 when this section started, 3.0 when it ended, on',
      '2 CPUs. Other work on the machine stretches these times.',
      '',
      'Page errors seen: 2 (first: pageerror: boom)',
    ])
    expect(loadAndErrorLines({ load: 0, loadAfter: 0, cpus: 4, caveat: 'Compare ratios.' })).toEqual([
      'Load average: 0.0 when this section started, 0.0 when it ended, on',
      '4 CPUs. Compare ratios.',
    ])
  })

  it("counts this machine's CPUs unless told", () => {
    expect(loadAndErrorLines({ load: 1, loadAfter: 1 })[1]).toBe(
      `${os.cpus().length} CPUs. Other work on the machine stretches these times.`,
    )
  })

  it('says what the click floor took', () => {
    expect(clickFloorLines('9.5 ms').join(' ')).toContain('took 9.5 ms (median) to its painted frame')
  })
})
