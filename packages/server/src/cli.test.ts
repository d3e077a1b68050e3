import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { main } from './cli.js'
import { createPostgresDatabase } from './test/test-databases.js'

const CLI = path.join(import.meta.dirname, 'cli.ts')
const TSX = path.join(import.meta.dirname, '../../../node_modules/.bin/tsx')

function cli(args: string[], env: Record<string, string> = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-cli-'))
  const result = spawnSync(TSX, [CLI, ...args], {
    cwd: dir,
    env: { ...process.env, FOYER_DATA_DIR: path.join(dir, 'data'), ...env },
    encoding: 'utf8',
    timeout: 60_000,
  })
  return { ...result, dir }
}

/** main() with the environment and the console swapped for the call. */
async function inProcess(args: string[], env: Record<string, string> = {}) {
  const saved = { ...process.env }
  const out: string[] = []
  const err: string[] = []
  const log = vi.spyOn(console, 'log').mockImplementation((...parts) => void out.push(parts.join(' ')))
  const error = vi.spyOn(console, 'error').mockImplementation((...parts) => void err.push(parts.join(' ')))
  Object.assign(process.env, { FOYER_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-cli-')), ...env })
  try {
    const code = await main(args)
    return { code, stdout: out.join('\n'), stderr: err.join('\n') }
  } finally {
    log.mockRestore()
    error.mockRestore()
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key]
    Object.assign(process.env, saved)
  }
}

describe('foyer-server', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined
  afterAll(async () => {
    await database?.drop()
  })

  // On PostgreSQL through DATABASE_URL: a first PGlite data dir costs ~11 s of initdb here, and the route tests already
  // run every migration on PGlite.
  it('migrate applies the migrations once, then says it is up to date', async () => {
    database = await createPostgresDatabase()
    const env = { DATABASE_URL: database.url }
    const first = cli(['migrate'], env)
    expect(first.stderr).toBe('')
    expect(first.status).toBe(0)
    expect(first.stdout).toMatch(/applied 0001_projects, 0002_cache, 0003_names/)
    // The rest in-process through main(): a tsx start costs seconds on a busy 2-core machine, and the bin's wiring is
    // proven above.
    const again = await inProcess(['migrate'], env)
    expect(again.code).toBe(0)
    expect(again.stdout).toMatch(/foyer-server: up to date/)
  }, 90_000)

  it('stops at start-up with the key of an invalid config', async () => {
    const result = await inProcess(['start'], { FOYER_PORT: 'eighty' })
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/Invalid Foyer server config[\s\S]*listen\.port/)
  })

  it('prints its usage for an unknown command', async () => {
    const result = await inProcess(['serve'])
    expect(result.code).toBe(2)
    expect(result.stderr).toMatch(/unknown command serve[\s\S]*Usage: foyer-server <start\|migrate>/)
  })
})
