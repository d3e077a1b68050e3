import { describe, expect, it } from 'vitest'
import { displayUnits, formatUnits, minimumReceived, parseAmount, parseSlippage, rateText } from './swapMath.js'

describe('swap amounts', () => {
  it('reads a typed amount exactly in the smallest unit, and says why one is refused', () => {
    expect(parseAmount('0.1', 18)).toEqual({ kind: 'ok', units: 10n ** 17n })
    expect(parseAmount('1,5', 6)).toEqual({ kind: 'ok', units: 1_500_000n })
    expect(parseAmount('1.0000001', 6)).toEqual({ kind: 'tooManyDecimals', decimals: 6 })
    expect(parseAmount('abc', 18)).toEqual({ kind: 'invalid' })
    expect(parseAmount('0.00', 18)).toEqual({ kind: 'zero' })
    expect(parseAmount('  ', 18)).toEqual({ kind: 'empty' })
  })

  it('writes amounts back exactly, and never shows a small non-zero amount as 0', () => {
    expect(formatUnits(1_500_000n, 6)).toBe('1.5')
    expect(displayUnits(2_000_000_000n, 6)).toBe('2,000')
    expect(displayUnits(1n, 18)).toBe('<0.000001')
  })

  it('gives the rate of one whole token sold, both ways', () => {
    // 1 ETH (18 decimals) → 2,000 FUSD (6 decimals), and back.
    expect(rateText(10n ** 18n, 18, 2_000_000_000n, 6)).toBe('2,000')
    expect(rateText(2_000_000_000n, 6, 10n ** 18n, 18)).toBe('0.0005')
  })

  it('takes the slippage off what the quote gives for the minimum received', () => {
    expect(minimumReceived(2_000_000_000n, 1)).toBe(1_980_000_000n)
    expect(minimumReceived(1000n, 0.5)).toBe(995n)
  })

  it('accepts a custom slippage above 0 and up to 50 percent', () => {
    expect(parseSlippage('2.5')).toBe(2.5)
    expect(parseSlippage('0')).toBeUndefined()
    expect(parseSlippage('51')).toBeUndefined()
    expect(parseSlippage('x')).toBeUndefined()
  })
})
