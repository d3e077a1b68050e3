import { describe, expect, it } from 'vitest'
import { formatUsd } from './formatUsd.js'

describe('formatUsd', () => {
  it('groups and rounds to cents, and never shows a non-zero value as $0.00', () => {
    expect(formatUsd(12345.678)).toBe('$12,345.68')
    expect(formatUsd(0)).toBe('$0.00')
    expect(formatUsd(0.004)).toBe('< $0.01')
    expect(formatUsd(Number.NaN)).toBe('')
  })
})
