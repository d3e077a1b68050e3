import { describe, expect, it } from 'vitest'
import { NATIVE_TOKEN_ADDRESS, type ApiBalance, type SwapToken } from '@foyer/core'
import { swapTokenBalance } from './swapBalances.js'

const CHAIN = 'eip155:31337'
const ETH: SwapToken = { name: 'Ether', symbol: 'ETH', address: `${CHAIN}:${NATIVE_TOKEN_ADDRESS}`, decimals: 18 }
const FUSD: SwapToken = {
  name: 'Foyer USD',
  symbol: 'FUSD',
  address: `${CHAIN}:0xAbC0000000000000000000000000000000000001`,
  decimals: 6,
}
const balances: ApiBalance[] = [
  { name: 'Ether', symbol: 'ETH', chainId: CHAIN, quantity: { decimals: '18', numeric: '1.5' } },
  {
    name: 'Foyer USD',
    symbol: 'FUSD',
    chainId: CHAIN,
    address: `${CHAIN}:0xabc0000000000000000000000000000000000001`,
    quantity: { decimals: '6', numeric: '10000.1234567' },
  },
]

describe('swapTokenBalance', () => {
  it('finds the native balance (no address) and a token by its address in any case, in the smallest unit', () => {
    expect(swapTokenBalance(ETH, balances)).toBe(15n * 10n ** 17n)
    expect(swapTokenBalance(FUSD, balances)).toBe(10_000_123_456n)
  })

  it('is 0 for a token the account does not hold, and unknown before the portfolio loads', () => {
    expect(swapTokenBalance(FUSD, [balances[0]!])).toBe(0n)
    expect(swapTokenBalance(ETH, undefined)).toBeUndefined()
  })
})
