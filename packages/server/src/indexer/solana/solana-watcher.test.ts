import { getFreeSolanaPort, SOLANA_DEVNET_CAIP2, startSolanaDevnet, type SolanaDevnet } from '@foyer/devnet'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { IndexedTransaction } from '../indexed-transaction.js'
import { createSolanaWatcher, type SolanaWatcherOptions } from './solana-watcher.js'
import { createMemorySolanaStore, type MemorySolanaStore } from './test/memory-solana-store.js'
import { devnetRpc, fundedWallet, LAMPORTS_PER_SOL, send, transferSol } from './test/solana-test-wallets.js'

/** The watched address's transfers in the store, as `hash direction amount` lines, in the order saved. */
function seenBy(store: MemorySolanaStore, address: string): string[] {
  return store
    .records()
    .flatMap((record: IndexedTransaction) =>
      record.transfers
        .filter((transfer) => transfer.address === address)
        .map((transfer) => `${record.hash} ${transfer.direction} ${transfer.amount}`),
    )
}

describe('createSolanaWatcher on the litesvm devnet', () => {
  const cleanup: Array<() => unknown> = []
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step()
  })

  function watch(options: Omit<SolanaWatcherOptions, 'signal' | 'chainId'>) {
    const abort = new AbortController()
    let rounds = 0
    const errors: Array<Error | null> = []
    const watcher = createSolanaWatcher({
      chainId: SOLANA_DEVNET_CAIP2,
      signal: abort.signal,
      ...options,
      onRound: (round) => {
        rounds++
        errors.push(round.error)
      },
    })
    cleanup.push(() => abort.abort())
    return {
      ...watcher,
      errors,
      rounds: () => rounds,
      stop: async () => {
        abort.abort()
        await watcher.stopped
      },
    }
  }

  async function devnetOn(port: number): Promise<SolanaDevnet> {
    const devnet = await startSolanaDevnet({ port })
    cleanup.push(() => devnet.stop())
    return devnet
  }

  it('saves what the watched addresses receive and send, and a restarted watcher saves nothing twice', async () => {
    const devnet = await devnetOn(await getFreeSolanaPort())
    const rpc = devnetRpc(devnet)
    const alice = await fundedWallet(rpc, 5n * LAMPORTS_PER_SOL)
    const bob = await fundedWallet(rpc, 5n * LAMPORTS_PER_SOL)
    const watched = [alice.signer.address as string]
    const store = createMemorySolanaStore()
    const options = { rpcUrl: devnet.rpcUrl, addresses: async () => watched, store, intervalMs: 50, log: () => {} }

    const first = watch(options)
    await vi.waitFor(() => expect(seenBy(store, alice.signer.address)).toHaveLength(1), { timeout: 15_000 })
    const toBob = await send(rpc, alice.signer, [transferSol(alice.signer.address, bob.signer.address, 7_000n)])
    // An address added while running is followed from the next round, history included.
    watched.push(bob.signer.address)
    await vi.waitFor(() => expect(store.records()).toHaveLength(4), { timeout: 15_000 })
    expect(seenBy(store, alice.signer.address)).toEqual([
      `${alice.airdrop} in ${5n * LAMPORTS_PER_SOL}`,
      `${toBob} out 7000`,
    ])
    expect(seenBy(store, bob.signer.address)).toEqual([
      `${bob.airdrop} in ${5n * LAMPORTS_PER_SOL}`,
      `${toBob} in 7000`,
    ])
    await first.stop()
    expect(store.saved).toBe(4)

    const second = watch(options)
    await vi.waitFor(() => expect(second.rounds()).toBeGreaterThanOrEqual(3), { timeout: 15_000 })
    expect(store.saved).toBe(4)
    const toAlice = await send(rpc, bob.signer, [transferSol(bob.signer.address, alice.signer.address, 9_000n)])
    await vi.waitFor(() => expect(store.saved).toBe(6), { timeout: 15_000 })
    expect(seenBy(store, alice.signer.address).at(-1)).toBe(`${toAlice} in 9000`)
    expect(seenBy(store, bob.signer.address).at(-1)).toBe(`${toAlice} out 9000`)
    expect(second.errors.every((error) => error === null)).toBe(true)
    await second.stop()
  })

  it('logs one line when the RPC goes away, keeps going, and resumes on a new node on the same port', async () => {
    const port = await getFreeSolanaPort()
    let devnet = await devnetOn(port)
    const alice = await fundedWallet(devnetRpc(devnet), 2n * LAMPORTS_PER_SOL)
    const store = createMemorySolanaStore()
    const lines: string[] = []
    const watcher = watch({
      rpcUrl: devnet.rpcUrl,
      addresses: async () => [alice.signer.address],
      store,
      intervalMs: 50,
      log: (line) => lines.push(line),
    })
    await vi.waitFor(() => expect(store.saved).toBe(1), { timeout: 15_000 })

    await devnet.stop()
    const failedBefore = watcher.errors.filter(Boolean).length
    await vi.waitFor(() => expect(watcher.errors.filter(Boolean).length).toBeGreaterThanOrEqual(failedBefore + 5), {
      timeout: 15_000,
    })
    expect(lines).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Indexer ${SOLANA_DEVNET_CAIP2}: Solana RPC http://127\\.0\\.0\\.1:${port} failed on \\w+: fetch failed \\(\\w+\\); retrying every 50 ms$`,
        ),
      ),
    ])

    devnet = await devnetOn(port)
    const again = await devnetRpc(devnet)
      .requestAirdrop(alice.signer.address, (3n * LAMPORTS_PER_SOL) as never)
      .send()
    await vi.waitFor(
      () => expect(seenBy(store, alice.signer.address)).toContain(`${again} in ${3n * LAMPORTS_PER_SOL}`),
      {
        timeout: 15_000,
      },
    )
    expect(lines).toHaveLength(2)
    expect(lines[1]).toBe(`Indexer ${SOLANA_DEVNET_CAIP2}: RPC http://127.0.0.1:${port} answers again; resumed`)
    expect(store.saved).toBe(2)
    await watcher.stop()
  })

  it('stops as soon as its signal is aborted, even in a long wait', async () => {
    const devnet = await devnetOn(await getFreeSolanaPort())
    const watcher = watch({
      rpcUrl: devnet.rpcUrl,
      addresses: async () => [devnet.accounts[0]!],
      store: createMemorySolanaStore(),
      intervalMs: 60_000,
    })
    await vi.waitFor(() => expect(watcher.rounds()).toBe(1), { timeout: 15_000 })
    const started = Date.now()
    await watcher.stop()
    expect(Date.now() - started).toBeLessThan(1000)
  })
})
