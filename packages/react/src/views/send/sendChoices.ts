// What the Send view's token picker offers: the native currency first, then the tokens the adapter reported.
import type { ChainDefinition, TokenBalance, TokenInfo } from '@foyer/core'
import type { UseFoyerBalanceReturn } from '../../hooks/useFoyerBalance.js'

/** One entry of the token picker: the native currency (no `token`) or a token the adapter reported. */
export interface SendChoice {
  key: string
  symbol: string
  name: string | undefined
  /** Undefined while unknown (loading, or unavailable): Max is off then. */
  balance: string | undefined
  decimals: number
  token: TokenInfo | undefined
  imageUrl: string | undefined
}

export const NATIVE_CHOICE = 'native'

/** The native currency of `network`, with the account's balance only once it is settled (not while refreshing). */
export function nativeChoice(
  network: ChainDefinition,
  native: Pick<UseFoyerBalanceReturn, 'balance' | 'symbol' | 'status'>,
): SendChoice {
  return {
    key: NATIVE_CHOICE,
    symbol: native.symbol ?? network.nativeCurrency.symbol,
    name: network.nativeCurrency.name,
    balance: native.status === 'idle' ? native.balance : undefined,
    decimals: network.nativeCurrency.decimals,
    token: undefined,
    imageUrl: network.imageUrl,
  }
}

export function tokenChoice({ token, formatted }: TokenBalance): SendChoice {
  return {
    key: token.address,
    symbol: token.symbol,
    name: token.name,
    balance: formatted,
    decimals: token.decimals,
    token,
    imageUrl: token.imageUrl,
  }
}

/** Spec §5: token balances with 0 decimals are left out. */
export const sendableTokens = (list: TokenBalance[]): TokenBalance[] => list.filter((t) => t.token.decimals > 0)
