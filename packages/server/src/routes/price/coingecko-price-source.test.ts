// The CoinGecko adapter against a loopback server answering with CoinGecko's response shapes (fixtures/README.md).
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UpstreamError } from '../../app/errors.js'
import { createCoinGeckoPriceSource } from './coingecko-price-source.js'

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8')
const USDC = '0xA0b86991c6218b36c1d19d4a2e9eB0cE3606eB48'
const USDT = '0xdAC17F958D2ee523a2206206994597C13D831ec7'

describe('CoinGecko price source', () => {
  let server: http.Server
  let baseUrl: string
  const seen: { url: string; key: string | undefined }[] = []
  let failWith: number | undefined
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      seen.push({ url: request.url!, key: request.headers['x-cg-pro-api-key'] as string | undefined })
      if (failWith) return response.writeHead(failWith).end('{"status":{"error_code":429}}')
      const { pathname } = new URL(request.url!, 'http://x')
      const body = pathname.startsWith('/api/v3/simple/token_price/ethereum')
        ? fixture('coingecko-token-price-ethereum.json')
        : pathname === '/api/v3/simple/price'
          ? fixture('coingecko-simple-price.json')
          : '{}'
      response.writeHead(200, { 'content-type': 'application/json' }).end(body)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v3`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const source = () =>
    createCoinGeckoPriceSource({
      apiKey: 'test-key',
      baseUrl,
      platforms: { 'eip155:1': 'ethereum' },
      nativeCoins: { 'eip155:1': 'ethereum' },
    })

  it('asks token_price per platform and simple/price for native coins, with the key, and maps the answers', async () => {
    seen.length = 0
    const prices = await source().getPrices(
      [
        `eip155:1:${USDC}`,
        `eip155:1:${USDT}`,
        'eip155:1:native',
        'eip155:10:0x0000000000000000000000000000000000000001',
      ],
      'usd',
    )
    expect(prices).toEqual(
      expect.arrayContaining([
        { id: `eip155:1:${USDC}`, name: '', symbol: '', price: 0.999812 },
        { id: `eip155:1:${USDT}`, name: '', symbol: '', price: 1.0003 },
        { id: 'eip155:1:native', name: '', symbol: '', price: 3012.47 },
      ]),
    )
    expect(prices).toHaveLength(3)
    const urls = seen.map((s) => decodeURIComponent(s.url)).sort()
    expect(urls).toEqual([
      '/api/v3/simple/price?ids=ethereum&vs_currencies=usd',
      `/api/v3/simple/token_price/ethereum?contract_addresses=${USDC.toLowerCase()},${USDT.toLowerCase()}&vs_currencies=usd`,
    ])
    expect(seen.every((s) => s.key === 'test-key')).toBe(true)
  })

  it('turns a provider error into an UpstreamError naming CoinGecko', async () => {
    failWith = 429
    try {
      await expect(source().getPrices([`eip155:1:${USDC}`], 'usd')).rejects.toThrow(UpstreamError)
      await expect(source().getPrices([`eip155:1:${USDC}`], 'usd')).rejects.toThrow(
        'Price provider CoinGecko failed: HTTP 429',
      )
    } finally {
      failWith = undefined
    }
  })
})
