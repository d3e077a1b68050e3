// @vitest-environment jsdom
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createFoyerClient } from '@foyer/core'
import { foyerDevnet } from '@foyer/devnet/chains'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { prefetchDirectoryWallets } from './prefetchDirectoryWallets.js'

// A loopback server paging 20 directory wallets like @foyer/server's v1/wallets.
let apiUrl = ''
let server: http.Server
const imageOf = (i: number) => `${apiUrl}/v1/wallets/w${i}/image`

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', apiUrl)
    if (url.pathname !== '/v1/wallets') return void res.writeHead(404).end()
    const data = Array.from({ length: Number(url.searchParams.get('entries') ?? 40) }, (_, i) => ({
      id: `w${i}`,
      name: `Wallet ${i}`,
      rdns: null,
      imageUrl: imageOf(i),
    })).slice(0, 20)
    res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
    res.end(JSON.stringify({ count: 20, data }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
afterEach(() => vi.unstubAllGlobals())

describe('prefetchDirectoryWallets', () => {
  it('fetches the first page, then the icons of the wallets the Connect view can list, once each', async () => {
    const requested: string[] = []
    vi.stubGlobal(
      'Image',
      class {
        decoding = ''
        set src(url: string) {
          requested.push(url)
        }
      },
    )
    const client = createFoyerClient({ networks: [foyerDevnet], apiUrl, projectId: 'p', storage: null })
    prefetchDirectoryWallets(client)
    await vi.waitFor(() => expect(requested).toHaveLength(8), { timeout: 10_000 })
    expect(requested).toEqual(Array.from({ length: 8 }, (_, i) => imageOf(i)))
    // Shown again: the page is cached and the icons are held; nothing is asked twice.
    prefetchDirectoryWallets(client)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(requested).toHaveLength(8)
  })
})
