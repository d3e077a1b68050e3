// @vitest-environment jsdom
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { act, cleanup, fireEvent, waitFor, within } from '@testing-library/react'
import { bitcoinTestnet } from '@foyer/core'
import { foyerDevnet } from '@foyer/devnet/chains'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { connectDirectly, renderFoyer } from '../../test/renderFoyer.js'
import { TEST_ADDRESS, createTestChainAdapter, testWallet } from '../../test/testChainAdapter.js'

// A real HTTP server on loopback answering like @foyer/server; `failHistory` makes the history route answer 500.
const CHAIN = foyerDevnet.caipNetworkId
let failHistory = false
const BOB = '0x2222222222222222222222222222222222222222'
const NAMELESS = '0x3333333333333333333333333333333333333333'
let apiUrl = ''
let server: http.Server
const day = (daysAgo: number, hour: number) => {
  const d = new Date()
  d.setDate(d.getDate() - daysAgo)
  d.setHours(hour, 0, 0, 0)
  return d.toISOString()
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', apiUrl)
    const reply = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
      res.end(JSON.stringify(json))
    }
    if (url.pathname === '/v1/supported-chains') return reply(200, { http: [CHAIN], ws: [] })
    if (url.pathname.endsWith('/balance'))
      return reply(200, {
        balances: [
          {
            name: 'Foyer USD',
            symbol: 'FUSD',
            chainId: CHAIN,
            value: 10000,
            price: 1,
            quantity: { decimals: '6', numeric: '10000' },
          },
          {
            name: 'Ether',
            symbol: 'ETH',
            chainId: CHAIN,
            value: 30000,
            price: 3000,
            quantity: { decimals: '18', numeric: '10' },
          },
          { name: 'Points', symbol: 'PTS', chainId: CHAIN, value: 1, quantity: { decimals: '0', numeric: '3' } },
        ],
      })
    if (url.pathname.endsWith('/history')) {
      if (failHistory) return reply(500, { error: 'down' })
      const cursor = url.searchParams.get('cursor')
      // In from bob (a name), out to 0x3333… (none).
      const item = (id: string, minedAt: string, direction: 'in' | 'out', amount: string) => ({
        id,
        metadata: {
          minedAt,
          chain: CHAIN,
          status: id === '0xmid' ? 'failed' : 'confirmed',
          sentFrom: direction === 'in' ? BOB : TEST_ADDRESS,
          sentTo: direction === 'in' ? TEST_ADDRESS : NAMELESS,
        },
        transfers: [{ direction, quantity: { numeric: amount }, fungible_info: { symbol: 'FUSD' } }],
      })
      return cursor === 'p2'
        ? reply(200, { data: [item('0xold', day(3, 9), 'in', '5')] })
        : reply(200, {
            data: [item('0xnew', day(0, 1), 'in', '12.5'), item('0xmid', day(1, 10), 'out', '2')],
            next: 'p2',
          })
    }
    if (url.pathname.endsWith('/nfts'))
      return reply(200, {
        data: [
          {
            chainId: CHAIN,
            contract: '0x5555555555555555555555555555555555555555',
            tokenId: '7',
            name: 'Foyer Pass #7',
            collection: 'Foyer Pass',
            imageUrl: 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E',
            isSpam: false,
          },
          {
            chainId: CHAIN,
            contract: '0x6666666666666666666666666666666666666666',
            tokenId: '1',
            name: 'Claim your prize',
            collection: 'Free Airdrop',
            imageUrl: 'https://example.invalid/x.png',
            isSpam: true,
          },
          {
            chainId: CHAIN,
            contract: '0x7777777777777777777777777777777777777777',
            tokenId: '2',
            name: 'Remote art',
            collection: 'Elsewhere',
            imageUrl: 'https://example.invalid/y.png',
            isSpam: false,
          },
        ],
      })
    if (url.pathname.startsWith('/v1/identity/')) {
      const who = decodeURIComponent(url.pathname.split('/').pop() ?? '').toLowerCase()
      const name = who === TEST_ADDRESS.toLowerCase() ? 'alice.foyer.eth' : who === BOB ? 'bob.foyer.eth' : null
      return reply(200, { name, avatar: null })
    }
    reply(404, { error: 'not found' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
afterEach(() => {
  cleanup()
  failHistory = false
})

async function openAccount() {
  const rendered = await renderFoyer({ apiUrl })
  await connectDirectly(rendered.client)
  act(() => rendered.client.open())
  // The first open of the file loads the lazy views: a loaded machine needs more than findBy's default second.
  await rendered.modal().findByRole('button', { name: 'Disconnect' }, { timeout: 10_000 })
  return rendered
}

describe('Account view with the blockchain API', () => {
  it('shows the name, the total value, and the tokens most valuable first without the decimals-0 token', async () => {
    const { modal } = await openAccount()
    expect(await modal().findByText('alice.foyer.eth', {}, { timeout: 10_000 })).toBeTruthy()
    // The button outside the modal names the account too.
    expect(document.querySelector('[data-foyer-button]')?.textContent).toContain('alice.foyer.eth')
    await waitFor(() => expect(modal().getByRole('group', { name: 'Total value' }).textContent).toBe('$40,000.00'))
    const tokens = await modal().findByRole('list', { name: 'Tokens' }, { timeout: 10_000 })
    const rows = within(tokens)
      .getAllByRole('listitem')
      .map((li) => li.textContent)
    expect(rows).toEqual(['Ether10 ETH$30,000.00', 'Foyer USD10,000 FUSD$10,000.00'])
    expect(modal().queryByText(/PTS/)).toBeNull()
  })

  it('offers the built features in the spec order (buy, receive, send), no swap on a chain swaps do not serve', async () => {
    const { modal } = await openAccount()
    const row = modal().getByRole('group', { name: 'Wallet actions' })
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Buy', 'Receive', 'Send'])
  })

  it('lists Activity by day, newest first, loads the next page, and remembers the tab', async () => {
    const { modal, client } = await openAccount()
    fireEvent.click(modal().getByRole('tab', { name: 'Activity' }))
    expect(client.stores.accounts.getState().eip155?.currentTab).toBe(2)
    const today = await modal().findByRole('region', { name: 'Today' })
    expect(today.textContent).toContain('Received')
    expect(today.textContent).toContain('+12.5 FUSD')
    expect(modal().getByRole('region', { name: 'Yesterday' }).textContent).toContain('−2 FUSD')
    // Each row: direction, amount, the counterparty by name when it has one (else the short address), status, time.
    await waitFor(() => expect(today.textContent).toContain('From bob.foyer.eth'))
    expect(today.textContent).toMatch(/Confirmed/)
    expect(today.textContent).toMatch(/\d{1,2}:\d{2} [AP]M/)
    const yesterday = modal().getByRole('region', { name: 'Yesterday' }).textContent ?? ''
    expect(yesterday).toContain('Sent')
    expect(yesterday).toContain('To 0x3333…3333')
    expect(yesterday).toContain('Failed')
    fireEvent.click(modal().getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(modal().getAllByRole('region')).toHaveLength(3))
    expect(modal().queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('says "Failed to fetch transactions" when the server fails, and recovers on Try again', async () => {
    failHistory = true
    const { modal } = await openAccount()
    fireEvent.click(modal().getByRole('tab', { name: 'Activity' }))
    expect((await modal().findByRole('alert')).textContent).toBe('Failed to fetch transactions')
    failHistory = false
    fireEvent.click(modal().getByRole('button', { name: 'Try again' }))
    expect(await modal().findByRole('region', { name: 'Today' })).toBeTruthy()
  })

  it('moves between tabs with the arrow keys and End', async () => {
    const { modal } = await openAccount()
    const tokensTab = modal().getByRole('tab', { name: 'Tokens' })
    expect(
      modal()
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Tokens', 'NFTs', 'Activity'])
    fireEvent.keyDown(tokensTab, { key: 'ArrowRight' })
    await waitFor(() => expect(modal().getByRole('tab', { name: 'NFTs' }).getAttribute('aria-selected')).toBe('true'))
    fireEvent.keyDown(modal().getByRole('tab', { name: 'NFTs' }), { key: 'End' })
    await waitFor(() =>
      expect(modal().getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe('true'),
    )
  })

  it('shows the NFTs held without spam, draws only images carried in the token, and opens one with its details', async () => {
    const { modal, client, shadowRoot } = await openAccount()
    fireEvent.click(modal().getByRole('tab', { name: 'NFTs' }))
    expect(client.stores.accounts.getState().eip155?.currentTab).toBe(1)
    const grid = await modal().findByRole('list', { name: 'NFTs' })
    expect(
      within(grid)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Foyer Pass #7Foyer Pass', 'Remote artElsewhere'])
    // No image from a host off this machine: the remote one is a monogram tile.
    const images = [...shadowRoot().querySelectorAll('.foyer-nft-grid img')].map((img) => img.getAttribute('src'))
    expect(images).toHaveLength(1)
    expect(images[0]).toMatch(/^data:image\/svg/)
    fireEvent.click(within(grid).getByRole('button', { name: /Foyer Pass #7/ }))
    expect(await modal().findByText('0x5555555555555555555555555555555555555555')).toBeTruthy()
    fireEvent.click(modal().getByRole('button', { name: 'All NFTs' }))
    expect(await modal().findByRole('list', { name: 'NFTs' })).toBeTruthy()
  })

  it('keeps the tabs on a namespace the API does not serve (bip122), each saying so, and asks the API nothing for it', async () => {
    const asked: string[] = []
    server.on('request', (req: http.IncomingMessage) => asked.push(req.url ?? ''))
    const adapter = createTestChainAdapter([testWallet('org.test.btc', 'BTC Wallet', { chains: ['bip122'] })], {
      namespace: 'bip122',
    })
    const btcAddress = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'
    adapter.nextConnect = async () => ({ address: btcAddress, chainId: bitcoinTestnet.id })
    adapter.nextBalance = async () => ({ value: '150000000', decimals: 8, symbol: 'BTC', formatted: '1.5' })
    const rendered = await renderFoyer({ apiUrl, adapter, networks: [bitcoinTestnet] })
    await connectDirectly(rendered.client, 'org.test.btc')
    act(() => rendered.client.open())
    const modal = rendered.modal
    await modal().findByRole('button', { name: 'Disconnect' })
    expect((await modal().findByRole('tabpanel')).textContent).toBe('Token Balance Unavailable')
    fireEvent.click(modal().getByRole('tab', { name: 'NFTs' }))
    expect(modal().getByRole('tabpanel').textContent).toBe('NFTs are not available on this network.')
    fireEvent.click(modal().getByRole('tab', { name: 'Activity' }))
    expect(modal().getByRole('tabpanel').textContent).toBe('Activity is not available on this network.')
    expect(asked.filter((url) => url.includes(encodeURIComponent(btcAddress)) || url.includes(btcAddress))).toEqual([])
    server.removeAllListeners('request')
  })
})
