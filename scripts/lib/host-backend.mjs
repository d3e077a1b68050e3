// The demo's example host backend (apps/demo/host-backend/main.ts) as a separate process, for `npm start` and the
// browser tests: run from its TypeScript sources under tsx with the "source" condition, like the server.
import path from 'node:path'
import { HOST_BACKEND_PORT, ROOT } from './paths.mjs'
import { killOnExit, spawnGroup, stopGroup } from './processes.mjs'
import { assertPortsFree } from './ports.mjs'
import { waitForHttp } from './wait.mjs'

const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx')

/**
 * Starts it on 127.0.0.1:`port` and resolves once /health answers. `env` goes on top of this process's environment:
 * DATABASE_URL (the server's PostgreSQL; without it the backend asks the server at FOYER_SERVER_URL, default
 * 127.0.0.1:8788) and FOYER_SESSION_SECRET.
 * @returns {Promise<{ url: string, child: import('node:child_process').ChildProcess, stop: () => Promise<void> }>}
 */
export async function startHostBackend({
  port = HOST_BACKEND_PORT,
  env = {},
  timeoutMs = 60_000,
  stdio,
  onSpawn,
} = {}) {
  await assertPortsFree([{ port, what: 'example host backend' }])
  const child = killOnExit(
    spawnGroup(TSX, ['--conditions=source', 'apps/demo/host-backend/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, HOST_BACKEND_PORT: String(port), ...env },
      ...(stdio ? { stdio } : {}),
    }),
  )
  const stop = () => stopGroup(child, { graceMs: 5000 })
  onSpawn?.(stop)
  const url = `http://127.0.0.1:${port}`
  try {
    await waitForHttp(`${url}/health`, { timeoutMs, child })
  } catch (error) {
    await stop()
    throw error
  }
  return { url, child, stop }
}
