import { describe, expect, it } from 'vitest'
import { formatUnits, parseAmount } from './amount.js'
import { estimateFeeLamports, priorityFeeLamports, SOL_TRANSFER_COMPUTE_UNIT_LIMIT } from './constants.js'

describe('parseAmount', () => {
  it('turns decimal strings into base units', () => {
    expect(parseAmount('1.5', 9)).toEqual({ ok: true, value: 1_500_000_000n })
    expect(parseAmount(' 0.000001 ', 6)).toEqual({ ok: true, value: 1n })
    expect(parseAmount('.5', 2)).toEqual({ ok: true, value: 50n })
    expect(parseAmount('10.', 0)).toEqual({ ok: true, value: 10n })
    expect(parseAmount('1.500', 1)).toEqual({ ok: true, value: 15n })
  })

  it('zero, negative, empty and non-numbers are not positive', () => {
    for (const text of ['0', '0.000', '-1', '', 'abc', '-0.5'])
      expect(parseAmount(text, 9)).toMatchObject({ ok: false, reason: 'not-positive' })
  })

  it('too many decimals and exponent forms are refused with a reason', () => {
    expect(parseAmount('1.0000001', 6)).toMatchObject({
      ok: false,
      reason: 'precision',
      message: "amount 1.0000001 has more decimal places than the token's 6",
    })
    expect(parseAmount('1e3', 9)).toMatchObject({ ok: false, reason: 'format' })
    expect(parseAmount('0.0000000001', 9)).toMatchObject({ ok: false, reason: 'precision' })
  })
})

describe('formatUnits', () => {
  it('formats base units', () => {
    expect(formatUnits(1_500_000_000n, 9)).toBe('1.5')
    expect(formatUnits(100_000_000_000n, 9)).toBe('100')
    expect(formatUnits(1n, 6)).toBe('0.000001')
    expect(formatUnits(0n, 9)).toBe('0')
    expect(formatUnits(42n, 0)).toBe('42')
  })
})

describe('fees (spec §9)', () => {
  it('a SOL transfer pays 5000 lamports plus 20,000,000 µlamports × 500 units', () => {
    expect(priorityFeeLamports(SOL_TRANSFER_COMPUTE_UNIT_LIMIT)).toBe(10_000n)
    expect(estimateFeeLamports(SOL_TRANSFER_COMPUTE_UNIT_LIMIT)).toBe(15_000n)
    expect(priorityFeeLamports(1)).toBe(20n)
    expect(priorityFeeLamports(3)).toBe(60n)
  })
})
