import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { QueryClient } from '@tanstack/query-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createBlockchainApi } from './create-blockchain-api.js'

// A loopback server answering the onramp routes as @foyer/server does (its own tests check the server side).
const SAMPLE = {
  paymentCurrencies: [{ id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] }],
  purchaseCurrencies: [
    {
      id: 'ETH',
      name: 'Ethereum',
      symbol: 'ETH',
      networks: [{ name: 'ethereum', displayName: 'Ethereum', chainId: 'eip155:1' }],
    },
  ],
  providers: [{ id: 'sandbox', name: 'Foyer Sandbox', development: true }],
  sample: true,
}
const QUOTE = {
  coinbaseFee: { amount: '0.00', currency: 'USD' },
  networkFee: { amount: '0.00', currency: 'USD' },
  paymentSubtotal: { amount: '50.00', currency: 'USD' },
  paymentTotal: { amount: '50.00', currency: 'USD' },
  purchaseAmount: { amount: '0', currency: 'ETH' },
  quoteId: 'mocked-quote',
}
const seen: { method: string; url: URL; body: unknown }[] = []
let answer: (url: URL) => [number, unknown] = () => [200, {}]
let server: http.Server
let baseUrl = ''

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (c: Buffer) => (raw += c.toString()))
    req.on('end', () => {
      const url = new URL(req.url!, 'http://x')
      seen.push({ method: req.method!, url, body: raw ? JSON.parse(raw) : undefined })
      const [status, body] = answer(url)
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const api = () => createBlockchainApi({ baseUrl, projectId: 'p1' }, new QueryClient())

it('reads the options with the sample flag and the providers', async () => {
  answer = () => [200, SAMPLE]
  seen.length = 0
  expect(await api().getOnrampOptions()).toEqual(SAMPLE)
  expect(seen[0]!.url.pathname).toBe('/v1/onramp/options')
  expect(seen[0]!.url.searchParams.get('projectId')).toBe('p1')
  answer = () => [200, { paymentCurrencies: SAMPLE.paymentCurrencies }]
  expect(await api().getOnrampOptions()).toMatchObject({ purchaseCurrencies: [], providers: [], sample: false })
})

it('posts the quote body and keeps the mocked flag (false when the server does not say mocked)', async () => {
  answer = () => [200, { ...QUOTE, mocked: true }]
  seen.length = 0
  const parameters = { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '50', network: 'ethereum' }
  expect(await api().getOnrampQuote(parameters)).toEqual({ ...QUOTE, mocked: true })
  expect(seen[0]).toMatchObject({ method: 'POST', body: { ...parameters, projectId: 'p1' } })
  expect(seen[0]!.url.pathname).toBe('/v1/onramp/quote')
  answer = () => [200, QUOTE]
  expect((await api().getOnrampQuote(parameters)).mocked).toBe(false)
})

it('generates the onramp URL (buy by default), refusing an answer that is not an http(s) URL', async () => {
  answer = () => [200, { url: 'http://127.0.0.1:8788/v1/onramp/sandbox/checkout/x?projectId=p1' }]
  seen.length = 0
  const wallet = { address: '0x976EA74026E726554dB657fA54763abd0C3a0aa9', blockchains: ['foyer-devnet'] }
  expect(await api().generateOnrampUrl({ destinationWallets: [wallet], presetFiatAmount: 20 })).toBe(
    'http://127.0.0.1:8788/v1/onramp/sandbox/checkout/x?projectId=p1',
  )
  expect(seen[0]!.url.pathname).toBe('/v1/generators/onrampurl')
  expect(seen[0]!.body).toEqual({
    defaultExperience: 'buy',
    destinationWallets: [wallet],
    presetFiatAmount: 20,
    projectId: 'p1',
  })
  answer = () => [200, { url: 'javascript:alert(1)' }]
  await expect(api().generateOnrampUrl({ destinationWallets: [wallet] })).rejects.toThrow('not an http(s) URL')
  answer = () => [404, { error: 'Onramp is not configured on this server' }]
  await expect(api().generateOnrampUrl({ destinationWallets: [wallet] })).rejects.toThrow('HTTP status code: 404')
})
