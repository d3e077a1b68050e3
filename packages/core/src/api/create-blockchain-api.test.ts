import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { QueryClient } from '@tanstack/query-core'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createBlockchainApi } from './create-blockchain-api.js'
import type { HistoryItem } from './types.js'

// A real HTTP server on loopback answering like @foyer/server; each test sets what it answers.
type Handler = (url: URL, body: string) => { status?: number; json?: unknown }
let handler: Handler = () => ({ status: 404 })
const requests: { method: string; url: URL; body: string }[] = []
let server: http.Server
let baseUrl = ''

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', baseUrl)
      requests.push({ method: req.method ?? '', url, body })
      const answer = handler(url, body)
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' })
      res.end(JSON.stringify(answer.json ?? {}))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
afterEach(() => {
  requests.length = 0
  vi.useRealTimers()
})

const EVM = 'eip155:31337' as const
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const supported = { http: [EVM, 'solana:devnet'], ws: [] }

function api() {
  return createBlockchainApi({ baseUrl, projectId: 'foyer-dev', clientId: 'client-1' }, new QueryClient())
}
const paths = () => requests.map((r) => r.url.pathname)
const token = (symbol: string, decimals: string) => ({
  name: symbol,
  symbol,
  chainId: EVM,
  quantity: { decimals, numeric: '1' },
})
function route(routes: Record<string, Handler>): Handler {
  return (url, body) => {
    if (url.pathname === '/v1/supported-chains') return { json: supported }
    for (const [prefix, answer] of Object.entries(routes)) if (url.pathname.startsWith(prefix)) return answer(url, body)
    return { status: 404 }
  }
}

describe('createBlockchainApi', () => {
  it('sends st, sv, projectId and clientId with every request', async () => {
    handler = route({ '/v1/account/': () => ({ json: { balances: [] } }) })
    await api().getBalances({ address: ADDRESS, caipNetworkId: EVM })
    expect(requests).toHaveLength(2)
    for (const { url } of requests) {
      expect(url.searchParams.get('st')).toBe('foyer')
      expect(url.searchParams.get('sv')).toMatch(/^core-/)
      expect(url.searchParams.get('projectId')).toBe('foyer-dev')
      expect(url.searchParams.get('clientId')).toBe('client-1')
    }
    expect(requests[1]!.url.searchParams.get('chainId')).toBe(EVM)
    expect(requests[1]!.url.searchParams.get('currency')).toBe('usd')
  })

  it('filters out tokens whose decimals are "0" and caches the answer for 30 s unless forced', async () => {
    handler = route({ '/v1/account/': () => ({ json: { balances: [token('ETH', '18'), token('ZERO', '0')] } }) })
    const client = api()
    const first = await client.getBalances({ address: ADDRESS, caipNetworkId: EVM })
    expect(first.map((b) => b.symbol)).toEqual(['ETH'])
    await client.getBalances({ address: ADDRESS, caipNetworkId: EVM })
    expect(paths().filter((p) => p.endsWith('/balance'))).toHaveLength(1)
    await client.getBalances({ address: ADDRESS, caipNetworkId: EVM, forceUpdate: true })
    const balanceRequests = requests.filter((r) => r.url.pathname.endsWith('/balance'))
    expect(balanceRequests).toHaveLength(2)
    expect(balanceRequests[1]!.url.searchParams.get('forceUpdate')).toBe('true')
  })

  it('asks nothing about a chain the API does not serve, and answers the empty default', async () => {
    handler = route({ '/v1/account/': () => ({ json: { balances: [token('X', '18')] } }) })
    const client = api()
    // A namespace without the feature (spec §9): not even the supported-chains list is fetched.
    expect(
      await client.getBalances({ address: 'bc1qxyz', caipNetworkId: 'bip122:000000000019d6689c085ae165831e93' }),
    ).toEqual([])
    expect(requests).toHaveLength(0)
    // A namespace with the feature but a chain the server does not list.
    expect(await client.getBalances({ address: ADDRESS, caipNetworkId: 'eip155:1' })).toEqual([])
    expect(await client.getHistory({ account: ADDRESS, caipNetworkId: 'eip155:1' })).toEqual({ data: [] })
    expect(paths()).toEqual(['/v1/supported-chains'])
  })

  it("says 'Token Balance Unavailable' on failure and blocks retries for 30 s", async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    let status = 500
    handler = route({ '/v1/account/': () => ({ status, json: { balances: [token('ETH', '18')] } }) })
    const client = api()
    await expect(client.getBalances({ address: ADDRESS, caipNetworkId: EVM })).rejects.toThrow(
      'Token Balance Unavailable',
    )
    status = 200
    vi.setSystemTime(Date.now() + 29_000)
    await expect(client.getBalances({ address: ADDRESS, caipNetworkId: EVM })).rejects.toThrow(
      'Token Balance Unavailable',
    )
    expect(paths().filter((p) => p.endsWith('/balance'))).toHaveLength(1)
    vi.setSystemTime(Date.now() + 2_000)
    expect(await client.getBalances({ address: ADDRESS, caipNetworkId: EVM })).toHaveLength(1)
  })

  it("keeps the failure's HTTP status as the spec's message on the cause", async () => {
    handler = route({ '/v1/account/': () => ({ status: 503 }) })
    const error = await api()
      .getBalances({ address: ADDRESS, caipNetworkId: EVM })
      .catch((e: unknown) => e as Error)
    expect((error as Error).message).toBe('Token Balance Unavailable')
    expect(((error as Error).cause as Error).message).toBe('HTTP status code: 503')
  })

  it('pages history with the cursor, dropping all-spam transactions and other chains', async () => {
    const item = (id: string, chain: string, spam: boolean[]): HistoryItem => ({
      id,
      metadata: { minedAt: '2026-11-25T00:00:00Z', chain: chain as `${string}:${string}`, status: 'confirmed' },
      transfers: spam.map((is_spam) => ({
        direction: 'in' as const,
        quantity: { numeric: '1' },
        nft_info: { flags: { is_spam } },
      })),
    })
    handler = route({
      '/v1/account/': (url) =>
        url.searchParams.get('cursor') === 'page-2'
          ? { json: { data: [item('d', EVM, [])] } }
          : {
              json: {
                data: [item('a', EVM, [true]), item('b', EVM, [true, false]), item('c', 'eip155:1', [false])],
                next: 'page-2',
              },
            },
    })
    const client = api()
    const first = await client.getHistory({ account: ADDRESS, caipNetworkId: EVM })
    expect(first.data.map((i) => i.id)).toEqual(['b'])
    expect(first.next).toBe('page-2')
    const second = await client.getHistory({ account: ADDRESS, caipNetworkId: EVM, cursor: first.next })
    expect(second).toEqual({ data: [expect.objectContaining({ id: 'd' })] })
    expect(requests.at(-1)!.url.searchParams.get('cursor')).toBe('page-2')
  })

  it("says 'Failed to fetch transactions' when history fails", async () => {
    handler = route({ '/v1/account/': () => ({ status: 500 }) })
    await expect(api().getHistory({ account: ADDRESS, caipNetworkId: EVM })).rejects.toThrow(
      'Failed to fetch transactions',
    )
  })

  it('caches an identity for 5 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    handler = route({ '/v1/identity/': () => ({ json: { name: 'alice.reown.id', avatar: null } }) })
    const client = api()
    expect(await client.getIdentity({ address: ADDRESS })).toEqual({ name: 'alice.reown.id', avatar: null })
    await client.getIdentity({ address: ADDRESS.toLowerCase() })
    expect(paths().filter((p) => p.startsWith('/v1/identity/'))).toHaveLength(1)
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1)
    await client.getIdentity({ address: ADDRESS })
    expect(paths().filter((p) => p.startsWith('/v1/identity/'))).toHaveLength(2)
  })

  it('posts the price request with currency, addresses and projectId', async () => {
    handler = route({ '/v1/fungible/price': () => ({ json: { fungibles: [{ name: 'F', symbol: 'F', price: 1 }] } }) })
    const prices = await api().getTokenPrices({ addresses: [`${EVM}:${ADDRESS}`] })
    expect(prices).toEqual([{ name: 'F', symbol: 'F', price: 1 }])
    const post = requests.find((r) => r.method === 'POST')!
    expect(JSON.parse(post.body)).toEqual({ currency: 'usd', addresses: [`${EVM}:${ADDRESS}`], projectId: 'foyer-dev' })
  })
})
