// The Solana watcher across two server instances on one PostgreSQL, as behind a load balancer: only the indexer
// leader follows the watched addresses; when it stops, the other instance takes the lock and goes on from the cursors
// the first one stored, on a real litesvm devnet.
import { getFreeSolanaPort, SOLANA_DEVNET_CAIP2, startSolanaDevnet, type SolanaDevnet } from '@foyer/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type FoyerServer } from '../../start-server.js'
import { testConfig } from '../../test/server-fixture.js'
import { createPostgresDatabase } from '../../test/test-databases.js'
import { solanaDb } from './solana-indexer-tables.js'
import { solanaCursorKey } from './solana-watcher.js'
import { devnetRpc, fundedWallet, LAMPORTS_PER_SOL, send, transferSol } from './test/solana-test-wallets.js'

let devnet: SolanaDevnet
let database: Awaited<ReturnType<typeof createPostgresDatabase>>
const servers: FoyerServer[] = []
beforeAll(async () => {
  ;[devnet, database] = await Promise.all([
    getFreeSolanaPort().then((port) => startSolanaDevnet({ port })),
    createPostgresDatabase(),
  ])
}, 180_000)
afterAll(async () => {
  for (const server of servers) await server.close()
  await Promise.all([devnet?.stop(), database?.drop()])
})

/** The hashes stored for `address`, as the history route reads them. */
const storedFor = (server: FoyerServer, address: string) =>
  server.context.database.db
    .selectFrom('indexed_account_transactions')
    .select('tx_hash')
    .where('chain_id', '=', SOLANA_DEVNET_CAIP2)
    .where('address', '=', address)
    .orderBy('tx_hash')
    .execute()
    .then((rows) => rows.map((row) => row.tx_hash))

const cursorOf = (server: FoyerServer, address: string) =>
  solanaDb(server.context.database.db)
    .selectFrom('solana_cursors')
    .select('value')
    .where('key', '=', solanaCursorKey(SOLANA_DEVNET_CAIP2, address))
    .executeTakeFirst()
    .then((row) => row?.value)

describe('the Solana watcher on two instances', () => {
  it('follows on the leader only; the other takes over from the stored cursors and indexes a new transfer', async () => {
    const rpc = devnetRpc(devnet)
    const alice = await fundedWallet(rpc, 5n * LAMPORTS_PER_SOL)
    const bob = await fundedWallet(rpc, 5n * LAMPORTS_PER_SOL)
    const config = testConfig({
      database: { url: database.url },
      chains: [{ id: SOLANA_DEVNET_CAIP2, rpcUrls: [devnet.rpcUrl], watchedAddresses: [alice.signer.address] }],
      indexer: { enabled: true, pollIntervalMs: 50, leaderRetryMs: 50 },
    })
    const a = await startServer(config, { listen: false })
    servers.push(a)
    await a.indexer!.whenLeader()
    const b = await startServer(config, { listen: false })
    servers.push(b)

    const first = await send(rpc, bob.signer, [transferSol(bob.signer.address, alice.signer.address, 9_000n)])
    const expected = [alice.airdrop, first].sort()
    await expect.poll(() => storedFor(a, alice.signer.address), { timeout: 10_000, interval: 50 }).toEqual(expected)
    // B has asked for the lock every 50 ms all along and never got it.
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect([a.indexer!.isLeader(), b.indexer!.isLeader()]).toEqual([true, false])
    const handedOver = await cursorOf(a, alice.signer.address)
    expect(handedOver).toContain(first)

    await a.close()
    servers.splice(servers.indexOf(a), 1)
    // Taken out behind the watcher's back: a watcher that started over rather than from A's cursor would store it
    // again, one that goes on from the cursor never looks at it.
    await b.context.database.db.deleteFrom('indexed_account_transactions').where('tx_hash', '=', first).execute()
    await b.context.database.db.deleteFrom('indexed_transfers').where('tx_hash', '=', first).execute()
    await b.context.database.db.deleteFrom('indexed_transactions').where('hash', '=', first).execute()

    await b.indexer!.whenLeader()
    const second = await send(rpc, alice.signer, [transferSol(alice.signer.address, bob.signer.address, 4_000n)])
    await expect
      .poll(() => storedFor(b, alice.signer.address), { timeout: 10_000, interval: 50 })
      .toEqual([alice.airdrop, second].sort())
    // A few more rounds: still nothing from before the cursor, and the cursor has moved past the new transfer.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await storedFor(b, alice.signer.address)).toEqual([alice.airdrop, second].sort())
    const moved = await cursorOf(b, alice.signer.address)
    expect(moved).not.toBe(handedOver)
    expect(moved).toContain(second)
  }, 60_000)
})
