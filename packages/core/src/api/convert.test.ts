import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { QueryClient } from '@tanstack/query-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ErrorText, FoyerError } from '../errors.js'
import { ConvertApiError } from './convert.js'
import { NATIVE_TOKEN_ADDRESS } from './convert-types.js'
import { createBlockchainApi } from './create-blockchain-api.js'

// A real HTTP server on loopback answering the convert routes as @foyer/server does: chain 31337 swaps, any other
// chain gets the spec's 400 text, and FOY has no pool (an empty quote list).
const CHAIN = 'eip155:31337'
const USER = `${CHAIN}:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266`
const ETH = `${CHAIN}:${NATIVE_TOKEN_ADDRESS}`
const FUSD = `${CHAIN}:0x5FbDB2315678afecb367f032d93F642f64180aa3`
const FOY = `${CHAIN}:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512`
const ROUTER = `${CHAIN}:0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0`
const requests: { url: URL; method: string; body: unknown }[] = []
// The spec's two lists by default; a test adds @foyer/server's `swaps` list.
let supportedChains: Record<string, string[]> = { http: [CHAIN, 'eip155:31338'], ws: [] }
let server: http.Server
let baseUrl = ''

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', baseUrl)
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined
      requests.push({ url, method: req.method ?? 'GET', body })
      const reply = (code: number, json: unknown) => {
        res.writeHead(code, { 'content-type': 'application/json' })
        res.end(JSON.stringify(json))
      }
      if (url.pathname === '/v1/supported-chains') return reply(200, supportedChains)
      const q = (name: string) => url.searchParams.get(name) ?? (body?.[name] as string | undefined) ?? ''
      const chainOf = (caip: string) => caip.split(':').slice(0, 2).join(':')
      const chain = q('chainId') || chainOf(q('from') || q('tokenAddress'))
      if (chain !== CHAIN) return reply(400, { error: ErrorText.SWAPS_NETWORK_UNSUPPORTED, field: 'chainId' })
      switch (url.pathname) {
        case '/v1/convert/tokens':
          return reply(200, {
            tokens: [
              { name: 'Ether', symbol: 'ETH', address: ETH, decimals: 18 },
              { name: 'Foyer USD', symbol: 'FUSD', address: FUSD, decimals: 6, price: 1 },
              { name: 'Broken', symbol: 'BAD', address: `${CHAIN}:0x01`, decimals: -1 },
            ],
          })
        case '/v1/convert/quotes':
          if (q('to') === FOY) return reply(200, { quotes: [] })
          if (q('amount') === '0') return reply(400, { error: 'amount must be greater than 0', field: 'amount' })
          return reply(200, {
            quotes: [
              {
                fromAccount: q('from'),
                fromAmount: q('amount'),
                toAccount: q('to'),
                toAmount: String((BigInt(q('amount')) / 10n ** 12n) * 2000n),
                priceImpact: 0.2,
                feeAmount: String((BigInt(q('amount')) * 3n) / 1000n),
              },
            ],
          })
        case '/v1/convert/allowance':
          return reply(200, { allowance: '1000000' })
        case '/v1/convert/build-approve':
          return reply(200, { tx: { from: USER, to: FUSD, data: '0x095ea7b3', amount: '0' } })
        case '/v1/convert/build-transaction':
          return reply(200, { tx: { from: USER, to: ROUTER, data: '0x7ff36ab5', amount: String(body?.amount) } })
        case '/v1/convert/gas-price':
          return reply(200, { standard: '1000000000', fast: '1500000000', instant: '2000000000' })
      }
      reply(404, { error: 'no route' })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
afterEach(() => {
  requests.length = 0
  supportedChains = { http: [CHAIN, 'eip155:31338'], ws: [] }
})
const convertRequests = () => requests.filter((r) => r.url.pathname.startsWith('/v1/convert/'))

const api = (queryClient = new QueryClient()) =>
  createBlockchainApi({ baseUrl, projectId: 'foyer-dev', clientId: 'client-1' }, queryClient)

describe('convert client', () => {
  it('lists the tradable tokens with the client parameters, drops malformed ones and keeps the list', async () => {
    const client = api()
    const tokens = await client.getSwapTokens(CHAIN)
    expect(tokens.map((t) => t.symbol)).toEqual(['ETH', 'FUSD'])
    await client.getSwapTokens(CHAIN)
    expect(convertRequests()).toHaveLength(1)
    expect(Object.fromEntries(convertRequests()[0]!.url.searchParams)).toEqual({
      chainId: CHAIN,
      st: 'foyer',
      sv: expect.any(String),
      projectId: 'foyer-dev',
      clientId: 'client-1',
    })
  })

  it("throws the server's 'Network not supported for Swaps' as the spec's error, and asks nothing off eip155", async () => {
    const failure = api().getSwapTokens('eip155:31338')
    await expect(failure).rejects.toBeInstanceOf(FoyerError)
    await expect(failure).rejects.toThrow(ErrorText.SWAPS_NETWORK_UNSUPPORTED)
    requests.length = 0
    await expect(api().getSwapTokens('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).rejects.toThrow(
      ErrorText.SWAPS_NETWORK_UNSUPPORTED,
    )
    expect(requests).toEqual([])
  })

  it("asks no chain for its tokens that the server's supported chains leave out of `swaps`", async () => {
    supportedChains = { http: [CHAIN, 'eip155:31338'], ws: [], swaps: [CHAIN] }
    const client = api()
    const failure = client.getSwapTokens('eip155:31338')
    await expect(failure).rejects.toBeInstanceOf(FoyerError)
    await expect(failure).rejects.toThrow(ErrorText.SWAPS_NETWORK_UNSUPPORTED)
    expect(convertRequests()).toEqual([])
    // A listed chain is asked as before, and the list itself was asked once.
    expect((await client.getSwapTokens(CHAIN)).map((t) => t.symbol)).toEqual(['ETH', 'FUSD'])
    expect(requests.map((r) => r.url.pathname)).toEqual(['/v1/supported-chains', '/v1/convert/tokens'])
  })

  it('quotes an amount in the smallest unit, and gives an empty list when there is no route', async () => {
    const [quote] = await api().getSwapQuotes({ amount: '10' + '0'.repeat(17), userAddress: USER, from: ETH, to: FUSD })
    expect(quote).toMatchObject({ fromAmount: '1000000000000000000', toAmount: '2000000000', priceImpact: 0.2 })
    expect(requests[0]!.url.searchParams.get('userAddress')).toBe(USER)
    expect(requests[0]!.url.searchParams.has('gasPrice')).toBe(false)
    await expect(api().getSwapQuotes({ amount: '1', userAddress: USER, from: ETH, to: FOY })).resolves.toEqual([])
  })

  it("keeps the spec's 'HTTP status code: N' for other refusals, with the server's words and field beside it", async () => {
    const failure = api().getSwapQuotes({ amount: '0', userAddress: USER, from: ETH, to: FUSD })
    await expect(failure).rejects.toBeInstanceOf(ConvertApiError)
    await expect(failure).rejects.toThrow('HTTP status code: 400')
    await expect(failure).rejects.toMatchObject({ serverError: 'amount must be greater than 0', field: 'amount' })
  })

  it('reads the allowance as a bigint and the gas price', async () => {
    await expect(api().getSwapAllowance({ tokenAddress: FUSD, userAddress: USER })).resolves.toBe(1_000_000n)
    await expect(api().getSwapGasPrice(CHAIN)).resolves.toMatchObject({ standard: '1000000000' })
    await expect(api().getSwapGasPrice('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).rejects.toThrow(
      ErrorText.GAS_PRICE_NETWORK_UNSUPPORTED,
    )
  })

  it('builds the approve and the swap transaction, posting the body the spec names', async () => {
    const approve = await api().buildSwapApprove({ userAddress: USER, from: FUSD, to: ETH })
    expect(approve).toMatchObject({ to: FUSD, data: '0x095ea7b3' })
    const tx = await api().buildSwapTransaction({ amount: '5', from: ETH, to: FUSD, userAddress: USER, slippage: 1 })
    expect(tx).toMatchObject({ to: ROUTER, amount: '5' })
    const post = requests.at(-1)!
    expect(post.method).toBe('POST')
    expect(post.body).toEqual({
      amount: '5',
      eip155: { slippage: 1 },
      projectId: 'foyer-dev',
      from: ETH,
      to: FUSD,
      userAddress: USER,
      disableEstimate: false,
    })
  })
})
