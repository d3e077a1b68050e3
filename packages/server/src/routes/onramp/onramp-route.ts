// Spec §7's onramp calls: GET /v1/onramp/options, POST /v1/onramp/quote, POST /v1/generators/onrampurl, answered by
// the configured OnrampProvider with spec §8's fallbacks (the built-in sample when options fail, a mocked quote when
// a quote fails), and, with the sandbox provider, its checkout page and order status.
import { z } from 'zod'
import type { RouteModule } from '../../app/context.js'
import { BadRequestError } from '../../app/errors.js'
import { clientParams, jsonBodyOf, parseInput, queryOf } from '../../app/validate.js'
import { createCoinbaseOnrampProvider } from './coinbase-onramp-provider.js'
import { mockedOnrampQuote, sampleOnrampOptions } from './onramp-fallback.js'
import type { OnrampProvider } from './onramp-provider.js'
import { mountSandboxCheckout } from './sandbox-checkout-routes.js'
import { createSandboxOnrampProvider } from './sandbox-onramp-provider.js'
import { onrampMigrations, SandboxOrderStore } from './sandbox-orders.js'

/** A fiat amount: positive, at most two decimals, as a string or a number. */
const fiatAmount = z
  .union([z.string(), z.number()])
  .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
  .pipe(
    z
      .string()
      .regex(/^(0|[1-9][0-9]{0,8})(\.[0-9]{1,2})?$/, 'must be a positive amount with at most two decimals')
      .refine((value) => Number(value) > 0, 'must be greater than 0'),
  )
const currencyId = z.string().regex(/^[A-Za-z0-9._-]{1,32}$/, 'must be a currency id like ETH')
const networkName = z.string().regex(/^[a-z0-9-]{1,64}$/, 'must be a network name like ethereum')
const fiatCurrency = z
  .string()
  .regex(/^[A-Za-z]{3}$/, 'must be an ISO 4217 code like USD')
  .transform((value) => value.toUpperCase())

const quoteBody = z.object({
  purchaseCurrency: currencyId,
  paymentCurrency: fiatCurrency,
  amount: fiatAmount,
  network: networkName.optional(),
  projectId: z.string().max(128).optional(),
})

const urlBody = z.object({
  destinationWallets: z
    .array(
      z.object({
        address: z.string().min(1).max(128),
        blockchains: z.array(networkName).max(20).optional(),
        assets: z.array(currencyId).max(20).optional(),
      }),
    )
    .min(1)
    .max(10),
  defaultNetwork: networkName.optional(),
  defaultAsset: currencyId.optional(),
  fiatCurrency: fiatCurrency.optional(),
  partnerUserId: z.string().min(1).max(49).optional(),
  defaultExperience: z.enum(['buy', 'send']).default('buy'),
  presetCryptoAmount: z.number().positive().max(1e12).optional(),
  presetFiatAmount: z.number().positive().max(1e9).optional(),
  projectId: z.string().max(128).optional(),
})

export const onrampRoute: RouteModule = {
  name: 'onramp',
  migrations: onrampMigrations,
  mount(app, { config, database }) {
    const orders = new SandboxOrderStore(database.db)
    const sandbox =
      config.onramp?.kind === 'sandbox' ? createSandboxOnrampProvider(config.onramp, config, orders) : undefined
    const provider: OnrampProvider | undefined =
      sandbox ?? (config.onramp?.kind === 'coinbase' ? createCoinbaseOnrampProvider(config.onramp) : undefined)
    const clientQuery = z.object(clientParams)

    app.get('/v1/onramp/options', async (c) => {
      parseInput(clientQuery, queryOf(c), 'query')
      const providers = provider ? [provider.info] : []
      if (provider) {
        try {
          return c.json({ ...(await provider.getOptions()), providers })
        } catch (error) {
          console.warn(`[foyer-server] onramp options failed, answering the sample: ${(error as Error).message}`)
        }
      }
      return c.json({ ...sampleOnrampOptions(), providers, sample: true })
    })

    app.post('/v1/onramp/quote', async (c) => {
      parseInput(clientQuery, queryOf(c), 'query')
      const { projectId: _, ...request } = parseInput(quoteBody, await jsonBodyOf(c), 'body')
      if (provider) {
        try {
          return c.json(await provider.getQuote(request))
        } catch (error) {
          if (error instanceof BadRequestError) throw error
          console.warn(`[foyer-server] onramp quote failed, answering a mocked quote: ${(error as Error).message}`)
        }
      }
      return c.json(mockedOnrampQuote(request))
    })

    app.post('/v1/generators/onrampurl', async (c) => {
      parseInput(clientQuery, queryOf(c), 'query')
      const { projectId: _, ...request } = parseInput(urlBody, await jsonBodyOf(c), 'body')
      if (!provider) return c.json({ error: 'Onramp is not configured on this server' }, 404)
      const url = await provider.createUrl(request, {
        projectId: c.get('project').id,
        origin: new URL(c.req.url).origin,
      })
      return c.json({ url })
    })

    if (sandbox) mountSandboxCheckout(app, sandbox, orders)
  },
}
