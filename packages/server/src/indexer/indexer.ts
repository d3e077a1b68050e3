// The indexer of one server instance: several instances may run on one database, but only the holder of a
// PostgreSQL advisory lock follows the chains (on PGlite one process owns the data, so it always holds it). The others
// ask again every leaderRetryMs, so when the leader stops — or dies, and PostgreSQL drops its session lock — another
// instance takes over from the stored cursors.
import type { ServerContext } from '../app/context.js'
import { namespaceOfChain } from '../chains/address-format.js'
import { EvmFollower } from './evm/evm-follower.js'
import { followLoop } from './follow-loop.js'
import { IndexerStore } from './indexer-store.js'
import { createSolanaStoreAdapter } from './solana/solana-store-adapter.js'
import { watchedSolanaAddresses } from './solana/solana-watched-addresses.js'
import { createSolanaWatcher } from './solana/solana-watcher.js'

/** 'Foyr' in ASCII: the advisory lock key the indexer leader holds. */
export const INDEXER_LOCK_KEY = 0x466f7972

/** Anything else the leader should run while it leads, stopped by the signal. */
export type IndexerTask = (signal: AbortSignal, store: IndexerStore) => Promise<void>

export interface RunningIndexer {
  isLeader(): boolean
  /** Resolves once this instance leads (tests). */
  whenLeader(): Promise<void>
  stop(): Promise<void>
}

export interface StartIndexerOptions {
  tasks?: IndexerTask[]
  log?(line: string): void
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true })
  })
}

export function startIndexer(context: ServerContext, options: StartIndexerOptions = {}): RunningIndexer {
  const { config, database, metrics } = context
  const log = options.log ?? ((line: string) => console.warn(line))
  const store = new IndexerStore(database.db)
  const stopping = new AbortController()
  let leader = false
  let becameLeader: () => void = () => {}
  const leading = new Promise<void>((resolve) => (becameLeader = resolve))
  metrics.indexerLeader.set(0)

  const lead = async () => {
    const followers = config.chains
      .filter((chain) => chain.index && namespaceOfChain(chain.id) === 'eip155')
      .map(
        (chain) =>
          new EvmFollower({
            chainId: chain.id,
            rpcUrl: chain.rpcUrls[0]!,
            store,
            batchSize: config.indexer.batchSize,
            startBlock: config.indexer.startBlock,
            onHeight: (height) => metrics.indexerHeight.set({ chain: chain.id }, height),
          }),
      )
    const solanaStore = createSolanaStoreAdapter(database.db, store)
    const watchers = config.chains
      .filter((chain) => chain.index && namespaceOfChain(chain.id) === 'solana')
      .map((chain) =>
        createSolanaWatcher({
          chainId: chain.id,
          rpcUrl: chain.rpcUrls[0]!,
          addresses: () => watchedSolanaAddresses(database.db, chain),
          store: solanaStore,
          intervalMs: config.indexer.pollIntervalMs,
          batchSize: config.indexer.batchSize,
          signal: stopping.signal,
          log,
        }),
      )
    await Promise.all([
      ...watchers.map((watcher) => watcher.stopped),
      ...followers.map((follower) =>
        followLoop(follower, { pollIntervalMs: config.indexer.pollIntervalMs, signal: stopping.signal, log }),
      ),
      ...(options.tasks ?? []).map((task) => task(stopping.signal, store)),
    ])
  }

  const running = (async () => {
    let lockFailed = false
    while (!stopping.signal.aborted) {
      let lock: Awaited<ReturnType<typeof database.tryAdvisoryLock>>
      try {
        lock = await database.tryAdvisoryLock(INDEXER_LOCK_KEY)
        lockFailed = false
      } catch (error) {
        if (!lockFailed) log(`[foyer-indexer] cannot ask for the indexer lock: ${(error as Error).message}`)
        lockFailed = true
        lock = null
      }
      if (!lock) {
        await sleep(config.indexer.leaderRetryMs, stopping.signal)
        continue
      }
      leader = true
      metrics.indexerLeader.set(1)
      becameLeader()
      try {
        await lead()
      } finally {
        leader = false
        metrics.indexerLeader.set(0)
        await lock.release().catch(() => {})
      }
    }
  })()

  return {
    isLeader: () => leader,
    whenLeader: () => leading,
    async stop() {
      stopping.abort()
      await running
    },
  }
}
