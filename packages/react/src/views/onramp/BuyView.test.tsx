// @vitest-environment jsdom
// The Buy view against a loopback server answering the onramp routes the way @foyer/server does (its own tests check
// the server's side): limits and their messages, the quote with fees, the sample and mocked marks, Continue opening
// the provider with noopener, then the wait for the balance to grow and the amount received.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { connectDirectly, renderFoyer, renderMultiChain } from '../../test/renderFoyer.js'
import { TEST_ADDRESS, TEST_SOLANA_ADDRESS } from '../../test/testChainAdapter.js'

const LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'bank_account', min: '10.00', max: '25000.00' },
]
const SANDBOX = {
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: LIMITS },
    { id: 'EUR', payment_method_limits: LIMITS },
  ],
  purchaseCurrencies: [
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: [
        { name: 'foyer-devnet', displayName: 'Foyer Devnet', chainId: 'eip155:31337' },
        { name: 'foyer-devnet-2', displayName: 'Foyer Devnet 2', chainId: 'eip155:31338' },
      ],
    },
  ],
  providers: [{ id: 'sandbox', name: 'Foyer Sandbox', development: true }],
}
const CHECKOUT = 'http://127.0.0.1:8788/v1/onramp/sandbox/checkout/1?projectId=foyer-test'

let options: Record<string, unknown> = SANDBOX
let mocked = false
const quotes: unknown[] = []
const urls: unknown[] = []
let server: http.Server
let apiUrl = ''

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (c: Buffer) => (raw += c.toString()))
    req.on('end', () => {
      const { pathname } = new URL(req.url ?? '/', 'http://x')
      const json = (body: unknown) =>
        res
          .writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
          .end(JSON.stringify(body))
      if (pathname === '/v1/onramp/options') return json(options)
      if (pathname === '/v1/onramp/quote') {
        const body = JSON.parse(raw) as { amount: string; paymentCurrency: string }
        quotes.push(body)
        const money = (amount: string) => ({ amount, currency: body.paymentCurrency })
        return json({
          coinbaseFee: money(mocked ? '0.00' : '0.30'),
          networkFee: money(mocked ? '0.00' : '0.10'),
          paymentSubtotal: money(mocked ? '30.00' : '29.60'),
          paymentTotal: money('30.00'),
          purchaseAmount: { amount: mocked ? '0' : '0.00986666', currency: 'ETH' },
          quoteId: mocked ? 'mocked-quote' : 'q-1',
          ...(mocked ? { mocked: true } : {}),
        })
      }
      if (pathname === '/v1/generators/onrampurl') {
        urls.push(JSON.parse(raw))
        return json({ url: CHECKOUT })
      }
      res.writeHead(404, { 'access-control-allow-origin': '*' }).end('{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  options = SANDBOX
  mocked = false
})

async function openBuy(provider: RegExp = /Foyer Sandbox/) {
  const rendered = await renderFoyer({ apiUrl })
  await connectDirectly(rendered.client)
  act(() => rendered.client.open({ view: 'Buy' }))
  await rendered.modal().findByRole('radio', { name: provider })
  return rendered
}

describe('Buy view', () => {
  it('checks the amount against the card limits and shows the quote with its fees', async () => {
    const { modal } = await openBuy()
    expect(modal().getByRole('radio', { name: /Foyer Sandbox/ })).toHaveProperty('checked', true)
    expect(modal().getByText('Development stand-in')).toBeTruthy()
    expect((modal().getByLabelText('Network') as HTMLSelectElement).value).toBe('foyer-devnet')
    expect(modal().getByText('Between 10.00 and 7500.00 USD, fees included.')).toBeTruthy()
    const amount = modal().getByLabelText('Amount to pay (USD)')
    fireEvent.change(amount, { target: { value: '9.99' } })
    expect(modal().getByText('The minimum is 10.00 USD.')).toBeTruthy()
    expect(amount.getAttribute('aria-invalid')).toBe('true')
    fireEvent.change(amount, { target: { value: '7500.01' } })
    expect(modal().getByText('The maximum is 7500.00 USD.')).toBeTruthy()
    fireEvent.change(amount, { target: { value: 'ten' } })
    expect(modal().getByText('Enter an amount like 25 or 25.50.')).toBeTruthy()
    expect(modal().getByRole('button', { name: 'Continue with Foyer Sandbox' })).toHaveProperty('disabled', true)
    fireEvent.change(amount, { target: { value: '30' } })
    const quote = await modal().findByRole('region', { name: 'Quote' }, { timeout: 3000 })
    expect(quote.textContent).toContain('You get0.00986666 ETH')
    expect(quote.textContent).toContain('Provider fee0.30 USD')
    expect(quote.textContent).toContain('Network fee0.10 USD')
    expect(quote.textContent).toContain('Subtotal29.60 USD')
    expect(quote.textContent).toContain('Total30.00 USD')
    expect(modal().queryByText(/Sample quote/)).toBeNull()
    expect(quotes.at(-1)).toMatchObject({
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '30',
      network: 'foyer-devnet',
    })
  })

  it('marks the sample options and the mocked quote', async () => {
    options = { ...SANDBOX, providers: [{ id: 'coinbase', name: 'Coinbase', development: false }], sample: true }
    mocked = true
    const { modal } = await openBuy(/Coinbase/)
    expect(
      modal().getByText('The provider did not answer: these currencies and limits are a built-in sample.'),
    ).toBeTruthy()
    fireEvent.change(modal().getByLabelText('Amount to pay (USD)'), { target: { value: '30' } })
    expect(
      await modal().findByText(/^Sample quote: the provider did not answer/, undefined, { timeout: 3000 }),
    ).toBeTruthy()
  })

  it('opens the provider with noopener, then waits for the balance to grow and says what arrived', async () => {
    const windowOpen = vi.fn(() => null)
    vi.stubGlobal('open', windowOpen)
    const { modal, adapter } = await openBuy()
    fireEvent.change(modal().getByLabelText('Amount to pay (USD)'), { target: { value: '30' } })
    await modal().findByRole('region', { name: 'Quote' }, { timeout: 3000 })
    fireEvent.click(modal().getByRole('button', { name: 'Continue with Foyer Sandbox' }))
    await modal().findByRole('heading', { name: 'Waiting for your tokens' })
    expect(windowOpen).toHaveBeenCalledWith(CHECKOUT, '_blank', 'noopener,noreferrer')
    expect(urls.at(-1)).toEqual({
      destinationWallets: [{ address: TEST_ADDRESS, blockchains: ['foyer-devnet'], assets: ['ETH'] }],
      defaultNetwork: 'foyer-devnet',
      defaultAsset: 'ETH',
      fiatCurrency: 'USD',
      presetFiatAmount: 30,
      defaultExperience: 'buy',
      projectId: 'foyer-test',
    })
    // The sandbox paid: 0.00986666 ETH more than the 10,000 noted before the window opened.
    adapter.nextBalance = async () => ({
      value: '10000009866660000000000',
      decimals: 18,
      symbol: 'ETH',
      formatted: '10000.00986666',
    })
    await waitFor(() => expect(modal().getByRole('heading', { name: 'Tokens received' })).toBeTruthy(), {
      timeout: 8000,
    })
    expect(modal().getByText('You received 0.00986666 ETH on Foyer Devnet.')).toBeTruthy()
  }, 15_000)

  describe('on a Solana account', () => {
    const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
    async function openSolanaBuy() {
      const rendered = await renderMultiChain({ apiUrl })
      await connectDirectly(rendered.client, 'org.test.wallet', ['solana'])
      act(() => rendered.client.open({ view: 'Buy' }))
      return rendered
    }

    it('offers only what a Solana address can receive, and sends the Solana address to the provider', async () => {
      const windowOpen = vi.fn(() => null)
      vi.stubGlobal('open', windowOpen)
      options = {
        ...SANDBOX,
        purchaseCurrencies: [
          ...SANDBOX.purchaseCurrencies,
          {
            id: 'SOL',
            name: 'Solana',
            symbol: 'SOL',
            networks: [{ name: 'solana-devnet', displayName: 'Solana Devnet', chainId: SOLANA_DEVNET }],
          },
        ],
      }
      const { modal } = await openSolanaBuy()
      const asset = (await modal().findByLabelText('Token to buy')) as HTMLSelectElement
      expect([...asset.options].map((o) => o.textContent)).toEqual(['Solana (SOL)'])
      const network = modal().getByLabelText('Network') as HTMLSelectElement
      expect([...network.options].map((o) => o.textContent)).toEqual(['Solana Devnet'])
      fireEvent.change(modal().getByLabelText('Amount to pay (USD)'), { target: { value: '30' } })
      await modal().findByRole('region', { name: 'Quote' }, { timeout: 3000 })
      expect(quotes.at(-1)).toMatchObject({ purchaseCurrency: 'SOL', network: 'solana-devnet' })
      fireEvent.click(modal().getByRole('button', { name: 'Continue with Foyer Sandbox' }))
      await modal().findByRole('heading', { name: 'Waiting for your tokens' })
      expect(urls.at(-1)).toMatchObject({
        destinationWallets: [{ address: TEST_SOLANA_ADDRESS, blockchains: ['solana-devnet'], assets: ['SOL'] }],
        defaultNetwork: 'solana-devnet',
        defaultAsset: 'SOL',
      })
    })

    it('says so where the provider sells nothing on Solana', async () => {
      const { modal } = await openSolanaBuy()
      expect(
        await modal().findByText(
          'Nothing can be bought on Solana Devnet here: the provider sells tokens on other networks.',
        ),
      ).toBeTruthy()
      expect(modal().queryByLabelText('Token to buy')).toBeNull()
    })
  })
})
