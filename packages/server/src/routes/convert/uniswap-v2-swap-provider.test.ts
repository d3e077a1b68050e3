// The V2 arithmetic the provider quotes with, against figures worked out by hand. The provider's reads and
// transactions are tested on a seeded anvil in convert-route.test.ts (quotes equal the router's getAmountsOut).
import { describe, expect, it } from 'vitest'
import { amountOut, minimumOut, priceImpact } from './uniswap-v2-swap-provider.js'

describe('Uniswap V2 arithmetic', () => {
  it('takes the 0.3 % fee from the input and keeps the product of the reserves', () => {
    // 1,000 into 1,000,000 / 1,000,000: 997 after the fee, 997 * 1e6 / (1e6 + 997) = 996.00... → 996.
    expect(amountOut(1_000n, 1_000_000n, 1_000_000n)).toBe(996n)
    expect(amountOut(1_000n, 0n, 1_000_000n)).toBe(0n)
  })

  it('reports the price impact of the trade, not counting the fee', () => {
    const reserves = [{ reserveIn: 1_000_000n, reserveOut: 1_000_000n }]
    // A tiny trade barely moves the price; a tenth of the pool moves it by about 9 %.
    expect(priceImpact(1_000n, amountOut(1_000n, 1_000_000n, 1_000_000n), reserves)).toBeLessThan(0.2)
    const impact = priceImpact(100_000n, amountOut(100_000n, 1_000_000n, 1_000_000n), reserves)
    expect(impact).toBeGreaterThan(9)
    expect(impact).toBeLessThan(9.2)
  })

  it('accepts at least the quote less the slippage, in basis points', () => {
    expect(minimumOut(10_000n, 1)).toBe(9_900n)
    expect(minimumOut(10_000n, 0.5)).toBe(9_950n)
    expect(minimumOut(3n, 1)).toBe(2n)
  })
})
