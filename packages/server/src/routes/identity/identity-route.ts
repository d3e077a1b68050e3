// GET /v1/identity/{address}?sender → { name, avatar }: for an EVM address, its ENS name on the first configured chain
// with an ENS registry that has a verified one (reverse record checked forward, see chains/ens-identity.ts); else the
// name registered for the address in the names table (the names feature fills it). Cached 5 minutes in the shared cache.
import { sql } from 'kysely'
import { z } from 'zod'
import { SharedCache } from '../../app/cache.js'
import type { RouteModule } from '../../app/context.js'
import { BadRequestError, UpstreamError } from '../../app/errors.js'
import { clientParams, parseInput, queryOf } from '../../app/validate.js'
import { canonicalAddress, namespaceOfAddress } from '../../chains/address-format.js'
import { ensRegistryOf, resolveEnsIdentity, type EnsIdentity } from '../../chains/ens-identity.js'
import type { FoyerServerConfig } from '../../config/config-schema.js'
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

/**
 * The first verified ENS name across the chains that have a registry. A chain whose RPC fails does not hide a name
 * another chain has; its error is returned so the caller can decide (and not cache a possibly wrong null).
 */
async function lookupEns(
  config: FoyerServerConfig,
  address: `0x${string}`,
): Promise<{ identity?: EnsIdentity; failure?: UpstreamError }> {
  let failure: UpstreamError | undefined
  for (const chain of config.chains) {
    const registry = ensRegistryOf(chain)
    if (!registry) continue
    try {
      const identity = await resolveEnsIdentity(chain, registry, address)
      if (identity) return { identity }
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error
      failure ??= error
    }
  }
  return { failure }
}

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
      const ens: { identity?: EnsIdentity; failure?: UpstreamError } =
        namespaceOfAddress(address) === 'eip155' ? await lookupEns(context.config, address as `0x${string}`) : {}
      let identity: Identity | undefined = ens.identity
      if (!identity) {
        // The primary name (the one last registered, routes/profile) wins; else the oldest, so the answer does not flip
        // as names are added.
        const row = await context.database.db
          .selectFrom('names')
          .select(['name', 'avatar'])
          .where('address', '=', address)
          .orderBy('is_primary', 'desc')
          .orderBy('created_at')
          .orderBy('name')
          .limit(1)
          .executeTakeFirst()
        if (row) identity = { name: row.name, avatar: row.avatar ?? null }
      }
      // With a chain unreachable, "no name" may be wrong: answer 502 rather than a null, and cache nothing.
      if (ens.failure) {
        if (!identity) throw ens.failure
        return c.json(identity)
      }
      identity ??= { name: null, avatar: null }
      if (ttl > 0) await cache.set('identity', address, identity, ttl)
      return c.json(identity)
    })
  },
}
