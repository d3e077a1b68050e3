import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { foyerDevnet } from '@foyer/devnet/chains'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { NATIVE_TOKEN_ADDRESS } from '../api/convert-types.js'
import { ErrorText, NetworkChangedError } from '../errors.js'
import { portfolioQueryKey } from '../query/account-data.js'
import { setupClient } from '../test/setup-client.js'
import { swap, SwapTransactionFailedError, toEthTransaction, type SwapStep } from './swap.js'

// A real HTTP server on loopback answering the convert routes as @foyer/server does; the scripted adapter plays the
// wallet (eth_sendTransaction answers a hash) and the chain (the status it reports).
const CHAIN = foyerDevnet.caipNetworkId
const ADDRESS = '0x1111111111111111111111111111111111111111'
const USER = `${CHAIN}:${ADDRESS}`
const ETH = `${CHAIN}:${NATIVE_TOKEN_ADDRESS}`
const FUSD = `${CHAIN}:0x5FbDB2315678afecb367f032d93F642f64180aa3`
const FOY = `${CHAIN}:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512`
const ROUTER = `${CHAIN}:0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0`
let allowance = '0'
const asked: string[] = []
let apiUrl = ''
let server: http.Server

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', apiUrl)
    if (url.pathname.startsWith('/v1/convert/')) asked.push(url.pathname)
    const reply = (json: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify(json))
    }
    req.resume()
    req.on('end', () => {
      if (url.pathname === '/v1/convert/allowance') return reply({ allowance })
      if (url.pathname === '/v1/convert/build-approve')
        return reply({ tx: { from: USER, to: FUSD, data: '0x095ea7b3', amount: '0' } })
      if (url.pathname === '/v1/convert/build-transaction')
        return reply({ tx: { from: USER, to: ROUTER, data: '0x38ed1739', amount: '0', eip155: { gas: '200000' } } })
      res.writeHead(404).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
afterEach(() => {
  asked.length = 0
  allowance = '0'
})

async function connected() {
  const { client, adapter } = await setupClient({ apiUrl })
  await client.connect('test.wallet')
  return { client, adapter }
}

describe('swap', () => {
  it('approves first when the allowance is short, waits for it, then swaps and refreshes the portfolio', async () => {
    const { client, adapter } = await connected()
    adapter.statuses = ['pending', 'confirmed']
    const portfolio = { address: ADDRESS, caipNetworkId: CHAIN }
    client.queryClient.setQueryData(portfolioQueryKey(portfolio), [])
    const steps: SwapStep[] = []
    const result = await swap(client, {
      from: FUSD,
      to: FOY,
      amount: '5000000',
      slippage: 1,
      onStep: (s) => steps.push(s),
    })
    expect(steps.map((s) => s.step)).toEqual(['approve-signing', 'approve-pending', 'swap-signing', 'swap-pending'])
    expect(asked).toEqual(['/v1/convert/allowance', '/v1/convert/build-approve', '/v1/convert/build-transaction'])
    const sent = adapter.requests.filter((r) => r.method === 'eth_sendTransaction')
    expect(sent.map((r) => (r.params as { to: string }[])[0]!.to)).toEqual([
      '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
    ])
    expect((sent[1]!.params as { gas: string }[])[0]!.gas).toBe('0x30d40')
    expect(result).toEqual({ id: 'ok', approveId: 'ok' })
    expect(client.queryClient.getQueryState(portfolioQueryKey(portfolio))?.isInvalidated).toBe(true)
  })

  it('sends no approve when the allowance covers the amount, nor for the native currency', async () => {
    const { client, adapter } = await connected()
    allowance = '5000000'
    await swap(client, { from: FUSD, to: ETH, amount: '5000000', slippage: 1 })
    await swap(client, { from: ETH, to: FUSD, amount: '1', slippage: 1 })
    expect(asked).toEqual(['/v1/convert/allowance', '/v1/convert/build-transaction', '/v1/convert/build-transaction'])
    expect(adapter.requests.filter((r) => r.method === 'eth_sendTransaction')).toHaveLength(2)
  })

  it('stops at a reverted approve without sending the swap', async () => {
    const { client, adapter } = await connected()
    adapter.statuses = ['failed']
    const failure = swap(client, { from: FUSD, to: ETH, amount: '1', slippage: 1 })
    await expect(failure).rejects.toBeInstanceOf(SwapTransactionFailedError)
    await expect(failure).rejects.toMatchObject({ stage: 'approve' })
    expect(asked).not.toContain('/v1/convert/build-transaction')
  })

  it("passes the wallet's rejection on, and refuses a token of another chain", async () => {
    const { client, adapter } = await connected()
    adapter.request = async () => Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    await expect(swap(client, { from: ETH, to: FUSD, amount: '1', slippage: 1 })).rejects.toMatchObject({
      code: 4001,
    })
    await expect(
      swap(client, { from: `eip155:1:${NATIVE_TOKEN_ADDRESS}`, to: FUSD, amount: '1', slippage: 1 }),
    ).rejects.toThrow(ErrorText.SWAPS_NETWORK_UNSUPPORTED)
  })

  it('sends nothing for a swap quoted on a network the wallet has left since', async () => {
    const { client, adapter } = await connected()
    const asked: string[] = []
    adapter.request = async ({ method }) => {
      asked.push(method)
      return '0xabc'
    }
    for (const chainId of [31338, 137]) {
      adapter.context!.onChainChanged(chainId)
      const failure = swap(client, { from: ETH, to: FUSD, amount: '1', slippage: 1 })
      await expect(failure).rejects.toBeInstanceOf(NetworkChangedError)
      await expect(failure).rejects.toMatchObject({ expected: 'eip155:31337', actual: `eip155:${chainId}` })
    }
    expect(asked).toEqual([])
  })
})

describe('toEthTransaction', () => {
  it('turns the built transaction into the wallet parameter: plain address, hex quantities', () => {
    expect(toEthTransaction({ from: USER, to: ROUTER, data: '0x01', amount: '1000000000000000000' }, ADDRESS)).toEqual({
      from: ADDRESS,
      to: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
      data: '0x01',
      value: '0xde0b6b3a7640000',
    })
  })
})
