// @foyer/server as a separate process (`tsx packages/server/src/cli.ts start`), for `npm start` and the server bench.
// Run from its TypeScript sources with the "source" export condition, like the tests: a foyer.config.ts that imports
// @foyer/server/config then loads the sources too, and nothing needs a build first. Its process group is stopped as a
// whole.
import { DEMO_SERVER_CONFIG, SERVER_DATA_DIR, SERVER_PORT, TSX } from './paths.mjs'
import { startService } from './service.mjs'

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
  const url = `http://127.0.0.1:${port}`
  const { child, stop } = await startService({
    ports: [{ port, what: 'Foyer server' }],
    command: TSX,
    args: ['--conditions=source', 'packages/server/src/cli.ts', 'start', '--config', config],
    options: {
      env: {
        ...process.env,
        FOYER_HOST: '127.0.0.1',
        FOYER_PORT: String(port),
        FOYER_DATA_DIR: dataDir,
        ...env,
      },
      ...(stdio ? { stdio } : {}),
    },
    // The first start of a PGlite folder runs initdb in WebAssembly: tens of seconds on a busy 2-core machine.
    ready: [`${url}/health`],
    timeoutMs,
    graceMs: 8000,
    onSpawn,
  })
  return { url, child, stop }
}
