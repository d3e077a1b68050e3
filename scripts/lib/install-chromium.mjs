// Debian's chromium for the browser tests: playwright's own browser download does not work offline, apt does.
import fs from 'node:fs'
import { CHROMIUM_PATH } from './paths.mjs'
import { run } from './processes.mjs'

/** @returns {Promise<{ ok: boolean, message: string }>} */
export async function ensureChromium() {
  if (fs.existsSync(CHROMIUM_PATH)) return { ok: true, message: `${CHROMIUM_PATH} is present` }
  if (process.platform !== 'linux' || typeof process.getuid !== 'function' || process.getuid() !== 0) {
    return {
      ok: false,
      message: `${CHROMIUM_PATH} is missing and installing it needs root on Debian (apt-get install -y chromium)`,
    }
  }
  console.log(`[foyer] ${CHROMIUM_PATH} is missing: installing Debian's chromium with apt-get`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const aptOptions = ['-o', 'DPkg::Lock::Timeout=120', '-o', 'Acquire::Retries=2']
  const update = await run('apt-get', [...aptOptions, 'update'], { env, timeoutMs: 10 * 60_000 })
  if (update.code !== 0) {
    return {
      ok: false,
      message: `apt-get update failed (${update.timedOut ? 'timed out' : `exit ${update.code ?? update.signal}`}${update.error ? `: ${update.error.message}` : ''})`,
    }
  }
  const install = await run('apt-get', [...aptOptions, 'install', '-y', 'chromium'], { env, timeoutMs: 15 * 60_000 })
  if (install.code !== 0 || !fs.existsSync(CHROMIUM_PATH)) {
    return {
      ok: false,
      message: `apt-get install -y chromium failed (${install.timedOut ? 'timed out' : `exit ${install.code ?? install.signal}`}${install.error ? `: ${install.error.message}` : ''})`,
    }
  }
  return { ok: true, message: `installed chromium in ${((update.ms + install.ms) / 1000).toFixed(0)} s` }
}
