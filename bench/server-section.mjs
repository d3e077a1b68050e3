// The server bench's section of bench/results.md: the figures of server-api.mjs with the targets and what limits them.
import { execFileSync } from 'node:child_process'
import os from 'node:os'
import { table } from './results-md.mjs'
import { measureServerApi, SERVER_TARGETS } from './server-api.mjs'

export const SERVER_SECTION_TITLE = 'Server (@foyer/server, one instance, PGlite, autocannon on loopback)'

const ms = (value) => `${Math.round(value)} ms`
const rps = (value) => Math.round(value).toLocaleString('en-US')
const verdict = (ok) => (ok ? 'met' : '**missed**')

/** Whether HEAD already has the history route the working tree serves (a run may measure someone's work in progress). */
function historyInHead(root) {
  try {
    execFileSync('git', ['diff', '--quiet', 'HEAD', '--', 'packages/server/src/routes/history'], { cwd: root })
    return true
  } catch {
    return false
  }
}

export async function serverSection({ root }) {
  const load = os.loadavg()[0]
  const { balance, history, quote, serverStartMs } = await measureServerApi()
  const rows = [
    [
      `cached balance (${balance.balances} balances, ${Math.round(balance.bytes)} B)`,
      rps(balance.rps),
      ms(balance.p50),
      ms(balance.p99),
      `${balance.serverCpuMsPerRequest.toFixed(3)} ms`,
      `${(balance.serverCpu * 100).toFixed(0)} %`,
      `≥ ${rps(SERVER_TARGETS.balanceRps)} req/s (${verdict(balance.rps >= SERVER_TARGETS.balanceRps)}), p99 ≤ ${SERVER_TARGETS.balanceP99Ms} ms (${verdict(balance.p99 <= SERVER_TARGETS.balanceP99Ms)})`,
    ],
  ]
  if (!history.todo) {
    rows.push([
      `history, first page (${history.items} items, ${(history.bytes / 1024).toFixed(1)} kB)`,
      rps(history.rps),
      ms(history.p50),
      ms(history.p99),
      `${history.serverCpuMsPerRequest.toFixed(3)} ms`,
      `${(history.serverCpu * 100).toFixed(0)} %`,
      'p99 reported',
    ])
  }
  rows.push([
    'swap quote, warm pool (1 ETH → FUSD, Uniswap V2 on anvil)',
    rps(quote.rps),
    ms(quote.p50),
    ms(quote.p99),
    `${quote.serverCpuMsPerRequest.toFixed(3)} ms`,
    `${(quote.serverCpu * 100).toFixed(0)} %`,
    `p99 ≤ ${SERVER_TARGETS.quoteP99Ms} ms (${verdict(quote.p99 <= SERVER_TARGETS.quoteP99Ms)})`,
  ])
  const errors =
    balance.non2xx + balance.errors + quote.non2xx + quote.errors + (history.todo ? 0 : history.non2xx + history.errors)
  return [
    `One \`foyer-server start\` (tsx from the sources, PGlite in bench/tmp/server/data, started in ${(serverStartMs / 1000).toFixed(1)} s)`,
    'on a devnet anvil, its own process; autocannon in the bench process, 10 connections for 10 s after a 3 s',
    'warm-up, over 127.0.0.1. The balance is dev account #0 on eip155:31337 (ETH and the two demo ERC-20s), read',
    'once from the chain with forceUpdate, then served from the 30 s cache',
    `(${balance.cacheHits.toLocaleString('en-US')} cache hits for ${balance.requests.toLocaleString('en-US')} answers).`,
    '"server CPU / answer" is the CPU the server process group used divided by the answers: 1000 over it is what one',
    'free core would serve, whatever else the machine runs; "server CPU" is its share of one core during the run.',
    '',
    table(['what', 'req/s', 'p50', 'p99', 'server CPU / answer', 'server CPU', 'target'], rows),
    '',
    ...(history.todo ? [history.todo, ''] : []),
    ...(history.todo || historyInHead(root)
      ? []
      : [
          'The history route measured here is uncommitted work in the tree (not in HEAD yet); its figure is provisional.',
          '',
        ]),
    `Errors and non-2xx answers: ${errors}. Load average when this section started: ${load.toFixed(1)} on ${os.cpus().length} CPUs.`,
    '',
    'What limits each: on 2 cores the server (one Node thread) and autocannon share the CPU with whatever else runs, so',
    "req/s is the server's share of a core divided by its CPU per answer, and the p99 is mostly time spent waiting for",
    'that core. A cached balance costs a Hono route, zod checks of the query, the rate limiter, the metrics and JSON',
    'serialisation; the cache entry itself is a process-local copy on PGlite (one process owns the folder; on',
    'PostgreSQL every hit is a query, shared by the instances). A history page is one keyset query on PGlite (a single',
    'connection in WebAssembly: requests wait their turn) plus building and serialising 50 items. A swap quote is not',
    "cached: each reads the pool's reserves from anvil (one eth_call; the pair's address and token order are kept after",
    "the first) and applies V2's formula, so its p99 includes a JSON-RPC round trip to a node on the same two cores.",
  ].join('\n')
}
