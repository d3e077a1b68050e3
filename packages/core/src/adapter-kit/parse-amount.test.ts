// Typed amounts to base units: exact for every decimals count, and each refusal with its reason.
import { describe, expect, it } from 'vitest'
import { parseAmount } from './parse-amount.js'

describe('parseAmount', () => {
  it('turns plain decimals into exact base units', () => {
    expect(parseAmount('1.5', 18)).toEqual({ ok: true, value: 1_500_000_000_000_000_000n })
    expect(parseAmount(' 12.345678 ', 6)).toEqual({ ok: true, value: 12_345_678n })
    expect(parseAmount('.25', 6)).toEqual({ ok: true, value: 250_000n })
    expect(parseAmount('3.', 2)).toEqual({ ok: true, value: 300n })
    expect(parseAmount('0.100000', 1)).toEqual({ ok: true, value: 1n })
    expect(parseAmount('123456789012345678901234567890', 0)).toEqual({
      ok: true,
      value: 123456789012345678901234567890n,
    })
  })

  it('zero, negative, empty and non-numbers are not-positive', () => {
    for (const text of ['0', '0.000', '-1', '', '  ', 'abc', '0x'])
      expect(parseAmount(text, 18)).toMatchObject({ ok: false, reason: 'not-positive' })
  })

  it('numbers that are not plain decimals are refused, not reinterpreted', () => {
    for (const text of ['1e3', '0x10', '+1', '1_000'])
      expect(parseAmount(text, 18)).toMatchObject({ ok: false, reason: expect.stringMatching(/format|not-positive/) })
    expect(parseAmount('1e3', 18)).toEqual({
      ok: false,
      reason: 'format',
      message: 'amount "1e3" is not a plain decimal number',
    })
  })

  it('more fraction digits than the token has is refused (never rounded)', () => {
    expect(parseAmount('0.0000001', 6)).toEqual({
      ok: false,
      reason: 'precision',
      message: "amount 0.0000001 has more decimal places than the token's 6",
    })
    expect(parseAmount('1.5', 0)).toMatchObject({ ok: false, reason: 'precision' })
  })
})
