// What a route module gets: the config, the database, metrics and the providers chosen by config.
import type { Hono } from 'hono'
import type { FoyerServerConfig, ProjectConfig } from '../config/config-schema.js'
import type { Migrations } from '../db/migrate.js'
import type { OpenDatabase } from '../db/open-database.js'
import type { Metrics } from './metrics.js'
import type { PriceSource } from '../routes/price/price-source.js'

export interface ServerContext {
  config: FoyerServerConfig
  database: OpenDatabase
  metrics: Metrics
  priceSource: PriceSource
  /** Test hook and clock for caches. */
  now(): number
}

export type AppEnv = { Variables: { project: ProjectConfig } }

/** One capability: its routes, and the migrations of the tables it owns. */
export interface RouteModule {
  name: string
  migrations?: Migrations
  /** Start-up work after migrations, before the app serves (the wallet directory's seed); an error stops start-up. */
  start?(context: ServerContext): Promise<void>
  mount(app: Hono<AppEnv>, context: ServerContext): void
  /**
   * Requests this module counts in a rate-limit bucket of their own instead of the project's (the wallet icons, which
   * a page asks for dozens at a time): undefined keeps a request in the project's bucket.
   */
  rateLimitBucket?(request: { method: string; path: string }): RateLimitBucket | undefined
  /**
   * Path prefixes this module serves without a projectId (the login routes, called by the wallet frame rather than a
   * project's page): the platform's project check, CORS and rate limit skip them, and the module does its own.
   */
  projectFreePaths?: string[]
}

export interface RateLimitBucket {
  /** Keys the bucket beside the project and client. */
  name: string
  /** Its limit per minute, from the project's `rateLimitPerMinute`. */
  perMinute(projectLimit: number): number
}
