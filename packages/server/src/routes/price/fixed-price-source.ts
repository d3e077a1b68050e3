// A price table from config: the devnet's tokens have no market, so their prices are whatever the config says.
import type { PriceSource, TokenPrice } from './price-source.js'

export function createFixedPriceSource(
  table: Record<string, { price: number; name: string; symbol: string }>,
): PriceSource {
  const byLowerId = new Map(Object.entries(table).map(([id, entry]) => [id.toLowerCase(), entry]))
  return {
    async getPrices(ids, currency) {
      if (currency !== 'usd') return []
      const out: TokenPrice[] = []
      for (const id of ids) {
        const entry = byLowerId.get(id.toLowerCase())
        if (entry) out.push({ id, name: entry.name, symbol: entry.symbol, price: entry.price })
      }
      return out
    },
  }
}
