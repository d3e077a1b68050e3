// A throwaway PostgreSQL cluster for tests: Debian's server binaries, a temp data dir, a free loopback port, stopped
// and deleted afterwards. PostgreSQL refuses to run as root, so as root the cluster belongs to the `postgres` user.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

const exec = promisify(execFile)

export interface PostgresCluster {
  /** postgres://… of the `postgres` database; create your own databases in it. */
  url: string
  port: number
  stop(): Promise<void>
}

export function findPostgresBin(): string | undefined {
  const root = '/usr/lib/postgresql'
  if (!fs.existsSync(root)) return undefined
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

const asRoot = () => process.getuid?.() === 0

function runner(bin: string) {
  return (command: string, args: string[]) =>
    asRoot()
      ? exec('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args])
      : exec(path.join(bin, command), args)
}

/**
 * initdb takes seconds on a busy 2-core machine and every server test file needs a cluster, so one freshly initialised
 * data dir is kept per machine and copied (a fraction of a second). Built aside and renamed, so parallel test files
 * never see half of one.
 */
async function templateDataDir(bin: string): Promise<string> {
  const version = path.basename(path.dirname(bin))
  const template = path.join(os.tmpdir(), `foyer-pg-template-${version}-${process.getuid?.() ?? 'x'}`)
  if (fs.existsSync(path.join(template, 'PG_VERSION'))) return template
  const building = `${template}.${process.pid}.${Date.now()}`
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-pg-initdb-'))
  fs.chmodSync(parent, 0o755)
  if (asRoot()) await exec('chown', ['postgres:postgres', parent])
  const dataDir = path.join(parent, 'data')
  await runner(bin)('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C',
  ])
  fs.renameSync(dataDir, building)
  fs.rmSync(parent, { recursive: true, force: true })
  try {
    fs.renameSync(building, template)
  } catch {
    // Another test file finished first: use its copy.
    fs.rmSync(building, { recursive: true, force: true })
  }
  return template
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = findPostgresBin()
  if (!bin)
    throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql (apt-get install postgresql)')
  const run = runner(bin)
  const template = await templateDataDir(bin)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-pg-'))
  fs.chmodSync(dir, 0o755)
  const dataDir = path.join(dir, 'data')
  await exec('cp', ['-a', template, dataDir])
  if (asRoot()) await exec('chown', ['-R', 'postgres:postgres', dir])
  fs.chmodSync(dataDir, 0o700)
  const port = await freePort()
  // Durability off: the cluster is deleted after the test file, and fsync costs seconds on a shared disk.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`
  await run('pg_ctl', ['-D', dataDir, '-o', options, '-w', '-t', '30', '-l', path.join(dir, 'log'), 'start'])
  let stopped = false
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async stop() {
      if (stopped) return
      stopped = true
      await run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => {})
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
