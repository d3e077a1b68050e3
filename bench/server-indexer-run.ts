// Run by bench/server-indexer.mjs under tsx (the server is TypeScript): mines N blocks of one plain ETH transfer each on
// a fresh anvil, then times the EVM follower catching up from block 0 into an in-memory PGlite. Prints one JSON line.
import { getFreePort, startDevnet } from '@foyer/devnet'
import { openDatabase, runMigrations } from '@foyer/server'
import { EvmFollower } from '../packages/server/src/indexer/evm/evm-follower.js'
import { IndexerStore } from '../packages/server/src/indexer/indexer-store.js'

const blocks = Number(process.env.FOYER_BENCH_INDEXER_BLOCKS ?? 3000)
// 250 is the server's default (indexer.batchSize); 100 and 500 show the trend either side of it.
const batchSizes = (process.env.FOYER_BENCH_INDEXER_BATCHES ?? '100,250,500').split(',').map(Number)

const chain = await startDevnet({ port: await getFreePort(), seed: false })
try {
  const rpc = async (body: unknown) =>
    (await (
      await fetch(chain.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json()) as { error?: unknown }[]
  await rpc({ jsonrpc: '2.0', id: 0, method: 'evm_setAutomine', params: [false] })
  const [from, to] = chain.accounts
  const mineStarted = performance.now()
  for (let done = 0; done < blocks; ) {
    const calls = []
    for (let i = 0; i < 200 && done < blocks; i++, done++) {
      const value = `0x${(done + 1).toString(16)}`
      calls.push({
        jsonrpc: '2.0',
        id: 2 * i,
        method: 'eth_sendTransaction',
        params: [{ from, to, value, nonce: `0x${done.toString(16)}`, gas: '0x5208' }],
      })
      calls.push({ jsonrpc: '2.0', id: 2 * i + 1, method: 'evm_mine', params: [] })
    }
    const answers = await rpc(calls)
    const failed = answers.find((answer) => answer.error)
    if (failed) throw new Error(`mining failed: ${JSON.stringify(failed.error)}`)
  }
  const mineMs = performance.now() - mineStarted
  const runs = []
  for (const batchSize of batchSizes) {
    const database = await openDatabase({ dataDir: 'memory://' })
    try {
      await runMigrations(database)
      let rpcMs = 0
      const timed: typeof fetch = async (input, init) => {
        const started = performance.now()
        const response = await fetch(input, init)
        const body = await response.text()
        rpcMs += performance.now() - started
        return new Response(body, { status: response.status, headers: response.headers })
      }
      const chainId = 'eip155:31337'
      const follower = new EvmFollower({
        chainId,
        rpcUrl: chain.rpcUrl,
        store: new IndexerStore(database.db),
        batchSize,
        fetch: timed,
      })
      const started = performance.now()
      await follower.catchUp()
      const ms = performance.now() - started
      const stored = await database.db
        .selectFrom('indexed_transactions')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
      runs.push({ batchSize, ms, rpcMs, blocksPerSecond: ((blocks + 1) / ms) * 1000, transactions: Number(stored.n) })
    } finally {
      await database.close()
    }
  }
  console.log(JSON.stringify({ blocks, mineMs, runs }))
} finally {
  await chain.stop()
}
