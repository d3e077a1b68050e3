// Runs every module's migrations in name order. Migration names start with a number, so modules interleave by date
// of creation rather than by import order, and a new module only adds names after the existing ones.
import type { Kysely } from 'kysely'
import { Migrator, type Migration } from 'kysely/migration'
import type { Database } from './schema.js'

export type Migrations = Record<string, Migration>

export class MigrationError extends Error {
  constructor(name: string | undefined, cause: unknown) {
    super(`Migration ${name ?? '(unknown)'} failed: ${(cause as Error)?.message ?? String(cause)}`, { cause })
    this.name = 'MigrationError'
  }
}

/** Applies the migrations not applied yet; returns the names applied now. */
export async function migrate(db: Kysely<Database>, migrations: Migrations): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: 'foyer_migrations',
    migrationLockTableName: 'foyer_migrations_lock',
  })
  const { error, results } = await migrator.migrateToLatest()
  if (error) throw new MigrationError(results?.find((r) => r.status === 'Error')?.migrationName, error)
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}
