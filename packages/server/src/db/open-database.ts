// One Kysely over either PGlite (embedded, file-backed, the default) or a PostgreSQL server (DATABASE_URL). Both speak
// PostgreSQL, so every query and migration is written once.
import fs from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely'
import pg from 'pg'
import type { Database } from './schema.js'

const INT8 = 20

export interface OpenDatabase {
  db: Kysely<Database>
  kind: 'pglite' | 'postgres'
  /**
   * Try to become the holder of a session-level advisory lock. PostgreSQL: held on a dedicated connection until
   * `release`. PGlite: one process owns the data dir, so the lock is always granted.
   */
  tryAdvisoryLock(key: number): Promise<{ release(): Promise<void> } | null>
  close(): Promise<void>
}

export interface OpenDatabaseOptions {
  url?: string | undefined
  /** PGlite data dir; `memory://` for a throwaway in-memory one. */
  dataDir?: string
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenDatabase> {
  if (options.url) return openPostgres(options.url)
  return openPglite(options.dataDir ?? 'memory://')
}

async function openPglite(dataDir: string): Promise<OpenDatabase> {
  if (!dataDir.startsWith('memory://')) fs.mkdirSync(dataDir, { recursive: true })
  // int8 as a number, as the pg pool below does: block heights and ids stay far below 2^53.
  const pglite = new PGlite(dataDir, {
    parsers: { [INT8]: (value: string) => Number(value) },
  })
  await pglite.waitReady
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) })
  return {
    db,
    kind: 'pglite',
    async tryAdvisoryLock() {
      return { release: async () => {} }
    },
    async close() {
      await db.destroy()
      if (!pglite.closed) await pglite.close()
    },
  }
}

async function openPostgres(url: string): Promise<OpenDatabase> {
  const types = {
    getTypeParser: ((oid: number, format?: string) =>
      oid === INT8
        ? (value: string) => Number(value)
        : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
  }
  const pool = new pg.Pool({ connectionString: url, types, max: 10 })
  // An idle client that loses its server emits 'error' on the pool; without a listener that would crash the process.
  pool.on('error', () => {})
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  return {
    db,
    kind: 'postgres',
    async tryAdvisoryLock(key: number) {
      const client = await pool.connect()
      try {
        const result = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [key])
        if (!result.rows[0]?.locked) {
          client.release()
          return null
        }
      } catch (error) {
        client.release()
        throw error
      }
      return {
        async release() {
          try {
            await client.query('select pg_advisory_unlock($1)', [key])
          } finally {
            client.release()
          }
        },
      }
    },
    async close() {
      await db.destroy()
    },
  }
}
