// GET /v1/identity/{address}?sender → { name, avatar }: the name registered for the address in the names table (the
// names feature fills it), cached 5 minutes in the shared cache. ENS lookups are not wired yet (see the README).
import { sql } from 'kysely'
import { z } from 'zod'
import { SharedCache } from '../../app/cache.js'
import type { RouteModule } from '../../app/context.js'
import { BadRequestError } from '../../app/errors.js'
import { clientParams, parseInput, queryOf } from '../../app/validate.js'
import { canonicalAddress, namespaceOfAddress } from '../../chains/address-format.js'
import type { Migrations } from '../../db/migrate.js'

export interface Identity {
  name: string | null
  avatar: string | null
}

export const identityMigrations: Migrations = {
  '0003_names': {
    async up(db) {
      await db.schema
        .createTable('names')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('avatar', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute()
      await db.schema.createIndex('names_address').on('names').column('address').execute()
    },
  },
}

const querySchema = z.object({
  ...clientParams,
  // The spec's client sends who is asking; it does not change the answer here, but it must be an address if given.
  sender: z
    .string()
    .max(128)
    .refine((value) => namespaceOfAddress(value) !== undefined, 'must be an EVM or Solana address')
    .optional(),
})

export const identityRoute: RouteModule = {
  name: 'identity',
  migrations: identityMigrations,
  mount(app, context) {
    const cache = new SharedCache(context.database.db, context.metrics, context.now)
    app.get('/v1/identity/:address', async (c) => {
      parseInput(querySchema, queryOf(c), 'query')
      const raw = c.req.param('address')
      if (!namespaceOfAddress(raw))
        throw new BadRequestError('Invalid address: not an EVM or Solana address', 'address')
      const address = canonicalAddress(raw)
      const ttl = context.config.cache.identitySeconds
      const cached = ttl > 0 ? await cache.get<Identity>('identity', address) : undefined
      if (cached) return c.json(cached)
      // The oldest name wins when an address has several, so the answer does not flip as names are added.
      const row = await context.database.db
        .selectFrom('names')
        .select(['name', 'avatar'])
        .where('address', '=', address)
        .orderBy('created_at')
        .orderBy('name')
        .limit(1)
        .executeTakeFirst()
      const identity: Identity = { name: row?.name ?? null, avatar: row?.avatar ?? null }
      if (ttl > 0) await cache.set('identity', address, identity, ttl)
      return c.json(identity)
    })
  },
}
