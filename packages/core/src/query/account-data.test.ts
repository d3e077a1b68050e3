import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { InfiniteQueryObserver } from '@tanstack/query-core'
import { foyerDevnet } from '@foyer/devnet/chains'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createFoyerClient } from '../create-foyer-client.js'
import type { HistoryItem } from '../api/types.js'
import {
  historyInfiniteQueryOptions,
  identityQueryOptions,
  NoBlockchainApiError,
  nftsQueryOptions,
  portfolioQueryOptions,
} from './account-data.js'

// A real HTTP server on loopback answering like @foyer/server.
const CHAIN = foyerDevnet.caipNetworkId
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const seen: URL[] = []
let apiUrl = ''
let server: http.Server

const item = (n: number): HistoryItem => ({
  id: `tx${n}`,
  metadata: { minedAt: new Date(1_700_000_000_000 - n * 1000).toISOString(), chain: CHAIN, status: 'confirmed' },
  transfers: [{ direction: 'in', quantity: { numeric: String(n) } }],
})

// Each answer holds a new token, so a second request is visible in the result.
let nftsAnswered = 0
const nft = (tokenId: string, name: string) => ({
  chainId: CHAIN,
  contract: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  tokenId,
  name,
  collection: 'Foyer Pass',
  imageUrl: null,
})

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', apiUrl)
    seen.push(url)
    const reply = (json: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify(json))
    }
    if (url.pathname === '/v1/supported-chains') return reply({ http: [CHAIN], ws: [] })
    if (url.pathname.endsWith('/balance'))
      return reply({
        balances: [
          { name: 'Cheap', symbol: 'C', chainId: CHAIN, value: 1, quantity: { decimals: '6', numeric: '1' } },
          { name: 'Dear', symbol: 'D', chainId: CHAIN, value: 900, quantity: { decimals: '18', numeric: '3' } },
          { name: 'Points', symbol: 'P', chainId: CHAIN, value: 5, quantity: { decimals: '0', numeric: '7' } },
        ],
      })
    if (url.pathname.endsWith('/history')) {
      const cursor = url.searchParams.get('cursor')
      return reply(cursor === 'page2' ? { data: [item(3)] } : { data: [item(1), item(2)], next: 'page2' })
    }
    if (url.pathname.startsWith('/v1/identity/')) return reply({ name: 'bob.foyer.eth', avatar: null })
    if (url.pathname.endsWith('/nfts'))
      return reply({
        data: [
          { ...nft('9', 'Free Airdrop Voucher #9'), isSpam: true },
          { ...nft(String(nftsAnswered + 1), `Foyer Pass #${++nftsAnswered}`), isSpam: false },
        ],
      })
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
afterEach(() => {
  vi.useRealTimers()
})

const newClient = () => createFoyerClient({ networks: [foyerDevnet], apiUrl, projectId: 'p', storage: null })

describe('account data query options', () => {
  it('portfolio: most valuable first, the decimals-0 token left out', async () => {
    const client = newClient()
    const balances = await client.queryClient.fetchQuery(
      portfolioQueryOptions(client, { address: ADDRESS, caipNetworkId: CHAIN }),
    )
    expect(balances.map((b) => b.symbol)).toEqual(['D', 'C'])
  })

  it('history: pages follow the cursor until the API gives none', async () => {
    const client = newClient()
    const observer = new InfiniteQueryObserver(
      client.queryClient,
      historyInfiniteQueryOptions(client, { address: ADDRESS, caipNetworkId: CHAIN }),
    )
    const first = await observer.refetch()
    expect(first.data?.pages.flatMap((p) => p.data.map((i) => i.id))).toEqual(['tx1', 'tx2'])
    expect(observer.getCurrentResult().hasNextPage).toBe(true)
    const second = await observer.fetchNextPage()
    expect(second.data?.pages.flatMap((p) => p.data.map((i) => i.id))).toEqual(['tx1', 'tx2', 'tx3'])
    expect(second.hasNextPage).toBe(false)
    expect(
      seen
        .filter((u) => u.pathname.endsWith('/history'))
        .at(-1)
        ?.searchParams.get('cursor'),
    ).toBe('page2')
  })

  it('nfts: spam left out, kept 30 s like the portfolio, then asked again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const client = newClient()
    const options = () => nftsQueryOptions(client, { address: ADDRESS, caipNetworkId: CHAIN })
    const first = await client.queryClient.fetchQuery(options())
    expect(first.map((item) => item.name)).toEqual([`Foyer Pass #${nftsAnswered}`])
    vi.setSystemTime(Date.now() + 29_000)
    expect(await client.queryClient.fetchQuery(options())).toEqual(first)
    vi.setSystemTime(Date.now() + 2_000)
    const later = await client.queryClient.fetchQuery(options())
    expect(later.map((item) => item.name)).toEqual([`Foyer Pass #${nftsAnswered}`])
    expect(later).not.toEqual(first)
    const asked = seen.filter((url) => url.pathname.endsWith('/nfts'))
    expect(asked.map((url) => [url.pathname, url.searchParams.get('chainId')])).toEqual([
      [`/v1/account/${ADDRESS}/nfts`, CHAIN],
      [`/v1/account/${ADDRESS}/nfts`, CHAIN],
    ])
  })

  it('identity: cached, so a second view of the same address asks nothing', async () => {
    const client = newClient()
    const options = identityQueryOptions(client, { address: ADDRESS })
    await expect(client.queryClient.fetchQuery(options)).resolves.toEqual({ name: 'bob.foyer.eth', avatar: null })
    const asked = seen.length
    await client.queryClient.fetchQuery(identityQueryOptions(client, { address: ADDRESS.toLowerCase() }))
    expect(seen.length).toBe(asked)
  })

  it('fails clearly on a client without apiUrl', async () => {
    const client = createFoyerClient({ networks: [foyerDevnet], storage: null })
    await expect(
      client.queryClient.fetchQuery(portfolioQueryOptions(client, { address: ADDRESS, caipNetworkId: CHAIN })),
    ).rejects.toBeInstanceOf(NoBlockchainApiError)
  })
})
