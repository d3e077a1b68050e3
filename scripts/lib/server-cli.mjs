// @foyer/server as a separate process (`tsx packages/server/src/cli.ts start`), for `npm start` and the server bench.
// Run from its TypeScript sources with the "source" export condition, like the tests: a foyer.config.ts that imports
// @foyer/server/config then loads the sources too, and nothing needs a build first. Its process group is stopped as a
// whole.
import path from 'node:path'
import { DEMO_SERVER_CONFIG, ROOT, SERVER_DATA_DIR, SERVER_PORT } from './paths.mjs'
import { killOnExit, spawnGroup, stopGroup } from './processes.mjs'
import { assertPortsFree } from './ports.mjs'
import { waitForHttp } from './wait.mjs'

const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx')

/**
 * Starts `foyer-server start` on 127.0.0.1:`port` and resolves once /health answers. `env` is passed on top of this
 * process's environment (DATABASE_URL, FOYER_INDEXER…); the port, host and data folder are set from the options.
 * @returns {Promise<{ url: string, child: import('node:child_process').ChildProcess, stop: () => Promise<void> }>}
 */
export async function startServerCli({
  port = SERVER_PORT,
  config = DEMO_SERVER_CONFIG,
  dataDir = SERVER_DATA_DIR,
  env = {},
  timeoutMs = 120_000,
  stdio,
  onSpawn,
} = {}) {
  await assertPortsFree([{ port, what: 'Foyer server' }])
  const child = killOnExit(
    spawnGroup(TSX, ['--conditions=source', 'packages/server/src/cli.ts', 'start', '--config', config], {
      cwd: ROOT,
      env: {
        ...process.env,
        FOYER_HOST: '127.0.0.1',
        FOYER_PORT: String(port),
        FOYER_DATA_DIR: dataDir,
        ...env,
      },
      ...(stdio ? { stdio } : {}),
    }),
  )
  const stop = () => stopGroup(child, { graceMs: 8000 })
  onSpawn?.(stop)
  const url = `http://127.0.0.1:${port}`
  try {
    // The first start of a PGlite folder runs initdb in WebAssembly: tens of seconds on a busy 2-core machine.
    await waitForHttp(`${url}/health`, { timeoutMs, child })
  } catch (error) {
    await stop()
    throw error
  }
  return { url, child, stop }
}
