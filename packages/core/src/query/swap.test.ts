import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { foyerDevnet } from '@foyer/devnet/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NATIVE_TOKEN_ADDRESS, type SwapQuote } from '../api/convert-types.js'
import { createFoyerClient } from '../create-foyer-client.js'
import { ErrorText } from '../errors.js'
import { createMemoryStorage } from '../storage.js'
import { NoBlockchainApiError } from './account-data.js'
import {
  NoSwapRouteError,
  swapAllowanceQueryOptions,
  swapQuoteExpiresAt,
  swapQuoteQueryOptions,
  swapTokensQueryOptions,
} from './swap.js'

// A real HTTP server on loopback: two quotes for ETH → FUSD (the second better), none for FOY, each answer expiring
// 300 ms after it is given and a little better than the last, so a re-asked quote is visible.
const CHAIN = foyerDevnet.caipNetworkId
const USER = `${CHAIN}:0x1111111111111111111111111111111111111111`
const ETH = `${CHAIN}:${NATIVE_TOKEN_ADDRESS}`
const FUSD = `${CHAIN}:0x5FbDB2315678afecb367f032d93F642f64180aa3`
const FOY = `${CHAIN}:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512`
let quotesGiven = 0
let apiUrl = ''
let server: http.Server

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', apiUrl)
    const reply = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(json))
    }
    if (url.pathname === '/v1/convert/tokens')
      return url.searchParams.get('chainId') === CHAIN
        ? reply(200, { tokens: [{ name: 'Ether', symbol: 'ETH', address: ETH, decimals: 18 }] })
        : reply(400, { error: ErrorText.SWAPS_NETWORK_UNSUPPORTED, field: 'chainId' })
    if (url.pathname === '/v1/convert/allowance') return reply(200, { allowance: '42' })
    if (url.pathname !== '/v1/convert/quotes') return reply(404, {})
    if (url.searchParams.get('to') === FOY) return reply(200, { quotes: [] })
    quotesGiven++
    const quote = (toAmount: string): SwapQuote => ({
      fromAccount: ETH,
      fromAmount: '1000',
      toAccount: FUSD,
      toAmount,
      expiresAt: Date.now() + 300,
    })
    reply(200, { quotes: [quote('100'), quote(String(200 + quotesGiven))] })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const client = (withApi = true) =>
  createFoyerClient({
    networks: [foyerDevnet],
    adapters: [],
    storage: createMemoryStorage(),
    ...(withApi ? { apiUrl, projectId: 'foyer-dev' } : {}),
  })

describe('swap query options', () => {
  it('lists the tokens, and fails with the spec text on a chain the server does not swap on', async () => {
    const c = client()
    await expect(c.queryClient.fetchQuery(swapTokensQueryOptions(c, { chainId: CHAIN }))).resolves.toHaveLength(1)
    await expect(c.queryClient.fetchQuery(swapTokensQueryOptions(c, { chainId: 'eip155:31338' }))).rejects.toThrow(
      ErrorText.SWAPS_NETWORK_UNSUPPORTED,
    )
  })

  it('picks the quote that buys the most, and fails with NoSwapRouteError when there is none', async () => {
    const c = client()
    const quote = await c.queryClient.fetchQuery(
      swapQuoteQueryOptions(c, { from: ETH, to: FUSD, userAddress: USER, amount: '1000' }),
    )
    expect(Number(quote.toAmount)).toBeGreaterThan(200)
    await expect(
      c.queryClient.fetchQuery(swapQuoteQueryOptions(c, { from: ETH, to: FOY, userAddress: USER, amount: '1000' })),
    ).rejects.toBeInstanceOf(NoSwapRouteError)
  })

  it('keeps a quote until it expires, then asks again; a watching view is told to re-ask at the expiry', async () => {
    const c = client()
    const options = swapQuoteQueryOptions(c, { from: ETH, to: FUSD, userAddress: USER, amount: '7' })
    const first = await c.queryClient.fetchQuery(options)
    await expect(c.queryClient.fetchQuery(options)).resolves.toEqual(first)
    const query = c.queryClient.getQueryCache().find({ queryKey: options.queryKey })!
    const interval = options.refetchInterval(query as never)
    // The 300 ms the server gave, floored at 1 s so an already-expired quote is not asked in a tight loop.
    expect(interval).toBe(1_000)
    await new Promise((resolve) => setTimeout(resolve, 350))
    const second = await c.queryClient.fetchQuery(options)
    expect(Number(second.toAmount)).toBeGreaterThan(Number(first.toAmount))
  })

  it('falls back to 30 s for a quote without its own expiry', () => {
    expect(swapQuoteExpiresAt({ fromAccount: '', fromAmount: '1', toAccount: '', toAmount: '1' }, 1000)).toBe(31_000)
  })

  it('reads the allowance, and fails clearly without apiUrl', async () => {
    const c = client()
    await expect(
      c.queryClient.fetchQuery(swapAllowanceQueryOptions(c, { tokenAddress: FUSD, userAddress: USER })),
    ).resolves.toBe(42n)
    const bare = client(false)
    await expect(bare.queryClient.fetchQuery(swapTokensQueryOptions(bare, { chainId: CHAIN }))).rejects.toBeInstanceOf(
      NoBlockchainApiError,
    )
  })
})
