// The demo's example host backend (apps/demo/host-backend/main.ts) as a separate process, for `npm start` and the
// browser tests: run from its TypeScript sources under tsx with the "source" condition, like the server.
import { HOST_BACKEND_PORT, TSX } from './paths.mjs'
import { startService } from './service.mjs'

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
  const url = `http://127.0.0.1:${port}`
  const { child, stop } = await startService({
    ports: [{ port, what: 'example host backend' }],
    command: TSX,
    args: ['--conditions=source', 'apps/demo/host-backend/main.ts'],
    options: { env: { ...process.env, HOST_BACKEND_PORT: String(port), ...env }, ...(stdio ? { stdio } : {}) },
    ready: [`${url}/health`],
    timeoutMs,
    graceMs: 5000,
    onSpawn,
  })
  return { url, child, stop }
}
