// The server's indexer follows Solana on its own: the config's watched addresses, and any address the history or
// balance route is asked about, on a real litesvm devnet, through startServer — what the Activity tab then shows.
import { getFreeSolanaPort, SOLANA_DEVNET_CAIP2, startSolanaDevnet, type SolanaDevnet } from '@foyer/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { HistoryItem } from '../../routes/history/history-route.js'
import { startServer, type FoyerServer } from '../../start-server.js'
import { openTestDatabase, type TestDatabase } from '../../test/test-databases.js'
import { testConfig, withClient } from '../../test/server-fixture.js'
import { devnetRpc, fundedWallet, LAMPORTS_PER_SOL, send, transferSol } from './test/solana-test-wallets.js'
import { solanaDb } from './solana-indexer-tables.js'

let devnet: SolanaDevnet
let pglite: TestDatabase
let server: FoyerServer
let alice: Awaited<ReturnType<typeof fundedWallet>>

beforeAll(async () => {
  ;[devnet, pglite] = await Promise.all([
    getFreeSolanaPort().then((port) => startSolanaDevnet({ port })),
    openTestDatabase('pglite'),
  ])
  alice = await fundedWallet(devnetRpc(devnet), 5n * LAMPORTS_PER_SOL)
  const config = testConfig({
    chains: [{ id: SOLANA_DEVNET_CAIP2, rpcUrls: [devnet.rpcUrl], watchedAddresses: [alice.signer.address] }],
    indexer: { enabled: true, pollIntervalMs: 50, leaderRetryMs: 50 },
  })
  server = await startServer(config, { listen: false, database: pglite.database })
  await server.indexer!.whenLeader()
}, 180_000)
afterAll(async () => {
  await server?.close()
  await Promise.all([devnet?.stop(), pglite?.close()])
})

async function history(address: string): Promise<HistoryItem[]> {
  const response = await server.app.request(
    `${withClient(`/v1/account/${address}/history`)}&chainId=${encodeURIComponent(SOLANA_DEVNET_CAIP2)}`,
  )
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: HistoryItem[] }).data
}

const hashes = async (address: string) => (await history(address)).map((item) => item.metadata.hash)

describe('the Solana watcher in the server', () => {
  it('indexes a SOL transfer to a configured address within seconds', async () => {
    const rpc = devnetRpc(devnet)
    const bob = await fundedWallet(rpc, 2n * LAMPORTS_PER_SOL)
    const started = Date.now()
    const toAlice = await send(rpc, bob.signer, [transferSol(bob.signer.address, alice.signer.address, 9_000n)])
    await expect.poll(() => hashes(alice.signer.address), { timeout: 5_000, interval: 50 }).toContain(toAlice)
    expect(Date.now() - started).toBeLessThan(5_000)
    const item = (await history(alice.signer.address)).find((entry) => entry.metadata.hash === toAlice)!
    expect(item.metadata).toMatchObject({ chain: SOLANA_DEVNET_CAIP2, status: 'confirmed' })
    expect(item.transfers).toEqual([expect.objectContaining({ direction: 'in', quantity: { numeric: '0.000009' } })])
    expect(await hashes(alice.signer.address)).toContain(alice.airdrop)
    // Bob is in no list and nobody asked about him: his own history (his airdrop) is not followed.
    const bobsAirdrop = await server.context.database.db
      .selectFrom('indexed_transactions')
      .select('hash')
      .where('hash', '=', bob.airdrop)
      .executeTakeFirst()
    expect(bobsAirdrop).toBeUndefined()
  })

  it('follows an address once its history is asked for, from its first transaction', async () => {
    const rpc = devnetRpc(devnet)
    const carol = await fundedWallet(rpc, 3n * LAMPORTS_PER_SOL)
    await new Promise((resolve) => setTimeout(resolve, 300))
    // Not watched yet: several watcher rounds have passed and nothing of Carol's is stored.
    expect(await hashes(carol.signer.address)).toEqual([])
    await expect.poll(() => hashes(carol.signer.address), { timeout: 5_000, interval: 50 }).toEqual([carol.airdrop])
    const out = await send(rpc, carol.signer, [transferSol(carol.signer.address, alice.signer.address, 1_000n)])
    await expect
      .poll(() => hashes(carol.signer.address), { timeout: 5_000, interval: 50 })
      .toEqual([out, carol.airdrop])
  })

  it('follows an address once its balance is asked for, and keeps the list in the database', async () => {
    const dave = await fundedWallet(devnetRpc(devnet), 1n * LAMPORTS_PER_SOL)
    const response = await server.app.request(
      `${withClient(`/v1/account/${dave.signer.address}/balance`)}&chainId=${encodeURIComponent(SOLANA_DEVNET_CAIP2)}`,
    )
    expect(response.status).toBe(200)
    const watched = await solanaDb(server.context.database.db)
      .selectFrom('solana_watched_addresses')
      .select(['chain_id', 'address'])
      .where('address', '=', dave.signer.address)
      .execute()
    expect(watched).toEqual([{ chain_id: SOLANA_DEVNET_CAIP2, address: dave.signer.address }])
    // Read from the tables, not the route: asking the history route would itself make Dave watched.
    const stored = () =>
      server.context.database.db
        .selectFrom('indexed_account_transactions')
        .select('tx_hash')
        .where('address', '=', dave.signer.address)
        .execute()
        .then((rows) => rows.map((row) => row.tx_hash))
    await expect.poll(stored, { timeout: 5_000, interval: 50 }).toEqual([dave.airdrop])
  })
})
