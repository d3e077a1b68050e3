// One indexer leader across instances: two servers on one PostgreSQL, only the lock holder follows the chain, and the
// other takes over from the stored cursor when it stops. On PGlite the single process always leads.
import { getFreePort, startDevnet, type Devnet } from '@foyer/devnet'
import { createPublicClient, createWalletClient, http, type Address } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type FoyerServer } from '../start-server.js'
import { testConfig } from '../test/server-fixture.js'
import { createPostgresDatabase, openTestDatabase, type TestDatabase } from '../test/test-databases.js'
import { IndexerStore } from './indexer-store.js'

const CHAIN = 'eip155:31337'

let chain: Devnet
let database: Awaited<ReturnType<typeof createPostgresDatabase>>
let pglite: TestDatabase
const servers: FoyerServer[] = []
beforeAll(async () => {
  ;[chain, database, pglite] = await Promise.all([
    startDevnet({ port: await getFreePort() }),
    createPostgresDatabase(),
    openTestDatabase('pglite'),
  ])
}, 180_000)
afterAll(async () => {
  for (const server of servers) await server.close()
  await Promise.all([chain?.stop(), database?.drop(), pglite?.close()])
})

const config = (url?: string) =>
  testConfig({
    ...(url ? { database: { url } } : {}),
    chains: [{ id: CHAIN, rpcUrls: [chain.rpcUrl] }],
    indexer: { enabled: true, pollIntervalMs: 20, leaderRetryMs: 50 },
  })

async function send(): Promise<string> {
  const transport = http(chain.rpcUrl, { retryCount: 0 })
  const wallet = createWalletClient({ account: chain.accounts[1] as Address, chain: foundry, transport })
  const hash = await wallet.sendTransaction({ to: chain.accounts[2] as Address, value: 7n })
  await createPublicClient({ chain: foundry, transport }).waitForTransactionReceipt({ hash, pollingInterval: 20 })
  return hash
}

const indexedBy = (server: FoyerServer, hash: string) =>
  server.context.database.db
    .selectFrom('indexed_transactions')
    .select('hash')
    .where('hash', '=', hash)
    .executeTakeFirst()
    .then((row) => row?.hash)

const metric = async (server: FoyerServer, line: RegExp) =>
  line.exec(await (await server.app.request('/metrics')).text())?.[1]

describe('indexer leader', () => {
  it('runs on one instance of two on one PostgreSQL, and moves to the other when it stops', async () => {
    const a = await startServer(config(database.url), { listen: false })
    servers.push(a)
    await a.indexer!.whenLeader()
    const b = await startServer(config(database.url), { listen: false })
    servers.push(b)
    const first = await send()
    await expect.poll(() => indexedBy(a, first), { timeout: 10_000 }).toBe(first)
    // B has been asking for the lock all along (every 50 ms) and never got it.
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect([a.indexer!.isLeader(), b.indexer!.isLeader()]).toEqual([true, false])
    expect(await metric(a, /^foyer_indexer_leader (\d)$/m)).toBe('1')
    expect(await metric(b, /^foyer_indexer_leader (\d)$/m)).toBe('0')
    const head = Number(await createPublicClient({ transport: http(chain.rpcUrl) }).getBlockNumber())
    expect(await metric(a, /^foyer_indexer_height\{chain="eip155:31337"\} (\d+)$/m)).toBe(String(head))

    await a.close()
    servers.splice(servers.indexOf(a), 1)
    await b.indexer!.whenLeader()
    const second = await send()
    await expect.poll(() => indexedBy(b, second), { timeout: 10_000 }).toBe(second)
    // B went on from A's cursor: each transaction once, every block once.
    const count = await b.context.database.db
      .selectFrom('indexed_transactions')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
    let onChain = 0
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const top = Number(await client.getBlockNumber())
    for (let n = 0; n <= top; n++) onChain += await client.getBlockTransactionCount({ blockNumber: BigInt(n) })
    expect(Number(count.n)).toBe(onChain)
    expect(await new IndexerStore(b.context.database.db).getCursor(CHAIN)).toMatchObject({ height: top })
  })

  it('leads at once on PGlite (one process owns the data)', async () => {
    const server = await startServer(config(), { listen: false, database: pglite.database })
    servers.push(server)
    await server.indexer!.whenLeader()
    const hash = await send()
    await expect.poll(() => indexedBy(server, hash), { timeout: 10_000 }).toBe(hash)
  })
})
