// The watcher over the server's database: its text cursors survive a restart of the process (PGlite reopened from the
// same folder), so the restarted watcher hands over only what is new and the history tables hold each transaction once.
import { getFreeSolanaPort, SOLANA_DEVNET_CAIP2, startSolanaDevnet } from '@foyer/devnet'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openDatabase } from '../../db/open-database.js'
import { runMigrations } from '../../start-server.js'
import { IndexerStore } from '../indexer-store.js'
import { createSolanaStoreAdapter } from './solana-store-adapter.js'
import { createSolanaWatcher, solanaCursorKey } from './solana-watcher.js'
import { devnetRpc, fundedWallet, LAMPORTS_PER_SOL, send, transferSol } from './test/solana-test-wallets.js'

describe('the Solana store adapter on PGlite', () => {
  const cleanup: Array<() => unknown> = []
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step()
  })

  it('keeps the cursor across a restart over the same database: nothing is saved twice', async () => {
    const devnet = await startSolanaDevnet({ port: await getFreeSolanaPort() })
    cleanup.push(() => devnet.stop())
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-solana-adapter-'))
    cleanup.push(() => fs.rmSync(dataDir, { recursive: true, force: true }))
    const rpc = devnetRpc(devnet)
    const alice = await fundedWallet(rpc, 5n * LAMPORTS_PER_SOL)
    const bob = await fundedWallet(rpc, 5n * LAMPORTS_PER_SOL)
    const watched = [alice.signer.address as string, bob.signer.address as string]
    const toBob = await send(rpc, alice.signer, [transferSol(alice.signer.address, bob.signer.address, 7_000n)])

    // One "process": the database opened from the folder, a watcher on it; `handed` counts what reached the store.
    async function run() {
      const database = await openDatabase({ dataDir })
      await runMigrations(database)
      const adapter = createSolanaStoreAdapter(database.db, new IndexerStore(database.db))
      const handed: string[] = []
      const abort = new AbortController()
      let rounds = 0
      const watcher = createSolanaWatcher({
        chainId: SOLANA_DEVNET_CAIP2,
        rpcUrl: devnet.rpcUrl,
        addresses: async () => watched,
        store: {
          ...adapter,
          saveTransactions: async (chainId, transactions) => {
            handed.push(...transactions.map((tx) => tx.hash))
            await adapter.saveTransactions(chainId, transactions)
          },
        },
        intervalMs: 50,
        signal: abort.signal,
        log: () => {},
        onRound: () => rounds++,
      })
      const stop = async () => {
        abort.abort()
        await watcher.stopped
        await database.close()
      }
      cleanup.push(stop)
      const transactions = async () =>
        (await database.db.selectFrom('indexed_transactions').select('hash').orderBy('hash').execute()).map(
          (row) => row.hash,
        )
      return { database, adapter, handed, rounds: () => rounds, transactions, stop }
    }

    const first = await run()
    // Alice's airdrop, Bob's, and the transfer seen from each side.
    await vi.waitFor(() => expect(first.handed).toHaveLength(4), { timeout: 15_000 })
    expect(await first.transactions()).toEqual([alice.airdrop, bob.airdrop, toBob].sort())
    const cursor = await first.adapter.getCursor(solanaCursorKey(SOLANA_DEVNET_CAIP2, alice.signer.address))
    expect(JSON.parse(cursor!)).toBeTruthy()
    await first.stop()

    const second = await run()
    expect(await second.adapter.getCursor(solanaCursorKey(SOLANA_DEVNET_CAIP2, alice.signer.address))).toBe(cursor)
    await vi.waitFor(() => expect(second.rounds()).toBeGreaterThanOrEqual(3), { timeout: 15_000 })
    expect(second.handed).toEqual([])
    const toAlice = await send(rpc, bob.signer, [transferSol(bob.signer.address, alice.signer.address, 9_000n)])
    await vi.waitFor(() => expect(second.handed).toEqual([toAlice, toAlice]), { timeout: 15_000 })
    expect(await second.transactions()).toEqual([alice.airdrop, bob.airdrop, toBob, toAlice].sort())
    const aliceLinks = await second.database.db
      .selectFrom('indexed_account_transactions')
      .select('tx_hash')
      .where('address', '=', alice.signer.address)
      .execute()
    expect(aliceLinks.map((row) => row.tx_hash).sort()).toEqual([alice.airdrop, toBob, toAlice].sort())
    await second.stop()
  })

  it('reads null for a key never set, and the last value set', async () => {
    const database = await openDatabase({ dataDir: 'memory://' })
    cleanup.push(() => database.close())
    await runMigrations(database)
    const adapter = createSolanaStoreAdapter(database.db, new IndexerStore(database.db))
    expect(await adapter.getCursor('k')).toBeNull()
    await adapter.setCursor('k', '{"a":1}')
    await adapter.setCursor('k', '{"a":2}')
    expect(await adapter.getCursor('k')).toBe('{"a":2}')
    // The EVM follower's cursors are a different table: a Solana key never shows up as a chain height.
    expect(await new IndexerStore(database.db).getCursor('k')).toBeUndefined()
  })
})
