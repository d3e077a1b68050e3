import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { foyerDevnet } from '@foyer/devnet/chains'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createFoyerClient } from '../create-foyer-client.js'
import { NoBlockchainApiError } from './account-data.js'
import { onrampOptionsQueryOptions, onrampQuoteQueryOptions } from './onramp.js'

// A loopback server answering the onramp routes; each answer counts, so the tests see what the cache saves.
let asked: string[] = []
let server: http.Server
let apiUrl = ''
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://x')
    asked.push(pathname)
    const money = (amount: string) => ({ amount, currency: 'USD' })
    const body =
      pathname === '/v1/onramp/options'
        ? { paymentCurrencies: [], purchaseCurrencies: [], providers: [], sample: true }
        : {
            coinbaseFee: money('0.30'),
            networkFee: money('0.10'),
            paymentSubtotal: money('29.60'),
            paymentTotal: money('30.00'),
            purchaseAmount: { amount: '0.00986666', currency: 'ETH' },
            quoteId: `q-${asked.length}`,
          }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const QUOTE = { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '30', network: 'foyer-devnet' }

it('keeps the options and a quote per amount, asking the API once for each', async () => {
  asked = []
  const client = createFoyerClient({ networks: [foyerDevnet], apiUrl, projectId: 'p', storage: null })
  const options = await client.queryClient.fetchQuery(onrampOptionsQueryOptions(client))
  expect(options.sample).toBe(true)
  await client.queryClient.fetchQuery(onrampOptionsQueryOptions(client))
  const first = await client.queryClient.fetchQuery(onrampQuoteQueryOptions(client, QUOTE))
  expect((await client.queryClient.fetchQuery(onrampQuoteQueryOptions(client, QUOTE))).quoteId).toBe(first.quoteId)
  await client.queryClient.fetchQuery(onrampQuoteQueryOptions(client, { ...QUOTE, amount: '31' }))
  expect(asked).toEqual(['/v1/onramp/options', '/v1/onramp/quote', '/v1/onramp/quote'])
})

it('fails with NoBlockchainApiError without apiUrl, asking nothing', async () => {
  asked = []
  const client = createFoyerClient({ networks: [foyerDevnet], storage: null })
  await expect(client.queryClient.fetchQuery(onrampOptionsQueryOptions(client))).rejects.toBeInstanceOf(
    NoBlockchainApiError,
  )
  expect(asked).toEqual([])
})
