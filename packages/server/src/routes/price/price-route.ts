// POST /v1/fungible/price { currency, addresses: CAIP-10[] } → { fungibles: [{ name, symbol, iconUrl, price }] }.
import { z } from 'zod'
import type { RouteModule } from '../../app/context.js'
import { jsonBodyOf, parseInput, queryOf, clientParams } from '../../app/validate.js'
import { tokenMetadata } from '../../chains/token-metadata.js'

const caip10 = z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/, 'must be a CAIP-10 id')

const bodySchema = z.object({
  currency: z.enum(['usd']).default('usd'),
  addresses: z.array(caip10).min(1).max(100),
  projectId: z.string().max(128).optional(),
})

export const priceRoute: RouteModule = {
  name: 'price',
  mount(app, { config, priceSource }) {
    app.post('/v1/fungible/price', async (c) => {
      parseInput(z.object(clientParams), queryOf(c), 'query')
      const body = parseInput(bodySchema, await jsonBodyOf(c), 'body')
      const found = new Map(
        (await priceSource.getPrices(body.addresses, body.currency)).map((price) => [price.id, price]),
      )
      // In the order asked, each id once, whatever order the source answered in.
      const prices = [...new Set(body.addresses)].flatMap((id) => found.get(id) ?? [])
      return c.json({
        fungibles: prices.map((price) => {
          const known = tokenMetadata(config, price.id)
          const iconUrl = price.iconUrl ?? known?.iconUrl
          return {
            name: price.name || known?.name || '',
            symbol: price.symbol || known?.symbol || '',
            ...(iconUrl ? { iconUrl } : {}),
            price: price.price,
          }
        }),
      })
    })
  },
}
