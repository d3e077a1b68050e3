import { expect, it } from 'vitest'
import { describeOnDatabases, TEST_ORIGIN, TEST_PROJECT, testConfig, withClient } from '../test/server-fixture.js'

const chains = [
  { id: 'eip155:31337', rpcUrls: ['http://127.0.0.1:1'], wsUrls: ['ws://127.0.0.1:1'] },
  { id: 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K', rpcUrls: ['http://127.0.0.1:2'] },
]

describeOnDatabases('the platform', (suite) => {
  it('answers /health with the database kind, without a projectId', async () => {
    const { app } = await suite.start()
    const response = await app.request('/health')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok', database: suite.kind })
  })

  it('refuses a missing or unknown projectId with 401 JSON', async () => {
    const { app } = await suite.start(testConfig({ chains }))
    const missing = await app.request('/v1/supported-chains')
    expect(missing.status).toBe(401)
    expect(await missing.json()).toEqual({ error: 'Missing projectId', field: 'projectId' })
    const unknown = await app.request(withClient('/v1/supported-chains', 'nobody'))
    expect(unknown.status).toBe(401)
    expect(await unknown.json()).toEqual({ error: 'Unknown projectId', field: 'projectId' })
  })

  it('lists the configured chains, limited to the project’s', async () => {
    const config = testConfig({
      chains,
      projects: [{ id: TEST_PROJECT }, { id: 'evm-only', chains: ['eip155:31337'] }],
    })
    const { app } = await suite.start(config)
    const all = await app.request(withClient('/v1/supported-chains'))
    expect(await all.json()).toEqual({
      http: ['eip155:31337', 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K'],
      ws: ['eip155:31337'],
      swaps: [],
    })
    const evmOnly = await app.request(withClient('/v1/supported-chains', 'evm-only'))
    expect(await evmOnly.json()).toEqual({ http: ['eip155:31337'], ws: ['eip155:31337'], swaps: [] })
  })

  it('sends CORS headers only to the project’s origins, preflight included', async () => {
    const { app } = await suite.start()
    const allowed = await app.request(withClient('/v1/supported-chains'), { headers: { origin: TEST_ORIGIN } })
    expect(allowed.headers.get('access-control-allow-origin')).toBe(TEST_ORIGIN)
    const other = await app.request(withClient('/v1/supported-chains'), { headers: { origin: 'http://evil.test' } })
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
    const preflight = await app.request(withClient('/v1/fungible/price'), {
      method: 'OPTIONS',
      headers: {
        origin: TEST_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(TEST_ORIGIN)
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type')
  })

  it('answers an unknown route with 404 JSON', async () => {
    const { app } = await suite.start()
    const response = await app.request(withClient('/v1/nothing-here'))
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'Not found: GET /v1/nothing-here' })
  })

  it('rate limits per client with 429 and Retry-After', async () => {
    let now = Date.UTC(2026, 0, 1, 0, 0, 10)
    const config = testConfig({ projects: [{ id: TEST_PROJECT, rateLimitPerMinute: 3 }] })
    const { app } = await suite.start(config, { now: () => now })
    const ask = (clientId: string) => app.request(`${withClient('/v1/supported-chains')}&clientId=${clientId}`)
    for (let i = 0; i < 3; i++) expect((await ask('a')).status).toBe(200)
    const limited = await ask('a')
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('50')
    expect((await ask('b')).status).toBe(200)
    now += 50_000
    expect((await ask('a')).status).toBe(200)
  })

  it('rejects a bad client parameter with 400 naming it', async () => {
    const { app } = await suite.start()
    const response = await app.request(withClient('/v1/supported-chains').replace('st=foyer', `st=${'x'.repeat(65)}`))
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ field: 'st' })
  })

  it('counts requests by route in /metrics', async () => {
    const { app } = await suite.start()
    await app.request(withClient('/v1/supported-chains'))
    const text = await (await app.request('/metrics')).text()
    expect(text).toMatch(/foyer_http_requests_total\{route="\/v1\/supported-chains",method="GET",status="200"\} 1/)
    expect(text).toMatch(/foyer_http_request_duration_seconds_count\{route="\/v1\/supported-chains",method="GET"\} 1/)
  })
})
