// @vitest-environment jsdom
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { foyerDevnet } from '@foyer/devnet/chains'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { AccountButton } from '../components/AccountButton.js'
import { connectDirectly, renderFoyer } from '../test/renderFoyer.js'

// A real HTTP server on loopback answering like @foyer/server, counting the balance and swap-token requests it gets.
const CHAIN = foyerDevnet.caipNetworkId
let apiUrl = ''
let server: http.Server
let balanceRequests = 0
let swapTokenRequests = 0
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', apiUrl)
    const reply = (json: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
      res.end(JSON.stringify(json))
    }
    if (url.pathname === '/v1/supported-chains') return reply({ http: [CHAIN], ws: [] })
    if (url.pathname.endsWith('/balance')) {
      balanceRequests++
      return reply({
        balances: [{ name: 'Ether', symbol: 'ETH', chainId: CHAIN, quantity: { decimals: '18', numeric: '2' } }],
      })
    }
    if (url.pathname.startsWith('/v1/identity/')) return reply({ name: null, avatar: null })
    if (url.pathname === '/v1/convert/tokens') {
      swapTokenRequests++
      return reply({
        tokens: [
          {
            name: 'Ether',
            symbol: 'ETH',
            address: `${CHAIN}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`,
            decimals: 18,
          },
          {
            name: 'Foyer Dollar',
            symbol: 'FDOL',
            address: `${CHAIN}:0x5fbdb2315678afecb367f032d93f642f64180aa3`,
            decimals: 6,
          },
        ],
      })
    }
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  balanceRequests = 0
  swapTokenRequests = 0
})
afterEach(cleanup)

describe('the account button warms the Account view’s token list', () => {
  it('asks for it once the account is there, so opening the Account view shows the tokens without a wait', async () => {
    const { client, modal } = await renderFoyer({ apiUrl, children: <AccountButton /> })
    await connectDirectly(client)
    await waitFor(() => expect(balanceRequests).toBe(1), { timeout: 10_000 })
    // Hovering again while the answer is fresh asks nothing more.
    fireEvent.pointerEnter(screen.getByRole('button', { name: /^Open account/ }))
    act(() => client.open({ view: 'Account' }))
    const tokens = await modal().findByRole('list', { name: 'Tokens' }, { timeout: 10_000 })
    await waitFor(() => expect(tokens.textContent).toContain('Ether'))
    expect(balanceRequests).toBe(1)
  })

  it('asks for the swap tokens too, so the Account view opens with its Swap button instead of adding it later', async () => {
    const { client, modal } = await renderFoyer({ apiUrl, children: <AccountButton /> })
    await connectDirectly(client)
    await waitFor(() => expect(swapTokenRequests).toBe(1), { timeout: 10_000 })
    act(() => client.open({ view: 'Account' }))
    await modal().findByRole('list', { name: 'Tokens' }, { timeout: 10_000 })
    // In the view's first render with content, not after a request of its own.
    expect(modal().getByRole('group', { name: 'Wallet actions' }).textContent).toContain('Swap')
    expect(swapTokenRequests).toBe(1)
  })

  it('leaves the swap tokens alone when the app turned swaps off', async () => {
    const { client } = await renderFoyer({ apiUrl, features: { swaps: false }, children: <AccountButton /> })
    await connectDirectly(client)
    await waitFor(() => expect(balanceRequests).toBe(1), { timeout: 10_000 })
    fireEvent.pointerEnter(screen.getByRole('button', { name: /^Open account/ }))
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(swapTokenRequests).toBe(0)
  })

  it('asks nothing without the app’s blockchain API', async () => {
    const { client } = await renderFoyer({ children: <AccountButton /> })
    await connectDirectly(client)
    fireEvent.pointerEnter(await screen.findByRole('button', { name: /^Open account/ }))
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(balanceRequests).toBe(0)
    expect(swapTokenRequests).toBe(0)
  })
})
