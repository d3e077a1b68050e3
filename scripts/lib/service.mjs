// A development server this repo runs as a child process (the Foyer server, the example host backend, the login
// parts, the demo preview): its ports checked free first, its process group started and killed with this process,
// ready once each of its URLs answers. A start that fails stops what it started.
import { ROOT } from './paths.mjs'
import { killOnExit, spawnGroup, stopGroup } from './processes.mjs'
import { assertPortsFree } from './ports.mjs'
import { waitForHttp } from './wait.mjs'

/**
 * @param {{
 *   ports: { port: number, what: string }[],
 *   command: string,
 *   args: string[],
 *   options?: import('node:child_process').SpawnOptions,
 *   ready: string[],
 *   timeoutMs?: number,
 *   graceMs?: number,
 *   onSpawn?: (stop: () => Promise<void>) => void,
 * }} service
 * @returns {Promise<{ child: import('node:child_process').ChildProcess, stop: () => Promise<void> }>}
 */
export async function startService({
  ports,
  command,
  args,
  options = {},
  ready,
  timeoutMs = 60_000,
  graceMs,
  onSpawn,
}) {
  await assertPortsFree(ports)
  const child = killOnExit(spawnGroup(command, args, { cwd: ROOT, ...options }))
  // Without graceMs, stopGroup's own default applies.
  const stop = () => stopGroup(child, { graceMs })
  onSpawn?.(stop)
  try {
    for (const url of ready) await waitForHttp(url, { timeoutMs, child })
  } catch (error) {
    await stop()
    throw error
  }
  return { child, stop }
}
