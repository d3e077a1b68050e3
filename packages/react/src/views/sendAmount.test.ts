import { describe, expect, it } from 'vitest'
import {
  exceedsBalance,
  isDecimalNumber,
  maxAmount,
  maxAmountLessFee,
  normalizeAmount,
  tooPrecise,
} from './sendAmount.js'

describe('send amounts', () => {
  it('accepts numbers (zero included) and rejects anything else', () => {
    for (const ok of ['0', '1', '1.5', '0.000000001', '.5', '2.', '1,5', ' 3 ']) expect(isDecimalNumber(ok)).toBe(true)
    for (const bad of ['', 'abc', '1.2.3', '-1', '1e5', '.', '1 000']) expect(isDecimalNumber(bad)).toBe(false)
  })

  it('tells an amount more than the balance, to the last digit typed', () => {
    expect(exceedsBalance('2.6', '2.5', 9)).toBe(true)
    expect(exceedsBalance('2,5', '2.5', 9)).toBe(false)
    expect(exceedsBalance('2.5000001', '2.5', 6)).toBe(true)
    expect(exceedsBalance('1' + '0'.repeat(80), '10000', 18)).toBe(true)
    expect(exceedsBalance('.5', '0.5', 18)).toBe(false)
    expect(exceedsBalance('3', undefined, 9)).toBe(false)
    expect(exceedsBalance('abc', '1', 9)).toBe(false)
  })

  it('tells an amount finer than the token can hold (trailing zeros do not count)', () => {
    expect(tooPrecise('0.123456789', 8)).toBe(true)
    expect(tooPrecise('0.12345678', 8)).toBe(false)
    expect(tooPrecise('0.1234567800', 8)).toBe(false)
    expect(tooPrecise('1,0000001', 6)).toBe(true)
    expect(tooPrecise('abc', 2)).toBe(false)
  })

  it('normalizes what adapters parse', () => {
    expect(normalizeAmount('1,5')).toBe('1.5')
    expect(normalizeAmount('.5')).toBe('0.5')
    expect(normalizeAmount('2.')).toBe('2')
  })

  it('computes Max exactly, leaving the reserve unless the balance is smaller', () => {
    expect(maxAmount('2.5', 9, '0.001')).toBe('2.499')
    expect(maxAmount('0.0005', 9, '0.001')).toBe('0.0005')
    expect(maxAmount('125', 6)).toBe('125')
    expect(maxAmount('0.123456789', 9)).toBe('0.123456789')
    expect(maxAmount('1', 9, '0.001')).toBe('0.999')
  })

  it('computes an estimated-fee Max exactly: the balance less the fee and its 25 % margin, 0 when the fee is more', () => {
    // 10,000 ETH less 0.000042 ETH × 1.25 = 0.0000525 ETH.
    expect(maxAmountLessFee('10000', 18, 42_000_000_000_000n)).toBe('9999.9999475')
    expect(maxAmountLessFee('0.00005', 18, 42_000_000_000_000n)).toBe('0')
    expect(maxAmountLessFee('1', 18, 0n)).toBe('1')
  })
})
