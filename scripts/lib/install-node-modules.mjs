// `npm ci` when the installed tree is missing or older than package-lock.json (npm writes node_modules/.package-lock.json
// after every install, so it is newer than the lock file exactly when the tree matches it).
import fs from 'node:fs'
import path from 'node:path'
import { ROOT } from './paths.mjs'
import { run } from './processes.mjs'

function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs
  } catch {
    return undefined
  }
}

/** Why node_modules must be (re)installed, or undefined when it is current. */
export function nodeModulesStaleReason() {
  const installed = mtime(path.join(ROOT, 'node_modules', '.package-lock.json'))
  if (installed === undefined) return 'node_modules is missing'
  const lock = mtime(path.join(ROOT, 'package-lock.json'))
  if (lock !== undefined && lock > installed) return 'package-lock.json is newer than node_modules'
  return undefined
}

/** @returns {Promise<{ ok: boolean, message: string }>} */
export async function ensureNodeModules() {
  const reason = nodeModulesStaleReason()
  if (!reason) return { ok: true, message: 'node_modules is up to date' }
  console.log(`[foyer] ${reason}: running npm ci`)
  const result = await run('npm', ['ci'], { cwd: ROOT, timeoutMs: 20 * 60_000 })
  if (result.code === 0) return { ok: true, message: `npm ci done in ${(result.ms / 1000).toFixed(1)} s` }
  return {
    ok: false,
    message: `npm ci failed (${result.timedOut ? 'timed out' : `exit ${result.code ?? result.signal}`})`,
  }
}
