// Test set-up shared by the route tests: a config with one project, and the describe-per-database loop.
import { afterAll, beforeAll, describe } from 'vitest'
import type { FoyerServerConfig, FoyerServerConfigInput } from '../config/config-schema.js'
import { parseConfig } from '../config/load-config.js'
import { startServer, type FoyerServer, type StartServerOptions } from '../start-server.js'
import { DATABASE_KINDS, openTestDatabase, type DatabaseKind, type TestDatabase } from './test-databases.js'

export const TEST_PROJECT = 'test-project'
export const TEST_ORIGIN = 'http://127.0.0.1:5173'

export function testConfig(input: FoyerServerConfigInput = {}): FoyerServerConfig {
  return parseConfig({
    projects: [{ id: TEST_PROJECT, allowedOrigins: [TEST_ORIGIN], rateLimitPerMinute: 10_000 }],
    indexer: { enabled: false },
    listen: { host: '127.0.0.1', port: 0 },
    ...input,
  })
}

/** `path` with the spec's client parameters added. */
export function withClient(path: string, projectId = TEST_PROJECT): string {
  const url = new URL(path, 'http://x')
  url.searchParams.set('st', 'foyer')
  url.searchParams.set('sv', 'test')
  url.searchParams.set('projectId', projectId)
  return `${url.pathname}${url.search}`
}

export interface DatabaseSuite {
  kind: DatabaseKind
  /** Valid inside tests (set in beforeAll). */
  db(): TestDatabase
  /** Starts an app (not listening unless asked) on this suite's database. */
  start(config?: FoyerServerConfig, options?: StartServerOptions): Promise<FoyerServer>
}

/** Runs `body` once per database kind: PGlite and PostgreSQL, each opened once for the file. */
export function describeOnDatabases(name: string, body: (suite: DatabaseSuite) => void) {
  for (const kind of DATABASE_KINDS) {
    describe(`${name} [${kind}]`, () => {
      let database: TestDatabase | undefined
      const servers: FoyerServer[] = []
      beforeAll(async () => {
        database = await openTestDatabase(kind)
      }, 180_000)
      afterAll(async () => {
        for (const server of servers) await server.close()
        await database?.close()
      })
      body({
        kind,
        db: () => database!,
        async start(config = testConfig(), options = {}) {
          const server = await startServer(config, { listen: false, database: database!.database, ...options })
          servers.push(server)
          return server
        },
      })
    })
  }
}
