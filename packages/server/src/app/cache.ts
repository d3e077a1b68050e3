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

export class SharedCache {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly metrics: Metrics,
    private readonly now: () => number,
  ) {}

  async get<T>(cache: string, key: string): Promise<T | undefined> {
    const row = await this.db
      .selectFrom('cache')
      .select('value')
      .where('key', '=', `${cache}:${key}`)
      .where('expires_at', '>', new Date(this.now()))
      .executeTakeFirst()
    this.metrics.cache.inc({ cache, result: row ? 'hit' : 'miss' })
    return row?.value as T | undefined
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
  }

  /** Drops expired rows; run now and then, not per request. */
  async prune(): Promise<void> {
    await this.db
      .deleteFrom('cache')
      .where('expires_at', '<=', sql<Date>`now()`)
      .execute()
  }
}
