// The 1inch provider against a loopback server answering with 1inch's documented shapes (fixtures/README.md): what it
// asks (paths, query, the key), how the answers map to the convert shapes, and that a failure is a 502 naming 1inch.
// Also through the app: a project's request reaches 1inch on a default swap chain, and an unserved chain does not.
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { getAddress, maxUint256, type Address } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { UpstreamError } from '../../app/errors.js'
import { describeOnDatabases, testConfig, withClient } from '../../test/server-fixture.js'
import { createOneInchSwapProvider } from './oneinch-swap-provider.js'
import type { SwapProviderOptions } from './swap-provider.js'

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8')
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' as Address
const USDC = getAddress('0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48')
const USER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as Address
const ROUTER = '0x111111125421cA6dc452d289314280a0f8842A65'

const seen: { path: string; query: Record<string, string>; key: string | undefined }[] = []
let failWith: number | undefined
let server: http.Server
let baseUrl: string
beforeAll(async () => {
  server = http.createServer((request, response) => {
    const url = new URL(request.url!, 'http://x')
    seen.push({
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      key: request.headers.authorization,
    })
    if (failWith)
      return response.writeHead(failWith, { 'content-type': 'application/json' }).end(fixture('oneinch-error-400.json'))
    const answers: Record<string, string> = {
      '/swap/v6.0/1/tokens': 'oneinch-tokens-1.json',
      '/swap/v6.0/1/quote': 'oneinch-quote-1.json',
      '/swap/v6.0/1/swap': 'oneinch-swap-1.json',
      '/swap/v6.0/1/approve/transaction': 'oneinch-approve-transaction-1.json',
      '/swap/v6.0/1/approve/allowance': 'oneinch-approve-allowance-1.json',
      '/gas-price/v1.5/1': 'oneinch-gas-price-1.json',
      '/gas-price/v1.5/56': 'oneinch-gas-price-56.json',
    }
    const file = answers[url.pathname]
    if (!file) return response.writeHead(404).end('{}')
    response.writeHead(200, { 'content-type': 'application/json' }).end(fixture(file))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  seen.length = 0
  failWith = undefined
})

const provider = () =>
  createOneInchSwapProvider({ kind: '1inch', apiKey: 'test-key', baseUrl }, {
    nativeAddress: NATIVE,
  } as SwapProviderOptions)

describe('1inch swap provider (recorded answers on a loopback server)', () => {
  it('lists its tokens as CAIP-10, with logos when 1inch has them', async () => {
    const tokens = await provider().tokens('eip155:1')
    expect(tokens).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        address: `eip155:1:${NATIVE}`,
        decimals: 18,
        logoUri: 'https://tokens.1inch.io/0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee.png',
      },
      {
        name: 'USD Coin',
        symbol: 'USDC',
        address: 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
        decimals: 6,
        logoUri: 'https://tokens.1inch.io/0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48.png',
      },
      {
        name: 'Dai Stablecoin',
        symbol: 'DAI',
        address: 'eip155:1:0x6b175474e89094c44da98b954eedeac495271d0f',
        decimals: 18,
      },
    ])
    expect(seen).toEqual([{ path: '/swap/v6.0/1/tokens', query: {}, key: 'Bearer test-key' }])
  })

  it('quotes with the gas 1inch estimates, passing the gas price on', async () => {
    const quotes = await provider().quote({
      chainId: 'eip155:1',
      from: NATIVE,
      to: USDC,
      amount: 10n ** 18n,
      user: USER,
      gasPrice: 12_000_000_000n,
    })
    expect(quotes).toEqual([
      {
        fromAccount: `eip155:1:${NATIVE}`,
        fromAmount: '1000000000000000000',
        toAccount: `eip155:1:${USDC}`,
        toAmount: '3012470318',
        gas: '186457',
      },
    ])
    expect(seen[0]).toMatchObject({
      path: '/swap/v6.0/1/quote',
      query: { src: NATIVE, dst: USDC, amount: '1000000000000000000', includeGas: 'true', gasPrice: '12000000000' },
    })
  })

  it('builds the swap with the slippage, sender and disableEstimate asked, as 1inch returns it', async () => {
    const tx = await provider().buildSwap({
      chainId: 'eip155:1',
      from: NATIVE,
      to: USDC,
      amount: 10n ** 18n,
      user: USER,
      slippage: 1,
      disableEstimate: false,
    })
    expect(tx).toMatchObject({
      from: `eip155:1:${USER}`,
      to: `eip155:1:${ROUTER}`,
      amount: '1000000000000000000',
      eip155: { gas: '211732', gasPrice: '12872410385' },
    })
    expect(tx.data).toMatch(/^0x07ed2379/)
    expect(seen[0]!.query).toEqual({
      src: NATIVE,
      dst: USDC,
      amount: '1000000000000000000',
      from: USER,
      origin: USER,
      slippage: '1',
      disableEstimate: 'false',
    })
  })

  it('reads the allowance and builds the approval of 1inch router', async () => {
    expect(await provider().allowance('eip155:1', USDC, USER)).toBe(maxUint256)
    expect(seen[0]).toMatchObject({
      path: '/swap/v6.0/1/approve/allowance',
      query: { tokenAddress: USDC, walletAddress: USER },
    })
    const tx = await provider().buildApprove('eip155:1', USDC, USER, 5_000_000n)
    expect(tx).toEqual({
      from: `eip155:1:${USER}`,
      to: `eip155:1:${USDC}`,
      data: `0x095ea7b3${'0'.repeat(24)}${ROUTER.slice(2).toLowerCase()}${'f'.repeat(64)}`,
      amount: '0',
      eip155: { gasPrice: '12872410385' },
    })
    expect(seen[1]).toMatchObject({
      path: '/swap/v6.0/1/approve/transaction',
      query: { tokenAddress: USDC, amount: '5000000' },
    })
  })

  it('maps the gas price levels of an EIP-1559 chain and of a legacy one', async () => {
    expect(await provider().gasPrice('eip155:1')).toEqual({
      standard: '13698294943',
      fast: '15153792875',
      instant: '30306596750',
    })
    expect(await provider().gasPrice('eip155:56')).toEqual({
      standard: '1000000000',
      fast: '1100000000',
      instant: '1500000000',
    })
  })

  it('turns an error answer into an UpstreamError with 1inch description, and an unknown shape too', async () => {
    failWith = 400
    const quote = () => provider().quote({ chainId: 'eip155:1', from: NATIVE, to: USDC, amount: 1n, user: USER })
    await expect(quote()).rejects.toThrow(UpstreamError)
    await expect(quote()).rejects.toThrow('Swap provider 1inch failed: HTTP 400: insufficient liquidity')
    failWith = undefined
    // No fixture for chain 10: the loopback server answers 404 with {}.
    await expect(provider().tokens('eip155:10')).rejects.toThrow(/1inch failed: HTTP 404/)
  })
})

describeOnDatabases('convert routes with the 1inch provider', (suite) => {
  const config = () => testConfig({ swaps: { provider: { kind: '1inch', apiKey: 'test-key', baseUrl } } })

  it('serves a default swap chain through 1inch, and answers the spec text elsewhere without asking it', async () => {
    const { app } = await suite.start(config())
    const query = new URLSearchParams({
      amount: '1000000000000000000',
      userAddress: `eip155:1:${USER}`,
      from: `eip155:1:${NATIVE}`,
      to: `eip155:1:${USDC}`,
    })
    const response = await app.request(`${withClient('/v1/convert/quotes')}&${query}`)
    expect(response.status).toBe(200)
    expect((await response.json()).quotes[0]).toMatchObject({ toAmount: '3012470318', gas: '186457' })

    seen.length = 0
    const devnet = await app.request(`${withClient('/v1/convert/tokens')}&chainId=eip155:31337`)
    expect(devnet.status).toBe(400)
    expect(await devnet.json()).toEqual({ error: 'Network not supported for Swaps', field: 'chainId' })
    expect(seen).toEqual([])

    failWith = 503
    const down = await app.request(`${withClient('/v1/convert/gas-price')}&chainId=eip155:1`)
    expect(down.status).toBe(502)
    expect((await down.json()).error).toMatch(/^Swap provider 1inch failed: HTTP 503/)
  })
})
