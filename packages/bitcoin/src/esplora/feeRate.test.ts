import { describe, expect, it } from 'vitest'
import { feeRateFor, MIN_FEE_RATE } from './feeRate.js'

describe('feeRateFor', () => {
  const estimates = { '1': 25.4, '2': 20, '3': 18, '6': 12.5, '144': 2.1 }

  it('takes the target’s estimate, else the next slower target’s', () => {
    expect(feeRateFor(estimates, 1)).toBe(25.4)
    expect(feeRateFor(estimates, 6)).toBe(12.5)
    expect(feeRateFor(estimates, 4)).toBe(12.5)
    expect(feeRateFor(estimates, 144)).toBe(2.1)
  })

  it('beyond the slowest target uses the slowest; without estimates the relay minimum', () => {
    expect(feeRateFor(estimates, 1008)).toBe(2.1)
    expect(feeRateFor({}, 6)).toBe(MIN_FEE_RATE)
    expect(feeRateFor({ '6': 0.2 }, 6)).toBe(MIN_FEE_RATE)
  })
})
