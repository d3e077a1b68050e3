// The demo app, built once and served by `vite preview` on 127.0.0.1:5173, for browser tests and benchmarks.
import fs from 'node:fs'
import path from 'node:path'
import { DEMO_PORT, DEMO_URL, DEMO_VITE_CONFIG, ROOT } from './paths.mjs'
import { run } from './processes.mjs'
import { startService } from './service.mjs'

/** The demo can only be built once its Vite config exists (apps/demo is written by a teammate). */
export function demoConfigExists() {
  return fs.existsSync(path.join(ROOT, DEMO_VITE_CONFIG))
}

/**
 * The environment for building and serving the demo as users get it: a production build even when called from inside a
 * test run (Vitest sets NODE_ENV=test and VITEST*, which would give React's development build and test-only branches).
 */
export function productionEnv() {
  const env = { ...process.env, NODE_ENV: 'production' }
  for (const key of Object.keys(env)) if (key.startsWith('VITEST') || key === 'TEST') delete env[key]
  return env
}

/** `vite build` of the demo; throws when it fails. */
export async function buildDemo({ timeoutMs = 10 * 60_000 } = {}) {
  const result = await run('npx', ['vite', 'build', '--config', DEMO_VITE_CONFIG], {
    cwd: ROOT,
    timeoutMs,
    env: productionEnv(),
  })
  if (result.code !== 0) {
    throw new Error(
      `vite build --config ${DEMO_VITE_CONFIG} failed (${result.timedOut ? 'timed out' : `exit ${result.code ?? result.signal}`})`,
    )
  }
  return { ms: result.ms }
}

/**
 * `vite preview` of the built demo on 127.0.0.1:5173 (strict port). Resolves once it answers HTTP.
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startDemoPreview({ timeoutMs = 60_000 } = {}) {
  const { child, stop } = await startService({
    ports: [{ port: DEMO_PORT, what: 'demo preview' }],
    command: 'npx',
    args: [
      'vite',
      'preview',
      '--config',
      DEMO_VITE_CONFIG,
      '--host',
      '127.0.0.1',
      '--port',
      String(DEMO_PORT),
      '--strictPort',
    ],
    options: { env: productionEnv() },
    ready: [DEMO_URL],
    timeoutMs,
  })
  return { url: DEMO_URL, child, stop }
}
