import { describe, expect, it } from 'vitest'
import { parseJsonKeepingBigIntegers, toBigInt } from './parse-json-bigints.js'

describe('parseJsonKeepingBigIntegers', () => {
  it('keeps lamport amounts above 2^53 exact, where JSON.parse rounds them', () => {
    const text = '{"preBalances":[1000000000000000000,5000],"postBalances":[999999999999999999,-18446744073709551615]}'
    expect((JSON.parse(text) as { postBalances: number[] }).postBalances[0]).toBe(1e18)
    const parsed = parseJsonKeepingBigIntegers(text) as { preBalances: unknown[]; postBalances: unknown[] }
    expect(parsed.preBalances).toEqual(['1000000000000000000', 5000])
    expect(toBigInt(parsed.postBalances[0], 'post')).toBe(999_999_999_999_999_999n)
    expect(toBigInt(parsed.postBalances[1], 'post')).toBe(-18_446_744_073_709_551_615n)
  })

  it('leaves digits inside strings, small numbers and floats alone', () => {
    const text =
      '{"log":"Program log: 12345678901234567890 \\"9999999999999999\\"","slot":42,"ui":1.5e3,"f":0.1234567890123456}'
    expect(parseJsonKeepingBigIntegers(text)).toEqual(JSON.parse(text))
  })

  it('refuses what is not an integer', () => {
    expect(() => toBigInt(1.5, 'fee')).toThrow('expected an integer for fee, got 1.5')
    expect(() => toBigInt(null, 'fee')).toThrow('expected an integer for fee, got null')
  })
})
