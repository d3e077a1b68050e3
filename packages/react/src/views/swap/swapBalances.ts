// The Swap view's balances come from the Tokens data (the portfolio the Account view shows), matched to the swap
// tokens by CAIP-10 address; the native currency is the balance without an address.
import type { ApiBalance, SwapToken } from '@foyer/core'
import { NATIVE_TOKEN_ADDRESS } from '@foyer/core'

export const isNativeSwapToken = (token: SwapToken): boolean =>
  token.address.split(':')[2]?.toLowerCase() === NATIVE_TOKEN_ADDRESS

/** The balance of `token` in its smallest unit; 0 when the portfolio has no row for it, undefined before it loads. */
export function swapTokenBalance(token: SwapToken, balances: ApiBalance[] | undefined): bigint | undefined {
  if (!balances) return undefined
  const chain = token.address.split(':').slice(0, 2).join(':')
  const row = balances.find((b) =>
    isNativeSwapToken(token)
      ? !b.address && b.chainId === chain
      : b.address?.toLowerCase() === token.address.toLowerCase(),
  )
  if (!row) return 0n
  const [whole = '0', fraction = ''] = row.quantity.numeric.split('.')
  if (!/^\d*$/.test(whole) || !/^\d*$/.test(fraction)) return 0n
  return (
    BigInt(whole || '0') * 10n ** BigInt(token.decimals) +
    BigInt(fraction.slice(0, token.decimals).padEnd(token.decimals, '0') || '0')
  )
}
