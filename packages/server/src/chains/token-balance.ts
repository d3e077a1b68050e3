// What a chain reader reports: raw amounts, decimals and where the name and symbol come from. The route adds prices.
export interface TokenBalance {
  /** CAIP-10 id of the token contract or mint; undefined for the chain's native currency. */
  address?: string
  name: string
  symbol: string
  decimals: number
  /** Smallest units, as a decimal string. */
  amount: string
  iconUrl?: string
}
