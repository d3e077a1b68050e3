// GET /v1/account/{address}/balance?currency=usd&chainId&forceUpdate → { balances }: the native currency and the
// listed tokens the address holds on each chain asked for, priced by the price source. Cached per chain and address
// in the shared database cache (30 s by default), so every instance answers a repeat from the cache; forceUpdate reads
// the chain again and refreshes the entry.
import { formatUnits, type Address } from 'viem'
import { z } from 'zod'
import { SharedCache } from '../../app/cache.js'
import type { RouteModule, ServerContext } from '../../app/context.js'
import { BadRequestError } from '../../app/errors.js'
import { booleanParam, clientParams, parseInput, queryOf } from '../../app/validate.js'
import { canonicalAddress, namespaceOfAddress, namespaceOfChain } from '../../chains/address-format.js'
import { readEvmBalances } from '../../chains/evm-balances.js'
import { readSolanaBalances } from '../../chains/solana-balances.js'
import type { TokenBalance } from '../../chains/token-balance.js'
import type { ChainConfig } from '../../config/config-schema.js'
import { rememberSolanaAddress } from '../../indexer/solana/solana-watched-addresses.js'
import { accountChains } from '../account-chains.js'

/** One balance as spec §3 has it: `quantity.decimals` a string, so the client's decimals-'0' filter has a real value. */
export interface ApiBalance {
  name: string
  symbol: string
  chainId: string
  address?: string
  value?: number
  price?: number
  quantity: { decimals: string; numeric: string }
  iconUrl?: string
}

const querySchema = z.object({
  ...clientParams,
  currency: z.enum(['usd']).default('usd'),
  chainId: z.string().max(80).optional(),
  forceUpdate: booleanParam.optional(),
})

async function readBalances(chain: ChainConfig, address: string): Promise<TokenBalance[]> {
  if (namespaceOfChain(chain.id) === 'eip155') return readEvmBalances(chain, address as Address)
  return readSolanaBalances(chain, address)
}

async function priced(context: ServerContext, chain: ChainConfig, balances: TokenBalance[], currency: string) {
  const ids = balances.map((balance) => balance.address ?? `${chain.id}:native`)
  const prices = new Map(
    (await context.priceSource.getPrices(ids, currency)).map((price) => [price.id.toLowerCase(), price.price]),
  )
  return balances.map((balance, i): ApiBalance => {
    const numeric = formatUnits(BigInt(balance.amount), balance.decimals)
    const price = prices.get(ids[i]!.toLowerCase())
    return {
      name: balance.name,
      symbol: balance.symbol,
      chainId: chain.id,
      ...(balance.address ? { address: balance.address } : {}),
      ...(price !== undefined ? { price, value: Number(numeric) * price } : {}),
      quantity: { decimals: String(balance.decimals), numeric },
      ...(balance.iconUrl ? { iconUrl: balance.iconUrl } : {}),
    }
  })
}

export const balanceRoute: RouteModule = {
  name: 'balance',
  mount(app, context) {
    // Balances are written only through this cache, so on PGlite (one process) a copy in memory is exact.
    const cache = new SharedCache(context.database.db, context.metrics, context.now, {
      processLocal: context.database.kind === 'pglite',
    })
    app.get('/v1/account/:address/balance', async (c) => {
      const query = parseInput(querySchema, queryOf(c), 'query')
      const raw = c.req.param('address')
      const namespace = namespaceOfAddress(raw)
      if (!namespace) throw new BadRequestError('Invalid address: not an EVM or Solana address', 'address')
      const address = canonicalAddress(raw)
      const project = c.get('project')
      const chains = accountChains({
        chains: context.config.chains,
        project,
        namespace,
        chainId: query.chainId,
        field: 'address',
      })
      const ttl = context.config.cache.balanceSeconds
      const read = Promise.all(
        chains.map(async (chain) => {
          const key = `${query.currency}:${chain.id}:${address}`
          if (!query.forceUpdate && ttl > 0) {
            const hit = await cache.get<ApiBalance[]>('balance', key)
            if (hit) return hit
          }
          const balances = await priced(context, chain, await readBalances(chain, address), query.currency)
          if (ttl > 0) await cache.set('balance', key, balances, ttl)
          return balances
        }),
      )
      // Whoever looks at a Solana account's balance will look at its activity next: have the indexer follow it.
      const [perChain] = await Promise.all([
        read,
        namespace === 'solana' ? rememberSolanaAddress(context, chains, address) : undefined,
      ])
      return c.json({ balances: perChain.flat() })
    })
  },
}
