// Projects: which origins may call (CORS), how fast, on which chains. Config is the source; it is written to the
// database at start-up so that every instance (and later an admin route) reads the same table.
import type { Kysely } from 'kysely'
import { sql } from 'kysely'
import type { ProjectConfig } from '../config/config-schema.js'
import type { Migrations } from '../db/migrate.js'
import type { Database } from '../db/schema.js'

export const projectMigrations: Migrations = {
  '0001_projects': {
    async up(db) {
      await db.schema
        .createTable('projects')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('allowed_origins', 'jsonb', (c) => c.notNull())
        .addColumn('rate_limit_per_minute', 'integer', (c) => c.notNull())
        .addColumn('chains', 'jsonb', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute()
    },
  },
}

export async function syncProjects(db: Kysely<Database>, projects: ProjectConfig[]): Promise<void> {
  for (const project of projects) {
    const row = {
      id: project.id,
      allowed_origins: JSON.stringify(project.allowedOrigins),
      rate_limit_per_minute: project.rateLimitPerMinute,
      chains: JSON.stringify(project.chains),
      updated_at: new Date(),
    }
    await db
      .insertInto('projects')
      .values(row)
      .onConflict((oc) => oc.column('id').doUpdateSet(row))
      .execute()
  }
}

/** Reads projects through a short in-memory cache: a lookup per request would cost more than the request. */
export class ProjectStore {
  private readonly entries = new Map<string, { project: ProjectConfig | null; until: number }>()

  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number,
    private readonly ttlMs = 5_000,
  ) {}

  async get(id: string): Promise<ProjectConfig | null> {
    const cached = this.entries.get(id)
    if (cached && cached.until > this.now()) return cached.project
    const row = await this.db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst()
    const project = row
      ? {
          id: row.id,
          allowedOrigins: row.allowed_origins,
          rateLimitPerMinute: row.rate_limit_per_minute,
          chains: row.chains,
        }
      : null
    if (this.entries.size > 10_000) this.entries.clear()
    this.entries.set(id, { project, until: this.now() + this.ttlMs })
    return project
  }
}

export function originAllowed(project: ProjectConfig, origin: string | undefined): boolean {
  if (!origin) return false
  return project.allowedOrigins.includes('*') || project.allowedOrigins.includes(origin)
}

export function chainAllowed(project: ProjectConfig, chainId: string): boolean {
  return project.chains.length === 0 || project.chains.includes(chainId)
}
