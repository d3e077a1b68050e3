// A cache in the database, so that every instance behind the load balancer shares it (balances 30 s, identity 5 min).
import type { Kysely } from 'kysely'
import { sql } from 'kysely'
import type { Migrations } from '../db/migrate.js'
import type { Database } from '../db/schema.js'
import type { Metrics } from './metrics.js'

export const cacheMigrations: Migrations = {
  '0002_cache': {
    async up(db) {
      await db.schema
        .createTable('cache')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'jsonb', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('cache_expires_at').on('cache').column('expires_at').execute()
    },
  },
}

interface LocalEntry {
  value: unknown
  expiresAt: number
}

/** The process-local copies, one map per database handle, so every SharedCache on that database sees the same. */
const localCopies = new WeakMap<object, Map<string, LocalEntry>>()
const LOCAL_MAX_ENTRIES = 10_000

export interface SharedCacheOptions {
  /**
   * Also keep what is read and written in this process's memory, until the same expiry as the row. Only for a
   * database no other process writes (PGlite: one process per data folder) and a cache nothing else writes to: then the
   * copy is never older than the table. It spares a query per hit, which was over half the CPU of a cached balance
   * answer on PGlite (server bench).
   */
  processLocal?: boolean
}

export class SharedCache {
  private readonly local: Map<string, LocalEntry> | undefined

  constructor(
    private readonly db: Kysely<Database>,
    private readonly metrics: Metrics,
    private readonly now: () => number,
    options: SharedCacheOptions = {},
  ) {
    if (options.processLocal) {
      let copies = localCopies.get(db)
      if (!copies) localCopies.set(db, (copies = new Map()))
      this.local = copies
    }
  }

  /** The cached value, or undefined. Shared with other callers: do not modify it. */
  async get<T>(cache: string, key: string): Promise<T | undefined> {
    const fullKey = `${cache}:${key}`
    const copy = this.local?.get(fullKey)
    if (copy && copy.expiresAt > this.now()) {
      this.metrics.cache.inc({ cache, result: 'hit' })
      return copy.value as T
    }
    const row = await this.db
      .selectFrom('cache')
      .select(['value', 'expires_at'])
      .where('key', '=', fullKey)
      .where('expires_at', '>', new Date(this.now()))
      .executeTakeFirst()
    this.metrics.cache.inc({ cache, result: row ? 'hit' : 'miss' })
    if (row) this.remember(fullKey, row.value, new Date(row.expires_at).getTime())
    return row?.value as T | undefined
  }

  private remember(fullKey: string, value: unknown, expiresAt: number) {
    if (!this.local) return
    if (this.local.size >= LOCAL_MAX_ENTRIES) {
      const now = this.now()
      for (const [k, entry] of this.local) if (entry.expiresAt <= now) this.local.delete(k)
      if (this.local.size >= LOCAL_MAX_ENTRIES) this.local.clear()
    }
    this.local.set(fullKey, { value, expiresAt })
  }

  async set(cache: string, key: string, value: unknown, ttlSeconds: number): Promise<void> {
    const row = {
      key: `${cache}:${key}`,
      value: JSON.stringify(value),
      expires_at: new Date(this.now() + ttlSeconds * 1000),
    }
    await this.db
      .insertInto('cache')
      .values(row)
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: row.value, expires_at: row.expires_at }))
      .execute()
    // As the table would give it back (a JSON copy), so later changes to the caller's object do not reach the cache.
    this.remember(row.key, JSON.parse(row.value), row.expires_at.getTime())
  }

  /** Drops expired rows; run now and then, not per request. */
  async prune(): Promise<void> {
    await this.db
      .deleteFrom('cache')
      .where('expires_at', '<=', sql<Date>`now()`)
      .execute()
  }
}
