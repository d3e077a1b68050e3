import type { RouteModule } from '../../app/context.js'
import { indexerMigrations } from '../../indexer/indexer-migrations.js'

export const historyRoute: RouteModule = {
  name: 'history',
  migrations: indexerMigrations,
  mount() {},
}
