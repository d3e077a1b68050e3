import { describe, expect, it } from 'vitest'
import { formatSats, parseBtc } from './amount.js'

describe('BTC amounts', () => {
  it('parses decimal BTC into satoshis exactly', () => {
    expect(parseBtc('1')).toBe(100_000_000n)
    expect(parseBtc('0.00000001')).toBe(1n)
    expect(parseBtc(' 21000000.12345678 ')).toBe(2_100_000_012_345_678n)
    expect(parseBtc('.5')).toBe(50_000_000n)
    expect(parseBtc('0')).toBe(0n)
  })

  it('refuses what is not a BTC amount', () => {
    expect(() => parseBtc('0.000000001')).toThrow('BTC amounts have at most 8 decimals')
    for (const bad of ['', '.', '-1', '1e3', '1,5', 'abc']) expect(() => parseBtc(bad), bad).toThrow(/is not an amount/)
  })

  it('formats satoshis as BTC', () => {
    expect(formatSats(0n)).toBe('0')
    expect(formatSats(100_000_000n)).toBe('1')
    expect(formatSats(-150_000_000n)).toBe('-1.5')
    expect(formatSats(1n)).toBe('0.00000001')
    expect(formatSats(4_999_990_000n)).toBe('49.9999')
  })
})
