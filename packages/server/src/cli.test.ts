import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { main } from './cli.js'
import { createPostgresDatabase } from './test/test-databases.js'

const CLI = path.join(import.meta.dirname, 'cli.ts')
const TSX = path.join(import.meta.dirname, '../../../node_modules/.bin/tsx')
const ROOT = path.join(import.meta.dirname, '../../..')

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

/**
 * `foyer-server start` as scripts/lib/server-cli.mjs runs it for `npm start`: tsx with the "source" condition, from the
 * repository root. Resolves with the URL it prints once it listens.
 */
function startBin(args: string[], env: Record<string, string>) {
  const child = spawn(TSX, ['--conditions=source', CLI, 'start', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr += chunk))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const url = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      stdout += chunk
      const match = /listening on (http:\/\/\S+)/.exec(stdout)
      if (match) resolve(match[1]!)
    })
    void exited.then((code) => reject(new Error(`foyer-server exited (${code}) before listening: ${stderr}`)))
  })
  return { child, url, exited, output: () => ({ stdout, stderr }) }
}

describe('foyer-server', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined
  afterAll(async () => {
    await database?.drop()
  })

  // On PostgreSQL through DATABASE_URL: a first PGlite data dir costs ~11 s of initdb here, and the route tests already
  // run every migration on PGlite.
  it('migrate applies the migrations once, then says it is up to date', async () => {
    database ??= await createPostgresDatabase()
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

  it("serves with the demo's foyer.config.ts (loaded by tsx) and stops on SIGINT", async () => {
    database ??= await createPostgresDatabase()
    const server = startBin(['--config', 'apps/demo/foyer.config.ts'], {
      DATABASE_URL: database.url,
      FOYER_PORT: '0',
      FOYER_INDEXER: 'off',
    })
    try {
      const url = await server.url
      const response = await fetch(`${url}/v1/supported-chains?projectId=foyer-dev&st=foyer&sv=test`, {
        headers: { origin: 'http://localhost:5173' },
      })
      expect(response.status).toBe(200)
      expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
      expect(await response.json()).toEqual({
        http: ['eip155:31337', 'eip155:31338', 'solana:3m18fFd2hPJkop2aCRdB3LS47DSuWbBx'],
        ws: ['solana:3m18fFd2hPJkop2aCRdB3LS47DSuWbBx'],
        // The demo swaps on the first devnet chain only (its swaps.extraChains).
        swaps: ['eip155:31337'],
      })
      const unknown = await fetch(`${url}/v1/supported-chains?projectId=someone-else`)
      expect(unknown.status).toBe(401)
    } finally {
      server.child.kill('SIGINT')
    }
    expect(await server.exited).toBe(0)
    expect(server.output().stderr).toBe('')
  }, 120_000)

  it('stops at start-up with the key of an invalid config', async () => {
    const result = await inProcess(['start'], { FOYER_PORT: 'eighty' })
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/Invalid Foyer server config[\s\S]*listen\.port/)
  })

  it('prints its usage for an unknown command', async () => {
    const result = await inProcess(['serve'])
    expect(result.code).toBe(2)
    expect(result.stderr).toMatch(/unknown command serve[\s\S]*Usage: foyer-server <start\|migrate\|seed-wallets>/)
  })
})
