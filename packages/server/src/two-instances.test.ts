// Two server instances on one PostgreSQL, as behind a load balancer: what one writes, the other serves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type FoyerServer } from './start-server.js'
import { testConfig, TEST_PROJECT } from './test/server-fixture.js'
import { createPostgresDatabase } from './test/test-databases.js'
import { EVM_CHAIN, startTestChains, type TestChains } from './test/test-chains.js'
import { createPublicClient, createWalletClient, http, parseEther } from 'viem'

describe('two instances on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>
  let chains: TestChains
  const servers: FoyerServer[] = []
  beforeAll(async () => {
    ;[database, chains] = await Promise.all([createPostgresDatabase(), startTestChains()])
  }, 180_000)
  afterAll(async () => {
    for (const server of servers) await server.close()
    await Promise.all([database?.drop(), chains?.stop()])
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

  it('serves the balance the other instance cached, until it expires', async () => {
    const config = testConfig({ database: { url: database.url }, ...chains.config })
    const a = await startServer(config)
    const b = await startServer(config)
    servers.push(a, b)
    const holder = chains.evm.accounts[4]!
    const path = `/v1/account/${holder}/balance?projectId=${TEST_PROJECT}&chainId=${EVM_CHAIN}`
    const eth = async (server: FoyerServer, extra = '') =>
      (await (await fetch(`${server.url}${path}${extra}`)).json()).balances[0].quantity.numeric as string
    const cachedByA = await eth(a)
    // The chain moves on; B has never read it, yet answers A's cached value from the shared table.
    const wallet = createWalletClient({ account: chains.evm.accounts[3]!, transport: http(chains.evm.rpcUrl) })
    const hash = await wallet.sendTransaction({ to: holder, value: parseEther('2'), chain: null })
    await createPublicClient({ transport: http(chains.evm.rpcUrl) }).waitForTransactionReceipt({ hash })
    expect(await eth(b)).toBe(cachedByA)
    // B refreshes it, and A then serves B's fresh value.
    const fresh = await eth(b, '&forceUpdate=true')
    expect(fresh).toBe(String(Number(cachedByA) + 2))
    expect(await eth(a)).toBe(fresh)
  })
})
