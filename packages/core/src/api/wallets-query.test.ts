import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { InfiniteQueryObserver } from '@tanstack/query-core'
import { foyerDevnet } from '@foyer/devnet/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFoyerClient } from '../create-foyer-client.js'
import { NoBlockchainApiError } from '../query/account-data.js'
import { walletsInfiniteQueryOptions } from './wallets-query.js'

// A real HTTP server on loopback paging 95 wallets like @foyer/server's v1/wallets (search over names).
const NAMES = Array.from({ length: 95 }, (_, i) => `Wallet ${String(i + 1).padStart(3, '0')}`)
const pagesAsked: string[] = []
let apiUrl = ''
let server: http.Server

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', apiUrl)
    const search = (url.searchParams.get('search') ?? '').toLowerCase()
    const entries = Number(url.searchParams.get('entries') ?? 40)
    const page = Number(url.searchParams.get('page') ?? 1)
    pagesAsked.push(`${search}#${page}`)
    const found = NAMES.filter((n) => n.toLowerCase().includes(search))
    const data = found.slice((page - 1) * entries, page * entries).map((name) => ({ id: name, name }))
    res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
    res.end(JSON.stringify({ count: found.length, data }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('walletsInfiniteQueryOptions', () => {
  it('pages through the directory until the server’s count is reached, each page asked once', async () => {
    const client = createFoyerClient({ networks: [foyerDevnet], apiUrl, projectId: 'p', storage: null })
    const observer = new InfiniteQueryObserver(client.queryClient, walletsInfiniteQueryOptions(client, { entries: 40 }))
    await observer.refetch()
    await observer.fetchNextPage()
    const last = await observer.fetchNextPage()
    expect(last.data?.pages.map((p) => p.data.length)).toEqual([40, 40, 15])
    expect(last.hasNextPage).toBe(false)
    expect(pagesAsked).toEqual(['#1', '#2', '#3'])
  })

  it('tags each page with the search it answers', async () => {
    const client = createFoyerClient({ networks: [foyerDevnet], apiUrl, projectId: 'p', storage: null })
    const page = await client.queryClient.fetchInfiniteQuery(walletsInfiniteQueryOptions(client, { search: ' 09 ' }))
    expect(page.pages[0]).toMatchObject({ search: '09', count: 7 })
    expect(page.pages[0]!.data.map((w) => w.name)).toContain('Wallet 090')
  })

  it('fails clearly without apiUrl, asking nothing', async () => {
    const client = createFoyerClient({ networks: [foyerDevnet], storage: null })
    await expect(client.queryClient.fetchInfiniteQuery(walletsInfiniteQueryOptions(client, {}))).rejects.toBeInstanceOf(
      NoBlockchainApiError,
    )
  })
})
