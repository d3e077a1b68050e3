import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { QueryClient } from '@tanstack/query-core'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { BlockchainApiHttpError } from './api-request.js'
import { createBlockchainApi } from './create-blockchain-api.js'
import type { DirectoryWallet } from './wallets.js'

// A real HTTP server on loopback answering v1/wallets as @foyer/server does: it filters a small list by search and
// pages it, so the client's parameters have to reach it to change the answer.
const WALLETS: DirectoryWallet[] = ['Alpha Wallet', 'Beta', 'Alphabet', 'Gamma'].map((name, i) => ({
  id: name.toLowerCase().replace(/ /g, '-'),
  name,
  rdns: null,
  chains: ['eip155'],
  imageUrl: `http://127.0.0.1/v1/wallets/${i}/image`,
  homepage: null,
  mobile: null,
  desktop: null,
  webapp: null,
  appStore: null,
  playStore: null,
  chromeStore: null,
  firefoxStore: null,
  injected: [],
  walletConnect: null,
}))
let status = 200
const requests: URL[] = []
let server: http.Server
let baseUrl = ''

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', baseUrl)
    requests.push(url)
    if (url.pathname !== '/v1/wallets' || status !== 200) {
      res.writeHead(url.pathname === '/v1/wallets' ? status : 404, { 'content-type': 'application/json' })
      return res.end(JSON.stringify({ error: 'no' }))
    }
    const search = (url.searchParams.get('search') ?? '').toLowerCase()
    const entries = Number(url.searchParams.get('entries') ?? 40)
    const page = Number(url.searchParams.get('page') ?? 1)
    const found = WALLETS.filter((w) => w.name.toLowerCase().includes(search))
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ count: found.length, data: found.slice((page - 1) * entries, page * entries) }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
afterEach(() => {
  requests.length = 0
  status = 200
  vi.useRealTimers()
})

const api = () => createBlockchainApi({ baseUrl, projectId: 'foyer-dev', clientId: 'client-1' }, new QueryClient())

describe('getWallets', () => {
  it('asks v1/wallets with the filters and the client parameters, and returns the page', async () => {
    const page = await api().getWallets({
      page: 2,
      entries: 1,
      search: ' alpha ',
      include: ['b', 'a'],
      exclude: ['x'],
      chains: ['solana', 'eip155'],
      platform: 'mobile',
    })
    expect(page).toEqual({ count: 2, data: [WALLETS[2]] })
    const [url] = requests
    expect(url!.pathname).toBe('/v1/wallets')
    expect(Object.fromEntries(url!.searchParams)).toEqual({
      page: '2',
      entries: '1',
      search: 'alpha',
      include: 'a,b',
      exclude: 'x',
      chains: 'eip155,solana',
      platform: 'mobile',
      st: 'foyer',
      sv: expect.stringMatching(/^core-/),
      projectId: 'foyer-dev',
      clientId: 'client-1',
    })
  })

  it('keeps each answer 5 minutes: the same question again (lists in any order) makes no request', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const client = api()
    const first = await client.getWallets({ search: 'a', chains: ['eip155', 'solana'] })
    expect(first.count).toBe(4)
    await client.getWallets({ search: 'a ', chains: ['solana', 'eip155'] })
    expect(requests).toHaveLength(1)
    expect((await client.getWallets({ search: 'gam' })).data.map((w) => w.name)).toEqual(['Gamma'])
    expect(requests).toHaveLength(2)
    vi.advanceTimersByTime(4 * 60_000)
    await client.getWallets({ search: 'a', chains: ['eip155', 'solana'] })
    expect(requests).toHaveLength(2)
    vi.advanceTimersByTime(60_000 + 1)
    await client.getWallets({ search: 'a', chains: ['eip155', 'solana'] })
    expect(requests).toHaveLength(3)
  })

  it('throws the HTTP status and keeps no failed answer', async () => {
    const client = api()
    status = 400
    await expect(client.getWallets({ page: 1 })).rejects.toEqual(new BlockchainApiHttpError(400))
    status = 200
    expect((await client.getWallets({ page: 1 })).count).toBe(4)
    expect(requests).toHaveLength(2)
  })
})
