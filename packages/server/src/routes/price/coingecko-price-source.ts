// CoinGecko's Pro API: token prices from simple/token_price/{platform} (contract addresses comma-separated, answered as
// { "<address>": { "<currency>": price } }) and native coins from simple/price (ids comma-separated, answered as
// { "<coin id>": { "<currency>": price } }). See https://docs.coingecko.com/reference/simple-token-price.
import { UpstreamError } from '../../app/errors.js'
import type { PriceSource, TokenPrice } from './price-source.js'

export interface CoinGeckoConfig {
  apiKey: string
  baseUrl: string
  platforms: Record<string, string>
  nativeCoins: Record<string, string>
}

type PriceTable = Record<string, Record<string, unknown> | undefined>

export function createCoinGeckoPriceSource(config: CoinGeckoConfig, fetchImpl: typeof fetch = fetch): PriceSource {
  const base = config.baseUrl.replace(/\/$/, '')

  async function get(path: string, query: Record<string, string>): Promise<PriceTable> {
    const url = new URL(`${base}${path}`)
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)
    try {
      const response = await fetchImpl(url, {
        headers: { accept: 'application/json', 'x-cg-pro-api-key': config.apiKey },
        signal: AbortSignal.timeout(10_000),
      })
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      const body = (await response.json()) as unknown
      return typeof body === 'object' && body !== null ? (body as PriceTable) : {}
    } catch (error) {
      throw new UpstreamError(`Price provider CoinGecko failed: ${(error as Error).message}`, { cause: error })
    }
  }

  return {
    async getPrices(ids, currency) {
      const tokensByPlatform = new Map<string, { id: string; address: string }[]>()
      const natives: { id: string; coin: string }[] = []
      for (const id of ids) {
        const cut = id.lastIndexOf(':')
        const chainId = id.slice(0, cut)
        const address = id.slice(cut + 1)
        if (address === 'native') {
          const coin = config.nativeCoins[chainId]
          if (coin) natives.push({ id, coin })
          continue
        }
        const platform = config.platforms[chainId]
        if (!platform) continue
        const list = tokensByPlatform.get(platform) ?? []
        // CoinGecko keys EVM contracts in lower case; Solana mints are case-sensitive and kept as they are.
        list.push({ id, address: chainId.startsWith('eip155:') ? address.toLowerCase() : address })
        tokensByPlatform.set(platform, list)
      }
      const out: TokenPrice[] = []
      const pick = (table: PriceTable, key: string, id: string) => {
        const price = table[key]?.[currency]
        if (typeof price === 'number' && Number.isFinite(price)) out.push({ id, name: '', symbol: '', price })
      }
      const requests: Promise<void>[] = [...tokensByPlatform].map(async ([platform, wanted]) => {
        const table = await get(`/simple/token_price/${encodeURIComponent(platform)}`, {
          contract_addresses: wanted.map((w) => w.address).join(','),
          vs_currencies: currency,
        })
        for (const { id, address } of wanted) pick(table, address, id)
      })
      if (natives.length > 0) {
        requests.push(
          (async () => {
            const table = await get('/simple/price', {
              ids: [...new Set(natives.map((n) => n.coin))].join(','),
              vs_currencies: currency,
            })
            for (const { id, coin } of natives) pick(table, coin, id)
          })(),
        )
      }
      await Promise.all(requests)
      return out
    },
  }
}
