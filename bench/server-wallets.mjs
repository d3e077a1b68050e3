// The wallet directory bench: one @foyer/server (its own process, PGlite, tsx from the sources, seeded with the
// vendored directory at start) answering GET /v1/wallets searches under autocannon from this process. No chain is
// needed. Reuses the server bench's port and CPU helpers; its section goes to bench/results.md next to the server's.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { ROOT } from '../scripts/lib/paths.mjs'
import { startServerCli } from '../scripts/lib/server-cli.mjs'
import { table } from './results-md.mjs'
import { freePort, groupCpuSeconds, loadFigures } from './server-api.mjs'

export const WALLETS_SECTION_TITLE = 'Wallet directory search (@foyer/server GET /v1/wallets, one instance, PGlite)'
export const WALLETS_TARGET_P99_MS = 20
const PROJECT = 'bench'
const WORK_DIR = path.join(ROOT, 'bench', 'tmp', 'server-wallets')
/** What a person types into All Wallets, letter by letter, plus filters the modal sends. */
const QUERIES = [
  'search=m',
  'search=me',
  'search=met',
  'search=meta',
  'search=wallet',
  'search=phan&chains=solana',
  'search=l&platform=mobile',
  'search=ledger&chains=eip155:1',
  'search=xyzzy',
  'search=trust&exclude=metamask,phantom',
  'page=2',
  'chains=bip122&platform=injected',
]

async function run(server, { connections, seconds, serverGroup }) {
  const requests = QUERIES.map((query) => ({
    method: 'GET',
    path: `/v1/wallets?${query}&projectId=${PROJECT}&st=foyer&sv=bench`,
  }))
  const cpuBefore = groupCpuSeconds(serverGroup)
  const result = await autocannon({ url: server.url, connections, duration: seconds, requests })
  const serverCpu = groupCpuSeconds(serverGroup) - cpuBefore
  return {
    connections,
    ...loadFigures(result),
    serverCpuMsPerRequest: (serverCpu * 1000) / Math.max(1, result.requests.total),
  }
}

export async function measureWalletDirectory({ seconds = 10, warmSeconds = 3 } = {}) {
  fs.rmSync(WORK_DIR, { recursive: true, force: true })
  fs.mkdirSync(WORK_DIR, { recursive: true })
  const config = path.join(WORK_DIR, 'foyer.config.json')
  // One client (autocannon) makes every request: the default 600 per minute would answer 429s.
  fs.writeFileSync(config, JSON.stringify({ projects: [{ id: PROJECT, rateLimitPerMinute: 1_000_000_000 }] }))
  const stops = []
  try {
    const server = await startServerCli({
      port: await freePort(),
      config: path.relative(ROOT, config),
      dataDir: path.join(WORK_DIR, 'data'),
      env: { FOYER_INDEXER: 'off' },
      stdio: ['ignore', 'ignore', 'inherit'],
      onSpawn: (stop) => stops.push(stop),
    })
    const probe = await fetch(`${server.url}/v1/wallets?search=meta&projectId=${PROJECT}`)
    const body = await probe.json()
    if (probe.status !== 200 || body.data?.[0]?.name !== 'MetaMask')
      throw new Error(
        `the directory did not answer a search: HTTP ${probe.status} ${JSON.stringify(body).slice(0, 200)}`,
      )
    const serverGroup = server.child.pid
    await run(server, { connections: 10, seconds: warmSeconds, serverGroup })
    const single = await run(server, { connections: 1, seconds, serverGroup })
    const loaded = await run(server, { connections: 10, seconds, serverGroup })
    return { single, loaded }
  } finally {
    for (const stop of stops.reverse()) await stop()
  }
}

export async function walletsSection() {
  const load = os.loadavg()[0]
  const { single, loaded } = await measureWalletDirectory()
  const verdict = (p99) => (p99 <= WALLETS_TARGET_P99_MS ? 'met' : '**missed**')
  const row = (r) => [
    String(r.connections),
    Math.round(r.rps).toLocaleString('en-US'),
    `${r.p50} ms`,
    `${r.p99} ms`,
    `${r.max} ms`,
    `${r.serverCpuMsPerRequest.toFixed(3)} ms`,
    `p99 ≤ ${WALLETS_TARGET_P99_MS} ms (${verdict(r.p99)})`,
  ]
  return [
    'One `foyer-server start` (tsx from the sources, PGlite, the directory seeded at start: 139 wallets), its own',
    'process; autocannon in the bench process over 127.0.0.1 cycling through searches a person types into All Wallets',
    `(${QUERIES.map((q) => `\`${q}\``).join(', ')}), 10 s each after a 3 s warm-up. Search runs over the in-memory`,
    'copy of the tables (re-read every 10 s), so an answer is the route, zod, filtering ~140 entries and JSON.',
    '',
    table(['connections', 'req/s', 'p50', 'p99', 'max', 'server CPU / answer', 'target'], [row(single), row(loaded)]),
    '',
    `Average answer ${Math.round(loaded.bytes).toLocaleString('en-US')} B. Errors and non-2xx answers:`,
    `${single.non2xx + single.errors + loaded.non2xx + loaded.errors}. Load average when this section started:`,
    `${load.toFixed(1)} on ${os.cpus().length} CPUs; the server and autocannon share those cores with whatever else`,
    'runs, so with 10 connections the p99 is mostly time waiting for a core; "server CPU / answer" is what a search',
    'costs the server whatever the load.',
  ].join('\n')
}
