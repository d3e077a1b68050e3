// Debian's PostgreSQL server for @foyer/server's tests, which run every database test on PGlite and on a real
// PostgreSQL (a throwaway cluster on a free port). Skipped when DATABASE_URL names a server, or the binaries are there.
import fs from 'node:fs'
import path from 'node:path'
import { run } from './processes.mjs'

const POSTGRESQL_ROOT = '/usr/lib/postgresql'

function installedBin() {
  if (!fs.existsSync(POSTGRESQL_ROOT)) return undefined
  const version = fs
    .readdirSync(POSTGRESQL_ROOT)
    .filter((v) => fs.existsSync(path.join(POSTGRESQL_ROOT, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a))[0]
  return version ? path.join(POSTGRESQL_ROOT, version, 'bin') : undefined
}

function failure(what, result) {
  const how = result.timedOut ? 'timed out' : `exit ${result.code ?? result.signal}`
  return { ok: false, message: `${what} failed (${how}${result.error ? `: ${result.error.message}` : ''})` }
}

/** @returns {Promise<{ ok: boolean, message: string }>} */
export async function ensurePostgresql() {
  if (process.env.DATABASE_URL) return { ok: true, message: 'DATABASE_URL is set: the server tests use that server' }
  const present = installedBin()
  if (present) return { ok: true, message: `PostgreSQL server binaries in ${present}` }
  if (process.platform !== 'linux' || typeof process.getuid !== 'function' || process.getuid() !== 0) {
    return {
      ok: false,
      message: `${POSTGRESQL_ROOT} is missing and installing it needs root on Debian (apt-get install -y postgresql), or set DATABASE_URL`,
    }
  }
  console.log(`[foyer] PostgreSQL is missing: installing Debian's postgresql with apt-get`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const aptOptions = ['-o', 'DPkg::Lock::Timeout=120', '-o', 'Acquire::Retries=2']
  const update = await run('apt-get', [...aptOptions, 'update'], { env, timeoutMs: 10 * 60_000 })
  if (update.code !== 0) return failure('apt-get update', update)
  const install = await run('apt-get', [...aptOptions, 'install', '-y', 'postgresql'], { env, timeoutMs: 15 * 60_000 })
  if (install.code !== 0 || !installedBin()) return failure('apt-get install -y postgresql', install)
  return { ok: true, message: `installed postgresql in ${((update.ms + install.ms) / 1000).toFixed(0)} s` }
}
