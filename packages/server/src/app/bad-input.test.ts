// Property test: random paths, queries and bodies at every route never get a 5xx.
import fc from 'fast-check'
import { expect, it } from 'vitest'
import { describeOnDatabases, TEST_PROJECT, testConfig } from '../test/server-fixture.js'

// Chains whose RPC is a closed port: a request that got past validation would get a 502, which the property forbids
// for random input, so the routes must refuse it first (an unknown chain is bad input, not an upstream failure).
const config = testConfig({
  chains: [{ id: 'eip155:31337', rpcUrls: ['http://127.0.0.1:9'] }],
  // Swaps on the closed-port chain too, though the project may not use it: the convert routes must refuse first.
  swaps: {
    extraChains: ['eip155:31337'],
    provider: {
      kind: 'uniswap-v2',
      deployments: {
        'eip155:31337': {
          router: '0x0000000000000000000000000000000000000003',
          factory: '0x0000000000000000000000000000000000000004',
          weth: '0x0000000000000000000000000000000000000005',
        },
      },
    },
  },
  projects: [{ id: TEST_PROJECT, chains: ['eip155:1'], rateLimitPerMinute: 1_000_000 }],
})

const ROUTES = [
  { method: 'GET', path: (s: string) => `/v1/supported-chains${s}` },
  { method: 'GET', path: (s: string) => `/v1/account/${s}/balance` },
  { method: 'GET', path: (s: string) => `/v1/account/${s}/history` },
  { method: 'GET', path: (s: string) => `/v1/account/${s}/nfts` },
  { method: 'GET', path: (s: string) => `/v1/identity/${s}` },
  { method: 'GET', path: (s: string) => `/v1/profile/account/${s}` },
  { method: 'GET', path: (s: string) => `/v1/profile/reverse/${s}` },
  { method: 'GET', path: (s: string) => `/v1/profile/suggestions/${s}` },
  { method: 'POST', path: (s: string) => `/v1/profile/account${s}` },
  { method: 'POST', path: (s: string) => `/v1/fungible/price${s}` },
  { method: 'GET', path: (s: string) => `/v1/wallets${s}` },
  { method: 'GET', path: (s: string) => `/v1/wallets/${s}/image` },
  { method: 'GET', path: (s: string) => `/v1/convert/tokens${s}` },
  { method: 'GET', path: (s: string) => `/v1/convert/quotes${s}` },
  { method: 'GET', path: (s: string) => `/v1/convert/allowance${s}` },
  { method: 'GET', path: (s: string) => `/v1/convert/gas-price${s}` },
  { method: 'GET', path: (s: string) => `/v1/convert/build-approve${s}` },
  { method: 'POST', path: (s: string) => `/v1/convert/build-transaction${s}` },
  { method: 'GET', path: (s: string) => `/v1/onramp/options${s}` },
  { method: 'POST', path: (s: string) => `/v1/onramp/quote${s}` },
  { method: 'POST', path: (s: string) => `/v1/generators/onrampurl${s}` },
  { method: 'GET', path: (s: string) => `/v1/onramp/sandbox/checkout/${s}` },
  { method: 'GET', path: (s: string) => `/${s}` },
  { method: 'POST', path: (s: string) => `/v1/${s}` },
] as const

const segment = fc.oneof(
  fc.string().map(encodeURIComponent),
  fc.constantFrom('0x0000000000000000000000000000000000000001', '%', '%E0%A4%A', '..', '%00', 'eip155:1:0x1'),
)
const queryValue = fc.oneof(
  fc.string(),
  fc.constantFrom(
    'eip155:31337',
    'eip155:1',
    'eip155:31337:0x0000000000000000000000000000000000000001',
    'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
    '1000',
    'true',
    'usd',
    'solana:x',
    '%ZZ',
    '-1',
    '1e400',
    'metamask,,x',
    'web',
  ),
)
const queryKey = fc.constantFrom(
  'chainId',
  'currency',
  'forceUpdate',
  'cursor',
  'onramp',
  'sender',
  'st',
  'sv',
  'clientId',
  'page',
  'entries',
  'search',
  'include',
  'exclude',
  'chains',
  'platform',
  'apiVersion',
  'zone',
  'v',
  'x',
)
const body = fc.oneof(
  fc.string(),
  fc.json(),
  fc
    .record({
      currency: fc.oneof(fc.string(), fc.constant('usd')),
      addresses: fc.array(
        fc.oneof(fc.string(), fc.constant('eip155:31337:0x0000000000000000000000000000000000000001')),
      ),
    })
    .map((value) => JSON.stringify(value)),
  fc
    .record({
      coin_type: fc.oneof(fc.integer(), fc.constant(60), fc.string()),
      address: fc.oneof(fc.string(), fc.constant('0x0000000000000000000000000000000000000001')),
      message: fc.oneof(
        fc.string(),
        fc.constant(
          'Register the name alice.reown.id\nAddress: 0x0000000000000000000000000000000000000001\nCoin type: 60\nIssued At: 2020-01-01T00:00:00.000Z',
        ),
      ),
      signature: fc.oneof(fc.string(), fc.constant('0x1234')),
    })
    .map((value) => JSON.stringify(value)),
  fc
    .record({
      amount: fc.oneof(fc.string(), fc.constant('1000'), fc.integer()),
      from: fc.constantFrom('eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', 'eip155:1:0x1', 'x'),
      to: fc.constantFrom('eip155:31337:0x0000000000000000000000000000000000000001', 'eip155:1:0x1'),
      userAddress: fc.constantFrom('eip155:31337:0x0000000000000000000000000000000000000002', ''),
      eip155: fc.record({ slippage: fc.oneof(fc.double(), fc.string()) }),
      disableEstimate: fc.oneof(fc.boolean(), fc.string()),
    })
    .map((value) => JSON.stringify(value)),
)

describeOnDatabases('bad input', (suite) => {
  it('never answers a random request with a 5xx', async () => {
    const { app } = await suite.start(config)
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        segment,
        fc.array(fc.tuple(queryKey, queryValue), { maxLength: 4 }),
        body,
        async (route, pathPart, query, payload) => {
          const path = route.path(pathPart)
          const search = new URLSearchParams([['projectId', TEST_PROJECT], ...query])
          const response = await app.request(`${path}?${search}`, {
            method: route.method,
            ...(route.method === 'POST' ? { body: payload, headers: { 'content-type': 'application/json' } } : {}),
          })
          if (response.status >= 500)
            throw new Error(`${route.method} ${path}?${search} → ${response.status} ${await response.text()}`)
          expect(response.headers.get('content-type') ?? '').toMatch(/json|^$/)
        },
      ),
      { numRuns: 150 },
    )
  }, 60_000)
})
