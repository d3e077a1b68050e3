// Indexer catch-up speed (issue 10: target ≥ 1,000 blocks/s for blocks of plain transfers): N blocks of one ETH
// transfer each on a fresh anvil, indexed from block 0 by the EVM follower into an in-memory PGlite. The measurement
// runs in a child process under tsx (the server is TypeScript); this module turns its JSON into a results section.
// Alone: `node bench/server-indexer.mjs` (FOYER_BENCH_INDEXER_BLOCKS, FOYER_BENCH_INDEXER_BATCHES to vary it).
import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { fileURLToPath } from 'node:url'

export const INDEXER_SECTION_TITLE = 'Indexer catch-up (EVM follower, anvil → PGlite)'
export const INDEXER_TARGET_BLOCKS_PER_SECOND = 1000

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

export async function measureIndexerCatchUp() {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', '--conditions', 'source', path.join(ROOT, 'bench', 'server-indexer-run.ts')],
    { cwd: ROOT, maxBuffer: 1 << 20, timeout: 600_000 },
  )
  return JSON.parse(stdout.trim().split('\n').pop())
}

export async function indexerSection() {
  const result = await measureIndexerCatchUp()
  const rows = result.runs.map((run) => [
    String(run.batchSize),
    `${(run.ms / 1000).toFixed(2)} s`,
    `${Math.round(run.blocksPerSecond)} blocks/s`,
    `${Math.round((run.rpcMs / run.ms) * 100)} %`,
    `≥ ${INDEXER_TARGET_BLOCKS_PER_SECOND} (${run.blocksPerSecond >= INDEXER_TARGET_BLOCKS_PER_SECOND ? 'met' : '**missed**'})`,
  ])
  const header = '| blocks per round | catch-up | speed | time in RPC | target |\n|---|---|---|---|---|'
  return [
    `${result.blocks} blocks of one plain ETH transfer each (mined in ${(result.mineMs / 1000).toFixed(1)} s), indexed`,
    'from block 0: one JSON-RPC batch per round (eth_getBlockByNumber with full transactions + eth_getBlockReceipts per',
    'block), one database transaction per round (transactions, transfers, account links, block hashes, cursor).',
    '',
    header,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n')
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  console.log(await indexerSection())
}
