// @vitest-environment jsdom
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { act, cleanup, configure, fireEvent, waitFor, within } from '@testing-library/react'
import { ErrorText, NATIVE_TOKEN_ADDRESS } from '@foyer/core'
import { foyerDevnet, foyerDevnet2 } from '@foyer/devnet/chains'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { connectDirectly, renderFoyer, type RenderedFoyer } from '../../test/renderFoyer.js'

// A real HTTP server on loopback answering like @foyer/server's convert routes: the first devnet swaps ETH, FUSD and
// FOY (1 ETH = 2,000 FUSD; FOY has no pool), the second is outside the server's swap chains. The test adapter plays
// the wallet (eth_sendTransaction) and the chain (pending, then confirmed).
const CHAIN = foyerDevnet.caipNetworkId
const ETH = `${CHAIN}:${NATIVE_TOKEN_ADDRESS}`
const FUSD = `${CHAIN}:0x5FbDB2315678afecb367f032d93F642f64180aa3`
const FOY = `${CHAIN}:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512`
const ROUTER = `${CHAIN}:0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0`
// The modal lives in a shadow root, which the library's error printer cannot print: name the query instead.
configure({ getElementError: (message) => new Error(message ?? 'element not found') })
let allowance = '0'
/** Milliseconds from now at which the quotes given expire. */
let quoteLifetime = 30_000
const asked: string[] = []
let apiUrl = ''
let server: http.Server

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', apiUrl)
    asked.push(url.pathname)
    const reply = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
      res.end(JSON.stringify(json))
    }
    const q = (name: string) => url.searchParams.get(name) ?? ''
    req.resume()
    req.on('end', () => {
      if (url.pathname === '/v1/supported-chains') return reply(200, { http: [CHAIN], ws: [] })
      if (url.pathname.endsWith('/balance'))
        return reply(200, {
          balances: [
            { name: 'Ether', symbol: 'ETH', chainId: CHAIN, quantity: { decimals: '18', numeric: '10' } },
            {
              name: 'Foyer USD',
              symbol: 'FUSD',
              chainId: CHAIN,
              address: FUSD,
              quantity: { decimals: '6', numeric: '5000' },
            },
          ],
        })
      if (url.pathname === '/v1/convert/tokens')
        return q('chainId') === CHAIN
          ? reply(200, {
              tokens: [
                { name: 'Ether', symbol: 'ETH', address: ETH, decimals: 18 },
                { name: 'Foyer USD', symbol: 'FUSD', address: FUSD, decimals: 6 },
                { name: 'Foyer Token', symbol: 'FOY', address: FOY, decimals: 18 },
              ],
            })
          : reply(400, { error: ErrorText.SWAPS_NETWORK_UNSUPPORTED, field: 'chainId' })
      if (url.pathname === '/v1/convert/quotes') {
        if (q('to') === FOY || q('from') === FOY) return reply(200, { quotes: [] })
        const amount = BigInt(q('amount'))
        const toAmount = q('from') === ETH ? (amount * 2000n) / 10n ** 12n : (amount * 10n ** 12n) / 2000n
        return reply(200, {
          quotes: [
            {
              fromAccount: q('from'),
              fromAmount: q('amount'),
              toAccount: q('to'),
              toAmount: toAmount.toString(),
              priceImpact: 0.25,
              feeAmount: ((amount * 3n) / 1000n).toString(),
              expiresAt: Date.now() + quoteLifetime,
            },
          ],
        })
      }
      if (url.pathname === '/v1/convert/allowance') return reply(200, { allowance })
      if (url.pathname === '/v1/convert/build-approve')
        return reply(200, { tx: { from: CHAIN, to: FUSD, data: '0x095ea7b3', amount: '0' } })
      if (url.pathname === '/v1/convert/build-transaction')
        return reply(200, { tx: { from: CHAIN, to: ROUTER, data: '0x7ff36ab5', amount: '0' } })
      reply(404, { error: 'not found' })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
afterEach(() => {
  cleanup()
  asked.length = 0
  allowance = '0'
  quoteLifetime = 30_000
})

/** The wallet's eth_sendTransaction calls, answered with a hash each. */
function wallet(rendered: RenderedFoyer) {
  const sent: { to: string; data: string }[] = []
  rendered.adapter.request = async ({ method, params }: { method: string; params?: unknown }) => {
    if (method !== 'eth_sendTransaction') return null
    sent.push((params as { to: string; data: string }[])[0]!)
    return `0x${String(sent.length).padStart(64, '0')}`
  }
  return sent
}

async function openSwap(chainId = 31337) {
  const rendered = await renderFoyer({ apiUrl })
  rendered.adapter.nextConnect = async () => ({ address: '0x1111222233334444555566667777888899990000', chainId })
  const sent = wallet(rendered)
  await connectDirectly(rendered.client)
  act(() => rendered.client.open())
  await rendered.modal().findByRole('button', { name: 'Disconnect' })
  return { ...rendered, sent }
}

async function toSwapForm(rendered: RenderedFoyer) {
  const row = rendered.modal().getByRole('group', { name: 'Wallet actions' })
  fireEvent.click(await within(row).findByRole('button', { name: 'Swap' }))
  await rendered.modal().findByLabelText('You pay')
}

const typeAmount = (rendered: RenderedFoyer, value: string) =>
  fireEvent.change(rendered.modal().getByLabelText('Amount to pay'), { target: { value } })
const choose = (rendered: RenderedFoyer, label: string, address: string) =>
  fireEvent.change(rendered.modal().getByLabelText(label), { target: { value: address } })
const swapButton = (rendered: RenderedFoyer) =>
  rendered.modal().getByRole('button', { name: /swap$|Swap|Insufficient|Enter|Getting|No route|decimals/ })

describe('Swap view', () => {
  it('is offered before Receive and Send on a chain the server swaps on, and quotes as the person types', async () => {
    const rendered = await openSwap()
    const row = rendered.modal().getByRole('group', { name: 'Wallet actions' })
    // Spec order: onramp (Buy, when the app offers it), swaps, receive, send.
    await waitFor(() => {
      const names = within(row)
        .getAllByRole('button')
        .map((b) => b.textContent)
      expect(names.slice(names.indexOf('Swap'))).toEqual(['Swap', 'Receive', 'Send'])
      expect(names.slice(0, names.indexOf('Swap')).every((name) => name === 'Buy')).toBe(true)
    })
    await toSwapForm(rendered)
    const { modal } = rendered
    expect((modal().getByLabelText('You pay') as HTMLSelectElement).value).toBe(ETH)
    expect((modal().getByLabelText('You receive') as HTMLSelectElement).value).toBe(FUSD)
    expect(modal().getByText('Balance: 10 ETH')).toBeTruthy()
    typeAmount(rendered, '1.5')
    const quote = modal().getByRole('region', { name: 'Quote' })
    expect(quote.getAttribute('aria-live')).toBe('polite')
    await waitFor(() => expect(within(quote).getByTestId('foyer-swap-estimate').textContent).toBe('3,000 FUSD'))
    expect(quote.textContent).toContain('1 ETH = 2,000 FUSD')
    expect(quote.textContent).toContain('0.25 %')
    expect(quote.textContent).toContain('0.0045 ETH')
    // Spec §9: 1 % slippage by default.
    expect(within(quote).getByTestId('foyer-swap-minimum').textContent).toBe('2,970 FUSD')
    fireEvent.click(modal().getByRole('radio', { name: '3 %' }))
    expect(within(quote).getByTestId('foyer-swap-minimum').textContent).toBe('2,910 FUSD')
    fireEvent.click(modal().getByRole('radio', { name: 'Custom' }))
    fireEvent.change(modal().getByLabelText('Custom slippage, percent'), { target: { value: '60' } })
    expect(swapButton(rendered).textContent).toBe('Enter a slippage above 0 and up to 50 %')
    fireEvent.change(modal().getByLabelText('Custom slippage, percent'), { target: { value: '2' } })
    expect(swapButton(rendered).textContent).toBe('Swap')
    expect(within(quote).getByTestId('foyer-swap-minimum').textContent).toBe('2,940 FUSD')
    expect((swapButton(rendered) as HTMLButtonElement).disabled).toBe(false)
  })

  it('disables the button with the reason: too many decimals, more than the balance, no route', async () => {
    const rendered = await openSwap()
    await toSwapForm(rendered)
    const { modal } = rendered
    choose(rendered, 'You pay', FUSD)
    choose(rendered, 'You receive', ETH)
    typeAmount(rendered, '1.1234567')
    expect(swapButton(rendered).textContent).toBe('FUSD has at most 6 decimals')
    expect((swapButton(rendered) as HTMLButtonElement).disabled).toBe(true)
    await waitFor(() => expect(modal().getByText('Balance: 5,000 FUSD')).toBeTruthy())
    typeAmount(rendered, '5000.5')
    await waitFor(() => expect(swapButton(rendered).textContent).toBe('Insufficient FUSD balance'))
    expect(modal().getByLabelText('Amount to pay').getAttribute('aria-invalid')).toBe('true')
    typeAmount(rendered, '10')
    choose(rendered, 'You receive', FOY)
    expect((await modal().findByRole('alert')).textContent).toBe('No route for this swap. Try another token or amount.')
    expect((swapButton(rendered) as HTMLButtonElement).disabled).toBe(true)
    expect(rendered.sent).toEqual([])
  })

  it('approves a token whose allowance is short, then swaps, follows both and refreshes the Tokens data', async () => {
    const rendered = await openSwap()
    await toSwapForm(rendered)
    const { modal } = rendered
    choose(rendered, 'You pay', FUSD)
    choose(rendered, 'You receive', ETH)
    typeAmount(rendered, '2000')
    const button = await modal().findByRole('button', { name: 'Approve FUSD and swap' })
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false))
    const balanceAsks = asked.filter((p) => p.endsWith('/balance')).length
    rendered.adapter.statuses = ['pending', 'confirmed']
    fireEvent.click(button)
    expect(await modal().findByText(/Approving FUSD|Allow the swap to use your FUSD/)).toBeTruthy()
    await waitFor(() => expect(modal().getByRole('heading', { name: 'Swap complete' })).toBeTruthy(), {
      timeout: 8000,
    })
    expect(modal().getByText('2000 FUSD swapped for ETH.')).toBeTruthy()
    expect(rendered.sent.map((tx) => tx.to)).toEqual([
      '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
    ])
    fireEvent.click(modal().getByRole('button', { name: 'Done' }))
    await modal().findByRole('button', { name: 'Disconnect' })
    await waitFor(() => expect(asked.filter((p) => p.endsWith('/balance')).length).toBeGreaterThan(balanceAsks))
  }, 15_000)

  it('says the person rejected the request, sends nothing more, and keeps the form usable', async () => {
    const rendered = await openSwap()
    rendered.adapter.request = async () =>
      Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    await toSwapForm(rendered)
    const { modal } = rendered
    typeAmount(rendered, '1')
    const button = await modal().findByRole('button', { name: 'Swap' })
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false))
    fireEvent.click(button)
    expect((await modal().findByRole('alert')).textContent).toBe(
      'You rejected the request in your wallet. Nothing was sent.',
    )
    expect((modal().getByLabelText('Amount to pay') as HTMLInputElement).value).toBe('1')
    await waitFor(() =>
      expect((modal().getByRole('button', { name: 'Swap' }) as HTMLButtonElement).disabled).toBe(false),
    )
  })

  it('re-asks an expired quote instead of swapping, and swaps once the person confirms the new amounts', async () => {
    quoteLifetime = -1
    const rendered = await openSwap()
    await toSwapForm(rendered)
    const { modal } = rendered
    typeAmount(rendered, '1')
    const button = await modal().findByRole('button', { name: 'Swap' })
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false))
    const quotesBefore = asked.filter((p) => p === '/v1/convert/quotes').length
    fireEvent.click(button)
    expect(
      await modal().findByText('The quote expired and was updated. Check the new amounts, then swap.'),
    ).toBeTruthy()
    await waitFor(() => expect(asked.filter((p) => p === '/v1/convert/quotes').length).toBeGreaterThan(quotesBefore))
    expect(rendered.sent).toEqual([])
    quoteLifetime = 30_000
    // The view keeps re-asking an expired quote by itself (at most each second) until a fresh one arrives.
    await waitFor(
      () => {
        fireEvent.click(modal().getByRole('button', { name: 'Swap' }))
        expect(modal().queryByText('Confirm the swap in your wallet')).not.toBeNull()
      },
      { timeout: 4000, interval: 300 },
    )
  })

  it("shows 'Network not supported for Swaps' off the server's swap chains, and no Swap in the features row", async () => {
    const rendered = await openSwap(Number(foyerDevnet2.id))
    const { modal, client } = rendered
    await waitFor(() => expect(asked).toContain('/v1/convert/tokens'))
    const row = modal().getByRole('group', { name: 'Wallet actions' })
    expect(within(row).queryByRole('button', { name: 'Swap' })).toBeNull()
    act(() => client.router.push('Swap'))
    await waitFor(() => expect(modal().getByRole('alert').textContent).toBe(ErrorText.SWAPS_NETWORK_UNSUPPORTED))
    expect(modal().queryByLabelText('Amount to pay')).toBeNull()
  })
})
