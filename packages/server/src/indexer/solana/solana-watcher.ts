// Follows the watched Solana addresses: every `intervalMs`, what is new for each since its cursor goes to the store,
// in steps of `batchSize`, saved before the cursor moves (so a crash repeats a save, which the store ignores, and never
// skips one). A node that goes away is logged once and retried each interval; the watcher never throws.
import { setTimeout as sleep } from 'node:timers/promises'
import type { ChainId } from '../indexed-transaction.js'
import { fetchSolanaActivity, type SolanaCursor } from './fetch-solana-activity.js'
import { createSolanaRpc, SolanaRpcUnreachableError } from './solana-rpc.js'
import type { SolanaIndexerStore } from './solana-store.js'

export interface SolanaWatcherOptions {
  rpcUrl: string
  chainId: ChainId
  /** Asked again every round, so addresses added while running are followed from the next one. */
  addresses: () => Promise<string[]>
  store: SolanaIndexerStore
  intervalMs: number
  /** Aborting stops the watcher (requests in flight included); `stopped` then resolves. */
  signal: AbortSignal
  /** Transactions fetched and saved per step while catching up (default 100). */
  batchSize?: number
  /** Where the watcher reports the node going away and coming back (default console.warn). */
  log?: (line: string) => void
  /** After every round: how many transactions were saved, and what failed, if anything (for metrics). */
  onRound?: (round: { saved: number; error: Error | null }) => void
}

export interface SolanaWatcher {
  stopped: Promise<void>
}

/** The store key of an address's cursor (a JSON SolanaCursor). */
export function solanaCursorKey(chainId: ChainId, address: string): string {
  return `solana-signatures:${chainId}:${address}`
}

function parseCursor(value: string | null): SolanaCursor | undefined {
  if (value === null) return undefined
  const parsed: unknown = JSON.parse(value)
  return parsed && typeof parsed === 'object' ? (parsed as SolanaCursor) : undefined
}

export function createSolanaWatcher(options: SolanaWatcherOptions): SolanaWatcher {
  const { chainId, store, signal } = options
  const log = options.log ?? ((line: string) => console.warn(line))
  const rpc = createSolanaRpc(options.rpcUrl, { signal })
  const prefix = `Indexer ${chainId}`

  async function follow(address: string): Promise<number> {
    let saved = 0
    const key = solanaCursorKey(chainId, address)
    for (;;) {
      const stored = await store.getCursor(key)
      const activity = await fetchSolanaActivity({
        rpcUrl: options.rpcUrl,
        chainId,
        address,
        until: parseCursor(stored),
        limit: options.batchSize ?? 100,
        rpc,
      })
      if (activity.transactions.length > 0) await store.saveTransactions(chainId, activity.transactions)
      saved += activity.transactions.length
      const next = JSON.stringify(activity.cursor)
      if (next !== stored) await store.setCursor(key, next)
      if (!activity.more || signal.aborted) return saved
    }
  }

  async function round(): Promise<{ saved: number; error: Error | null }> {
    let saved = 0
    let error: Error | null = null
    try {
      for (const address of new Set(await options.addresses())) {
        if (signal.aborted) break
        try {
          saved += await follow(address)
        } catch (caught) {
          // A node that cannot be reached fails every address alike; one it answers badly for may be this address's.
          if (caught instanceof SolanaRpcUnreachableError) throw caught
          error ??= caught as Error
        }
      }
    } catch (caught) {
      error = caught as Error
    }
    return { saved, error }
  }

  const stopped = (async () => {
    // What was last logged, so a node that stays down is one line, not one per interval.
    let problem: string | null = null
    while (!signal.aborted) {
      const result = await round()
      if (signal.aborted) break
      options.onRound?.(result)
      const { error } = result
      if (error) {
        // A node that is down fails on whichever call came first: one problem, whatever the call.
        const now = error instanceof SolanaRpcUnreachableError ? 'unreachable' : error.message
        if (now !== problem) log(`${prefix}: ${error.message}; retrying every ${options.intervalMs} ms`)
        problem = now
      } else if (problem !== null) {
        log(`${prefix}: ${problem === 'unreachable' ? `RPC ${options.rpcUrl} answers again` : 'recovered'}; resumed`)
        problem = null
      }
      await sleep(options.intervalMs, undefined, { signal }).catch(() => {})
    }
  })()
  return { stopped }
}
