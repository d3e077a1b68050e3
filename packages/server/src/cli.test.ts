import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
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
    const again = cli(['migrate'], env)
    expect(again.status).toBe(0)
    expect(again.stdout).toMatch(/foyer-server: up to date/)
  }, 90_000)

  it('stops at start-up with the key of an invalid config', () => {
    const result = cli(['start'], { FOYER_PORT: 'eighty' })
    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(/Invalid Foyer server config[\s\S]*listen\.port/)
  })

  it('prints its usage for an unknown command', () => {
    const result = cli(['serve'])
    expect(result.status).toBe(2)
    expect(result.stderr).toMatch(/unknown command serve[\s\S]*Usage: foyer-server <start\|migrate>/)
  })
})
