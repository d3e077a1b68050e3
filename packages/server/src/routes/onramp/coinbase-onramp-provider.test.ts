// The Coinbase Onramp adapter against a loopback server replaying Coinbase's documented response shapes
// (fixtures/README.md): what it asks (paths, query, body, the bearer key) and how it maps the answers to spec §3's.
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { generateKeyPairSync, verify } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UpstreamError } from '../../app/errors.js'
import { parseConfig } from '../../config/load-config.js'
import { createCoinbaseOnrampProvider } from './coinbase-onramp-provider.js'

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8')
const WALLET = '0x976EA74026E726554dB657fA54763abd0C3a0aa9'

describe('Coinbase onramp provider', () => {
  let server: http.Server
  let baseUrl: string
  const seen: { method: string; url: string; auth: string | undefined; body: unknown }[] = []
  let failWith: number | undefined
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let raw = ''
      request.on('data', (chunk: Buffer) => (raw += chunk.toString()))
      request.on('end', () => {
        seen.push({
          method: request.method!,
          url: request.url!,
          auth: request.headers.authorization,
          body: raw ? JSON.parse(raw) : undefined,
        })
        if (failWith) return response.writeHead(failWith).end('{"message":"unavailable"}')
        const { pathname } = new URL(request.url!, 'http://x')
        const body =
          pathname === '/onramp/v1/buy/options'
            ? fixture('coinbase-buy-options.json')
            : pathname === '/onramp/v1/buy/quote'
              ? fixture('coinbase-buy-quote.json')
              : pathname === '/onramp/v1/token'
                ? fixture('coinbase-session-token.json')
                : null
        if (!body) return response.writeHead(404).end('{}')
        response.writeHead(200, { 'content-type': 'application/json' }).end(body)
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/onramp`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const provider = () =>
    createCoinbaseOnrampProvider({
      kind: 'coinbase',
      apiKey: 'test-key',
      baseUrl,
      payUrl: 'https://pay.example.test',
      country: 'US',
      subdivision: 'NY',
    })

  it('maps buy options to spec §3 options: limits per payment currency, networks with their CAIP-2 chain', async () => {
    seen.length = 0
    const options = await provider().getOptions()
    expect(seen).toEqual([
      {
        method: 'GET',
        url: '/onramp/v1/buy/options?country=US&subdivision=NY',
        auth: 'Bearer test-key',
        body: undefined,
      },
    ])
    expect(options.paymentCurrencies).toEqual([
      {
        id: 'USD',
        payment_method_limits: [
          { id: 'CARD', min: '5.00', max: '500.00' },
          { id: 'ACH_BANK_ACCOUNT', min: '5.00', max: '25000.00' },
          { id: 'APPLE_PAY', min: '5.00', max: '500.00' },
        ],
      },
      { id: 'EUR', payment_method_limits: [{ id: 'CARD', min: '5.00', max: '7500.00' }] },
    ])
    expect(options.purchaseCurrencies.map((c) => [c.symbol, c.networks.map((n) => `${n.name}=${n.chainId}`)])).toEqual([
      ['ETH', ['ethereum=eip155:1', 'base=eip155:8453']],
      ['USDC', ['base=eip155:8453', 'solana=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']],
    ])
  })

  it('asks a quote with the documented body and maps { value, currency } to { amount, currency }', async () => {
    seen.length = 0
    const quote = await provider().getQuote({
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '100',
      network: 'base',
    })
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/onramp/v1/buy/quote', auth: 'Bearer test-key' })
    expect(seen[0]!.body).toEqual({
      purchaseCurrency: 'USDC',
      purchaseNetwork: 'base',
      paymentAmount: '100.00',
      paymentCurrency: 'USD',
      paymentMethod: 'CARD',
      country: 'US',
      subdivision: 'NY',
    })
    expect(quote).toEqual({
      coinbaseFee: { amount: '1.49', currency: 'USD' },
      networkFee: { amount: '0.01', currency: 'USD' },
      paymentSubtotal: { amount: '98.50', currency: 'USD' },
      paymentTotal: { amount: '100.00', currency: 'USD' },
      purchaseAmount: { amount: '98.500000', currency: 'USDC' },
      quoteId: '1f2a7c36-0c1e-4d6a-9f0b-5a1d3e7c2b90',
    })
  })

  it('asks the quote on ethereum (spec §9 fallback) for a network that is not a provider chain', async () => {
    seen.length = 0
    await provider().getQuote({
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '20',
      network: 'foyer-devnet',
    })
    expect((seen[0]!.body as { purchaseNetwork: string }).purchaseNetwork).toBe('ethereum')
  })

  it('builds the onramp URL with a session token for the destination wallet', async () => {
    seen.length = 0
    const url = await provider().createUrl(
      {
        destinationWallets: [{ address: WALLET, blockchains: ['base'] }],
        defaultNetwork: 'base',
        defaultAsset: 'USDC',
        partnerUserId: 'user-1',
        defaultExperience: 'buy',
        presetFiatAmount: 25,
      },
      { projectId: 'p', origin: 'http://127.0.0.1:8788' },
    )
    expect(seen[0]!.body).toEqual({ addresses: [{ address: WALLET, blockchains: ['base'] }], assets: ['USDC'] })
    const parsed = new URL(url)
    expect(`${parsed.origin}${parsed.pathname}`).toBe('https://pay.example.test/buy/select-asset')
    expect(Object.fromEntries(parsed.searchParams)).toEqual({
      sessionToken: 'ZWJlNDgwYmItNjBkMi00ZmFiLWIxYTQtMTM3MGI2YjJiNjFh',
      defaultNetwork: 'base',
      defaultAsset: 'USDC',
      defaultExperience: 'buy',
      partnerUserId: 'user-1',
      presetFiatAmount: '25',
    })
  })

  it('turns a provider error into an UpstreamError naming Coinbase', async () => {
    failWith = 503
    try {
      await expect(provider().getOptions()).rejects.toThrow(UpstreamError)
      await expect(
        provider().getQuote({ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '20' }),
      ).rejects.toThrow('Onramp provider Coinbase failed: HTTP 503')
    } finally {
      failWith = undefined
    }
  })

  it('with a CDP secret API key, sends each request a fresh ES256 JWT naming it, which the key’s public half verifies', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    const signed = createCoinbaseOnrampProvider({
      kind: 'coinbase',
      apiKeyId: 'organizations/o/apiKeys/k',
      apiKeySecret: privateKey.export({ format: 'pem', type: 'sec1' }).toString(),
      baseUrl,
      payUrl: 'https://pay.example.test',
      country: 'US',
    })
    seen.length = 0
    await signed.getOptions()
    await signed.getQuote({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '100', network: 'base' })
    const host = new URL(baseUrl).host
    const claims = seen.map((request) => {
      const [header, payload, signature] = request.auth!.replace(/^Bearer /, '').split('.') as [string, string, string]
      const valid = verify(
        'sha256',
        Buffer.from(`${header}.${payload}`),
        { key: publicKey, dsaEncoding: 'ieee-p1363' },
        Buffer.from(signature, 'base64url'),
      )
      return { valid, ...(JSON.parse(Buffer.from(payload, 'base64url').toString()) as { uri: string; sub: string }) }
    })
    expect(claims.map(({ valid, uri, sub }) => ({ valid, uri, sub }))).toEqual([
      { valid: true, uri: `GET ${host}/onramp/v1/buy/options`, sub: 'organizations/o/apiKeys/k' },
      { valid: true, uri: `POST ${host}/onramp/v1/buy/quote`, sub: 'organizations/o/apiKeys/k' },
    ])
  })

  it('a coinbase config without a key stops start-up naming onramp.apiKeyId', () => {
    expect(() => parseConfig({ onramp: { kind: 'coinbase' } })).toThrow(/onramp\.apiKeyId/)
  })
})
