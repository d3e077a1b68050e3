// Property test: random paths, bodies, cookies and bearer headers at the sign-in routes never get a 5xx (the chain's
// RPC is a closed port, so nothing random may get as far as asking it) and always answer JSON.
import fc from 'fast-check'
import { expect, it } from 'vitest'
import { describeOnDatabases, withClient } from '../../test/server-fixture.js'
import { DOMAIN, sessionsTestConfig } from './test/sign-in-fixtures.js'

const ROUTES = [
  { method: 'POST', path: () => '/v1/auth/nonce' },
  { method: 'POST', path: () => '/v1/auth/verify' },
  { method: 'GET', path: () => '/v1/auth/me' },
  { method: 'POST', path: () => '/v1/auth/sign-out' },
  { method: 'GET', path: (s: string) => `/v1/sessions/${s}` },
  { method: 'POST', path: (s: string) => `/v1/sessions/${s}/revoke` },
] as const

const segment = fc.oneof(
  fc.string().map(encodeURIComponent),
  fc.constantFrom('0x0000000000000000000000000000000000000001', '%', '..', '%00', '11111111111111111111111111111111'),
)
const siweLike = fc
  // Never a valid nonce: a message that passed every check would (rightly) get a 502 from the closed RPC.
  .tuple(
    fc.string(),
    fc.string().filter((nonce) => !/^[A-Za-z0-9]{8,}$/.test(nonce)),
    fc.nat(),
  )
  .map(
    ([statement, nonce, chain]) =>
      `${DOMAIN} wants you to sign in with your Ethereum account:\n0x0000000000000000000000000000000000000001\n\n${statement}\n\nURI: http://${DOMAIN}/\nVersion: 1\nChain ID: ${chain}\nNonce: ${nonce}\nIssued At: 2026-01-01T00:00:00Z`,
  )
const body = fc.oneof(
  fc.string(),
  fc.json(),
  fc
    .record(
      {
        message: fc.oneof(
          fc.string(),
          siweLike,
          fc.constant(`${DOMAIN} wants you to sign in with your Solana account:\n`),
        ),
        signature: fc.oneof(fc.string(), fc.constant('0x'), fc.constant(`0x${'ab'.repeat(65)}`)),
        chainId: fc.oneof(fc.string(), fc.constantFrom('eip155:31337', 'solana:x')),
        cacao: fc.oneof(fc.json(), fc.record({ h: fc.json(), p: fc.dictionary(fc.string(), fc.json()), s: fc.json() })),
        delivery: fc.oneof(fc.string(), fc.constantFrom('cookie', 'bearer')),
        pci: fc.oneof(fc.string(), fc.constant('0'.repeat(32))),
      },
      { requiredKeys: [] },
    )
    .map((value) => JSON.stringify(value)),
)
const credentials = fc.record(
  {
    cookie: fc.oneof(
      fc.string(),
      fc.string().map((v) => `foyer_session=${v}`),
    ),
    authorization: fc.oneof(
      fc.string(),
      fc.string().map((v) => `Bearer ${v}`),
    ),
  },
  { requiredKeys: [] },
)

describeOnDatabases('sign-in bad input', (suite) => {
  it('never answers a random request with a 5xx', async () => {
    const { app } = await suite.start(sessionsTestConfig('http://127.0.0.1:9'))
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ROUTES), segment, body, credentials, async (route, part, payload, creds) => {
        const path = withClient(route.path(part))
        const headers = new Headers({ 'content-type': 'application/json' })
        for (const [key, value] of Object.entries(creds)) {
          try {
            headers.set(key, value)
          } catch {
            // Not a header value a client could send.
          }
        }
        const response = await app.request(path, {
          method: route.method,
          headers,
          ...(route.method === 'POST' ? { body: payload } : {}),
        })
        if (response.status >= 500)
          throw new Error(`${route.method} ${path} → ${response.status} ${await response.text()}`)
        expect(response.headers.get('content-type') ?? '').toMatch(/json/)
      }),
      { numRuns: 200 },
    )
  }, 60_000)
})
