// The sandbox provider's own pages, served by this server the way a real provider serves its checkout:
// GET  /v1/onramp/sandbox/checkout/{orderId}  the checkout page (the URL generators/onrampurl answers)
// POST /v1/onramp/sandbox/checkout/{orderId}  its form: "pay" the amount, send the tokens, show the outcome
// GET  /v1/onramp/sandbox/orders/{orderId}    the order's status as JSON
import type { Context, Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../../app/context.js'
import { BadRequestError } from '../../app/errors.js'
import { parseInput } from '../../app/validate.js'
import { CHECKOUT_CSP, checkoutPage, failedPage, paidPage } from './sandbox-checkout-page.js'
import type { SandboxOnrampProvider } from './sandbox-onramp-provider.js'
import type { SandboxOrderStore } from './sandbox-orders.js'

const orderId = z.uuid('must be an order id')

function html(c: Context<AppEnv>, body: string, status: 200 | 400 | 502 = 200) {
  c.header('content-security-policy', CHECKOUT_CSP)
  c.header('x-content-type-options', 'nosniff')
  c.header('referrer-policy', 'no-referrer')
  c.header('cache-control', 'no-store')
  return c.html(body, status)
}

export function mountSandboxCheckout(app: Hono<AppEnv>, provider: SandboxOnrampProvider, orders: SandboxOrderStore) {
  async function load(c: Context<AppEnv>) {
    const id = parseInput(orderId, c.req.param('orderId'), 'orderId')
    const order = await orders.get(id, c.get('project').id)
    const asset = order && provider.findAsset(order.asset, order.network)
    if (!order || !asset) return undefined
    return { order, asset }
  }
  const notFound = (c: Context<AppEnv>) => c.json({ error: 'Unknown onramp order', field: 'orderId' }, 404)
  // The form posts back to the URL it came from, projectId and all.
  const actionOf = (c: Context<AppEnv>) => {
    const url = new URL(c.req.url)
    return `${url.pathname}${url.search}`
  }

  app.get('/v1/onramp/sandbox/checkout/:orderId', async (c) => {
    const found = await load(c)
    if (!found) return notFound(c)
    const { order, asset } = found
    if (order.status === 'completed') return html(c, paidPage(order, asset))
    if (order.status === 'failed') return html(c, failedPage(order, asset))
    return html(c, checkoutPage(order, asset, actionOf(c)))
  })

  app.post('/v1/onramp/sandbox/checkout/:orderId', async (c) => {
    const found = await load(c)
    if (!found) return notFound(c)
    const { order, asset } = found
    // A second submit (back button, double click) shows what the first one did rather than paying again.
    if (order.status === 'completed') return html(c, paidPage(order, asset))
    if (order.status !== 'created') return html(c, failedPage(order, asset), 400)
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
    const amount = typeof form.amount === 'string' ? form.amount.trim() : ''
    if (!/^(0|[1-9][0-9]{0,8})(\.[0-9]{1,2})?$/.test(amount) || Number(amount) <= 0) {
      return html(c, checkoutPage(order, asset, actionOf(c), 'Enter an amount like 25 or 25.50.'), 400)
    }
    try {
      await provider.pay(order.id, order.project_id, amount)
    } catch (error) {
      if (error instanceof BadRequestError) {
        const message = error.message.replace(/^Invalid amount: /, 'The amount is ')
        return html(c, checkoutPage({ ...order, fiat_amount: amount }, asset, actionOf(c), message), 400)
      }
      console.warn(`[foyer-server] sandbox onramp order ${order.id} failed: ${(error as Error).message}`)
    }
    const done = (await orders.get(order.id, order.project_id))!
    return done.status === 'completed' ? html(c, paidPage(done, asset)) : html(c, failedPage(done, asset), 502)
  })

  app.get('/v1/onramp/sandbox/orders/:orderId', async (c) => {
    const found = await load(c)
    if (!found) return notFound(c)
    const { order } = found
    return c.json({
      id: order.id,
      status: order.status,
      asset: order.asset,
      network: order.network,
      address: order.address,
      fiatCurrency: order.fiat_currency,
      fiatAmount: order.fiat_amount,
      cryptoAmount: order.crypto_amount,
      txHash: order.tx_hash,
      error: order.error,
    })
  })
}
