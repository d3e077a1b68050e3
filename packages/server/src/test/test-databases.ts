// The databases a server test file runs on: PGlite (in memory, opened once per file) and PostgreSQL (DATABASE_URL when
// given, else a throwaway cluster), each test file getting its own fresh PostgreSQL database.
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openDatabase, type OpenDatabase } from '../db/open-database.js'
import { startPostgresCluster, type PostgresCluster } from './postgres-cluster.js'

export type DatabaseKind = 'pglite' | 'postgres'
export const DATABASE_KINDS: DatabaseKind[] = ['pglite', 'postgres']

export interface TestDatabase {
  kind: DatabaseKind
  /** For PostgreSQL: the URL of this file's database (to open a second instance on it). */
  url?: string
  database: OpenDatabase
  close(): Promise<void>
}

async function withAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

/** A fresh empty PostgreSQL database; the cluster (when we started one) goes with it on close. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  let cluster: PostgresCluster | undefined
  const adminUrl = process.env.DATABASE_URL || (cluster = await startPostgresCluster()).url
  const name = `foyer_test_${randomBytes(6).toString('hex')}`
  await withAdmin(adminUrl, (client) => client.query(`create database ${name}`))
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      if (cluster) return cluster.stop()
      await withAdmin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).catch(
        () => {},
      )
    },
  }
}

export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://' })
    return { kind, database, close: () => database.close() }
  }
  const created = await createPostgresDatabase()
  const database = await openDatabase({ url: created.url })
  return {
    kind,
    url: created.url,
    database,
    async close() {
      await database.close()
      await created.drop()
    },
  }
}
