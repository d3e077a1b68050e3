// Where prices come from. The devnet uses a fixed table from config; production plugs in a provider adapter. To add a
// provider: implement PriceSource, add its config block to priceSourceSchema, and a case to createPriceSource.
import type { FoyerServerConfig } from '../../config/config-schema.js'
import { createCoinGeckoPriceSource } from './coingecko-price-source.js'
import { createFixedPriceSource } from './fixed-price-source.js'

export interface TokenPrice {
  /** The CAIP-10 id asked for (or `<caip2>:native`). */
  id: string
  name: string
  symbol: string
  price: number
  iconUrl?: string
}

export interface PriceSource {
  /** Prices in `currency` of the ids it knows; ids it does not know are left out. */
  getPrices(ids: string[], currency: string): Promise<TokenPrice[]>
}

export function createPriceSource(config: FoyerServerConfig, fetchImpl: typeof fetch = fetch): PriceSource {
  const prices = config.prices
  if (prices.kind === 'coingecko') return createCoinGeckoPriceSource(prices, fetchImpl)
  return createFixedPriceSource(prices.prices)
}
