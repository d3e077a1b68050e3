// Two server instances on one PostgreSQL, as behind a load balancer: what one writes, the other serves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type FoyerServer } from './start-server.js'
import { testConfig, TEST_PROJECT } from './test/server-fixture.js'
import { createPostgresDatabase } from './test/test-databases.js'

describe('two instances on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>
  const servers: FoyerServer[] = []
  beforeAll(async () => {
    database = await createPostgresDatabase()
  }, 180_000)
  afterAll(async () => {
    for (const server of servers) await server.close()
    await database?.drop()
  })

  it('serves a project the other instance wrote, over HTTP', async () => {
    const a = await startServer(
      testConfig({
        database: { url: database.url },
        projects: [{ id: 'written-by-a', allowedOrigins: ['http://a.test'] }],
      }),
    )
    servers.push(a)
    const b = await startServer(testConfig({ database: { url: database.url } }))
    servers.push(b)
    expect(a.url).not.toBe(b.url)
    const response = await fetch(`${b.url}/v1/supported-chains?projectId=written-by-a`, {
      headers: { origin: 'http://a.test' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('http://a.test')
    // B's own project is in the table too, so A serves it.
    const fromA = await fetch(`${a.url}/v1/supported-chains?projectId=${TEST_PROJECT}`)
    expect(fromA.status).toBe(200)
    expect((await fetch(`${a.url}/health`)).status).toBe(200)
    expect(await (await fetch(`${b.url}/health`)).json()).toEqual({ status: 'ok', database: 'postgres' })
  })
})
