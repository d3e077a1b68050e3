// The onramp routes on PGlite and PostgreSQL: the spec's fallbacks with their exact values (no provider, and a
// provider whose host refuses), the sandbox provider on a real anvil (options, quotes, the checkout page, and a
// payment that really moves devnet ETH to the wallet), and bad input refused with 400 naming the field.
import { DEV_MNEMONIC, getFreePort, startDevnet, type Devnet } from '@foyer/devnet'
import { createPublicClient, http, parseEther, toHex } from 'viem'
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { FoyerServerConfigInput } from '../../config/config-schema.js'
import { describeOnDatabases, TEST_PROJECT, testConfig, withClient } from '../../test/server-fixture.js'

const CHAIN = 'eip155:31337'
const TREASURY = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 6 })
let chain: Devnet

beforeAll(async () => {
  chain = await startDevnet({ port: await getFreePort() })
}, 120_000)
afterAll(async () => {
  await chain?.stop()
})

const sandboxConfig = (): FoyerServerConfigInput => ({
  chains: [{ id: CHAIN, rpcUrls: [chain.rpcUrl] }],
  onramp: {
    kind: 'sandbox',
    privateKey: toHex(TREASURY.getHdKey().privateKey!),
    assets: [
      {
        id: 'ETH',
        name: 'Ether',
        symbol: 'ETH',
        chainId: CHAIN,
        network: 'foyer-devnet',
        networkDisplayName: 'Foyer Devnet',
        prices: { USD: 3000, EUR: 2500 },
      },
    ],
  },
})

const post = (body: unknown) => ({
  method: 'POST',
  body: typeof body === 'string' ? body : JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
})

const SAMPLE_LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'bank_account', min: '10.00', max: '25000.00' },
]
const PROVIDER_CHAINS = [
  'ethereum',
  'arbitrum',
  'polygon',
  'berachain',
  'avalanche-c-chain',
  'optimism',
  'celo',
  'base',
]

function expectSample(options: Record<string, unknown> & { purchaseCurrencies: { networks: { name: string }[] }[] }) {
  expect(options.sample).toBe(true)
  expect(options.paymentCurrencies).toEqual([
    { id: 'USD', payment_method_limits: SAMPLE_LIMITS },
    { id: 'EUR', payment_method_limits: SAMPLE_LIMITS },
  ])
  expect(options.purchaseCurrencies.map((c) => (c as unknown as { id: string }).id)).toEqual(['ETH', 'USDC'])
  expect(options.purchaseCurrencies[1]!.networks.map((n) => n.name)).toEqual(PROVIDER_CHAINS)
}

const MOCKED_QUOTE = {
  coinbaseFee: { amount: '0.00', currency: 'EUR' },
  networkFee: { amount: '0.00', currency: 'EUR' },
  paymentSubtotal: { amount: '50.00', currency: 'EUR' },
  paymentTotal: { amount: '50.00', currency: 'EUR' },
  purchaseAmount: { amount: '0', currency: 'USDC' },
  quoteId: 'mocked-quote',
  mocked: true,
}

describeOnDatabases('onramp routes', (suite) => {
  it('without a provider: the built-in sample, a mocked quote, and no onramp URL', async () => {
    const { app } = await suite.start(testConfig())
    const options = await app.request(withClient('/v1/onramp/options'))
    expect(options.status).toBe(200)
    const body = await options.json()
    expectSample(body)
    expect(body.providers).toEqual([])

    const quote = await app.request(
      withClient('/v1/onramp/quote'),
      post({ purchaseCurrency: 'USDC', paymentCurrency: 'eur', amount: '50', network: 'base' }),
    )
    expect(quote.status).toBe(200)
    expect(await quote.json()).toEqual(MOCKED_QUOTE)

    const url = await app.request(
      withClient('/v1/generators/onrampurl'),
      post({ destinationWallets: [{ address: TREASURY.address }] }),
    )
    expect(url.status).toBe(404)
    expect((await url.json()).error).toBe('Onramp is not configured on this server')
  })

  it('with the provider down (Coinbase on a refusing port): the sample and the marked mocked quote', async () => {
    const { app } = await suite.start(
      testConfig({ onramp: { kind: 'coinbase', apiKey: 'k', baseUrl: 'http://127.0.0.1:9/onramp' } }),
    )
    const body = await (await app.request(withClient('/v1/onramp/options'))).json()
    expectSample(body)
    expect(body.providers).toEqual([{ id: 'coinbase', name: 'Coinbase', development: false }])
    const quote = await app.request(
      withClient('/v1/onramp/quote'),
      post({ purchaseCurrency: 'USDC', paymentCurrency: 'EUR', amount: 50, network: 'base' }),
    )
    expect(await quote.json()).toEqual(MOCKED_QUOTE)
  })

  it('the sandbox: its options and an exact quote (1 % fee, 0.10 network fee, ETH at 3,000 USD)', async () => {
    const { app } = await suite.start(testConfig(sandboxConfig()))
    const options = await (await app.request(withClient('/v1/onramp/options'))).json()
    expect(options).toEqual({
      paymentCurrencies: ['USD', 'EUR'].map((id) => ({
        id,
        payment_method_limits: [
          { id: 'card', min: '1.00', max: '2000.00' },
          { id: 'bank_account', min: '1.00', max: '10000.00' },
        ],
      })),
      purchaseCurrencies: [
        {
          id: 'ETH',
          name: 'Ether',
          symbol: 'ETH',
          networks: [{ name: 'foyer-devnet', displayName: 'Foyer Devnet', chainId: CHAIN }],
        },
      ],
      providers: [{ id: 'sandbox', name: 'Foyer Sandbox', development: true }],
    })
    const quote = await app.request(
      withClient('/v1/onramp/quote'),
      post({ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100', network: 'foyer-devnet' }),
    )
    expect(quote.status).toBe(200)
    const { quoteId, ...fields } = await quote.json()
    expect(quoteId).toMatch(/^sandbox-/)
    expect(fields).toEqual({
      coinbaseFee: { amount: '1.00', currency: 'USD' },
      networkFee: { amount: '0.10', currency: 'USD' },
      paymentSubtotal: { amount: '98.90', currency: 'USD' },
      paymentTotal: { amount: '100.00', currency: 'USD' },
      purchaseAmount: { amount: '0.03296666', currency: 'ETH' },
    })
  })

  it('the sandbox refuses an amount off its limits and what it does not sell, naming the field', async () => {
    const { app } = await suite.start(testConfig(sandboxConfig()))
    const cases: [unknown, string, RegExp][] = [
      [{ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '0.99' }, 'amount', /minimum of 1\.00 USD/],
      [{ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '2000.01' }, 'amount', /maximum of 2000\.00 USD/],
      [{ purchaseCurrency: 'BTC', paymentCurrency: 'USD', amount: '10' }, 'purchaseCurrency', /does not sell/],
      [{ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '10', network: 'base' }, 'network', /does not sell/],
      [{ purchaseCurrency: 'ETH', paymentCurrency: 'GBP', amount: '10' }, 'paymentCurrency', /USD or EUR/],
    ]
    for (const [body, field, error] of cases) {
      const response = await app.request(withClient('/v1/onramp/quote'), post(body))
      expect(response.status, JSON.stringify(body)).toBe(400)
      const answer = await response.json()
      expect(answer.field).toBe(field)
      expect(answer.error).toMatch(error)
    }
  })

  it('refuses bad bodies with 400 naming the field', async () => {
    const { app } = await suite.start(testConfig(sandboxConfig()))
    const quoteCases: [unknown, string][] = [
      ['{ nope', 'body'],
      [{ paymentCurrency: 'USD', amount: '10' }, 'purchaseCurrency'],
      [{ purchaseCurrency: 'ETH', paymentCurrency: 'dollars', amount: '10' }, 'paymentCurrency'],
      [{ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '-5' }, 'amount'],
      [{ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '0' }, 'amount'],
      [{ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '1.234' }, 'amount'],
      [{ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '10', network: 'Not A Network' }, 'network'],
    ]
    for (const [body, field] of quoteCases) {
      const response = await app.request(withClient('/v1/onramp/quote'), post(body))
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect((await response.json()).field).toBe(field)
    }
    const urlCases: [unknown, string][] = [
      [{}, 'destinationWallets'],
      [{ destinationWallets: [] }, 'destinationWallets'],
      [{ destinationWallets: [{ address: '0x1234' }] }, 'destinationWallets.0.address'],
      [{ destinationWallets: [{ address: TREASURY.address }], defaultExperience: 'sell' }, 'defaultExperience'],
      [{ destinationWallets: [{ address: TREASURY.address }], presetFiatAmount: -1 }, 'presetFiatAmount'],
      [{ destinationWallets: [{ address: TREASURY.address }], defaultNetwork: 'base' }, 'defaultNetwork'],
      [{ destinationWallets: [{ address: TREASURY.address }], partnerUserId: 'x'.repeat(50) }, 'partnerUserId'],
    ]
    for (const [body, field] of urlCases) {
      const response = await app.request(withClient('/v1/generators/onrampurl'), post(body))
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect((await response.json()).field).toBe(field)
    }
    const unknown = await app.request(withClient(`/v1/onramp/sandbox/checkout/${crypto.randomUUID()}`))
    expect(unknown.status).toBe(404)
    const badId = await app.request(withClient('/v1/onramp/sandbox/orders/not-an-id'))
    expect(badId.status).toBe(400)
    expect((await badId.json()).field).toBe('orderId')
  })

  it('the sandbox checkout: the URL opens its page, paying sends the bought ETH to the wallet on chain', async () => {
    const { app } = await suite.start(testConfig(sandboxConfig()))
    const buyer = privateKeyToAccount(generatePrivateKey()).address
    const generated = await app.request(
      withClient('/v1/generators/onrampurl'),
      post({
        destinationWallets: [{ address: buyer, blockchains: ['foyer-devnet'], assets: ['ETH'] }],
        defaultNetwork: 'foyer-devnet',
        partnerUserId: 'user-1',
        defaultExperience: 'buy',
        presetFiatAmount: 30,
      }),
    )
    expect(generated.status).toBe(200)
    const { url } = await generated.json()
    const checkoutUrl = new URL(url)
    expect(checkoutUrl.origin).toBe('http://localhost')
    expect(checkoutUrl.pathname).toMatch(/^\/v1\/onramp\/sandbox\/checkout\/[0-9a-f-]{36}$/)
    expect(checkoutUrl.searchParams.get('projectId')).toBe(TEST_PROJECT)
    const path = `${checkoutUrl.pathname}${checkoutUrl.search}`

    const page = await app.request(path)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toMatch(
      /^default-src 'none'; style-src 'sha256-[^']+'; form-action 'self'/,
    )
    const html = await page.text()
    expect(html).toContain('Development stand-in: no real money moves')
    expect(html).toContain(buyer)
    expect(html).toContain('value="30.00"')
    expect(html).not.toMatch(/<script|https?:\/\//)

    // Off the limits: the form again, with the reason, and nothing sent.
    const tooMuch = await app.request(path, { method: 'POST', body: new URLSearchParams({ amount: '2500' }) })
    expect(tooMuch.status).toBe(400)
    expect(await tooMuch.text()).toContain('The amount is above the maximum of 2000.00 USD')

    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    expect(await client.getBalance({ address: buyer })).toBe(0n)
    const paid = await app.request(path, { method: 'POST', body: new URLSearchParams({ amount: '30' }) })
    expect(paid.status).toBe(200)
    const paidHtml = await paid.text()
    // 30.00 − 0.30 fee − 0.10 network fee = 29.60 USD at 3,000 USD per ETH.
    expect(paidHtml).toContain('0.00986666 ETH sent for 30.00 USD')
    expect(await client.getBalance({ address: buyer })).toBe(parseEther('0.00986666'))

    const orderId = checkoutUrl.pathname.split('/').pop()!
    const order = await (await app.request(withClient(`/v1/onramp/sandbox/orders/${orderId}`))).json()
    expect(order).toMatchObject({
      status: 'completed',
      address: buyer,
      fiatAmount: '30.00',
      fiatCurrency: 'USD',
      cryptoAmount: '0.00986666',
    })
    expect(order.txHash).toMatch(/^0x[0-9a-f]{64}$/)

    // Submitting again shows the receipt; it does not pay twice.
    const again = await app.request(path, { method: 'POST', body: new URLSearchParams({ amount: '30' }) })
    expect(await again.text()).toContain('Payment complete')
    expect(await client.getBalance({ address: buyer })).toBe(parseEther('0.00986666'))
  })
})
