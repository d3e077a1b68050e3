import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { foyerDevnet } from '@foyer/devnet/chains'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApiBalance } from '../api/types.js'
import type { FoyerClient } from '../types.js'
import { portfolioQueryKey, portfolioQueryOptions } from '../query/account-data.js'
import { setupClient } from '../test/setup-client.js'
import { refreshAccountData } from './refreshAccountData.js'

// A real HTTP server on loopback answering the balance route as @foyer/server does: `fusd` is what the chain holds
// now; like the server, a request without forceUpdate is answered from what it read first (its 30 s cache).
const CHAIN = foyerDevnet.caipNetworkId
const ADDRESS = '0x1111111111111111111111111111111111111111'
const account = { address: ADDRESS, caipNetworkId: CHAIN }
let fusd = '10000'
let cached: string | undefined
const forced: boolean[] = []
let apiUrl = ''
let server: http.Server

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', apiUrl)
    const reply = (json: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify(json))
    }
    if (url.pathname === '/v1/supported-chains') return reply({ http: [CHAIN], ws: [] })
    if (url.pathname.endsWith('/balance')) {
      const force = url.searchParams.get('forceUpdate') === 'true'
      forced.push(force)
      if (force || cached === undefined) cached = fusd
      return reply({
        balances: [
          {
            name: 'Foyer USD',
            symbol: 'FUSD',
            chainId: CHAIN,
            value: Number(cached),
            quantity: { decimals: '6', numeric: cached },
          },
        ],
      })
    }
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  fusd = '10000'
  cached = undefined
  forced.length = 0
})

async function connected() {
  const { client, adapter } = await setupClient({ apiUrl })
  await client.connect('test.wallet')
  // The Tokens tab has shown the balances once.
  await client.queryClient.fetchQuery(portfolioQueryOptions(client, account))
  return { client, adapter }
}

const shownFusd = (client: FoyerClient) =>
  client.queryClient.getQueryData<ApiBalance[]>(portfolioQueryKey(account))?.[0]?.quantity?.numeric

describe('refreshAccountData', () => {
  it('reads the Tokens data again past both caches, where a plain refetch still shows the old balance', async () => {
    const { client } = await connected()
    fusd = '9997'
    await client.queryClient.refetchQueries({ queryKey: portfolioQueryKey(account) })
    expect(shownFusd(client)).toBe('10000')
    refreshAccountData(client, foyerDevnet, ADDRESS)
    await vi.waitFor(() => expect(shownFusd(client)).toBe('9997'))
    expect(forced.at(-1)).toBe(true)
  })

  it('is what a settled send does: the Tokens data shows the balance after it', async () => {
    const { client } = await connected()
    fusd = '9997'
    await client.send({ to: '0x2222222222222222222222222222222222222222', amount: '3' })
    await vi.waitFor(() => expect(client.stores.send.getState().status).toBe('confirmed'), { timeout: 4000 })
    await vi.waitFor(() => expect(shownFusd(client)).toBe('9997'))
  })

  it('also after a send the chain reverted (its gas was spent)', async () => {
    const { client, adapter } = await connected()
    adapter.statuses = ['failed']
    fusd = '9999'
    await client.send({ to: '0x2222222222222222222222222222222222222222', amount: '3' })
    await vi.waitFor(() => expect(client.stores.send.getState().status).toBe('failed'), { timeout: 4000 })
    await vi.waitFor(() => expect(shownFusd(client)).toBe('9999'))
  })
})
