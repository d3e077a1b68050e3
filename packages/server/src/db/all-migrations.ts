// The migrations of the platform and of every route module and the indexer, merged by name.
import { cacheMigrations } from '../app/cache.js'
import { projectMigrations } from '../app/projects.js'
import { ALL_ROUTES } from '../routes/all-routes.js'
import type { Migrations } from './migrate.js'

export function allMigrations(extra: Migrations[] = []): Migrations {
  const merged: Migrations = {}
  for (const set of [projectMigrations, cacheMigrations, ...ALL_ROUTES.map((r) => r.migrations ?? {}), ...extra]) {
    for (const [name, migration] of Object.entries(set)) {
      if (merged[name]) throw new Error(`Two migrations are named ${name}`)
      merged[name] = migration
    }
  }
  return merged
}
