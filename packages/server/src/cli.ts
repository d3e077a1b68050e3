#!/usr/bin/env node
// foyer-server start | migrate | seed-wallets: reads foyer.config.ts / .json (or the file --config or FOYER_CONFIG
// names) plus the environment.
import { ConfigError, loadConfig } from './config/load-config.js'
import { MigrationError } from './db/migrate.js'
import { openDatabase } from './db/open-database.js'
import { walletsDb } from './routes/wallets/wallet-migrations.js'
import { customWalletsOf, seedWallets, syncProjectWallets } from './routes/wallets/wallet-seed.js'
import { runMigrations, startServer } from './start-server.js'

const USAGE = `Usage: foyer-server <start|migrate|seed-wallets> [--config <file>]

  start         migrate the database, then serve (and index, when indexer.enabled)
  migrate       apply pending migrations and exit
  seed-wallets  migrate, write the bundled wallet directory and the config's own wallets (wallets.custom,
                wallets.customFile) to the database, and exit; safe to run again

  --config  the config file (.ts, .mts, .js, .mjs or .json); default: the first of foyer.config.ts, .mts, .js,
            .mjs, .json in the working directory

Environment overrides: DATABASE_URL, FOYER_DATA_DIR, FOYER_HOST, FOYER_PORT, FOYER_INDEXER (on/off),
FOYER_COINGECKO_API_KEY, FOYER_CONFIG (path of the config file).`

export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv
  let file: string | undefined
  for (let i = 0; i < rest.length; i++) {
    if (rest[i] === '--config' && rest[i + 1]) file = rest[++i]
    else {
      console.error(`foyer-server: unknown argument ${rest[i]}\n\n${USAGE}`)
      return 2
    }
  }
  if (command !== 'start' && command !== 'migrate' && command !== 'seed-wallets') {
    console.error(
      command === undefined || command === '--help' ? USAGE : `foyer-server: unknown command ${command}\n\n${USAGE}`,
    )
    return command === '--help' ? 0 : 2
  }
  try {
    const config = await loadConfig(file ? { file } : {})
    if (command === 'migrate') {
      const database = await openDatabase({ url: config.database.url, dataDir: config.database.dataDir })
      try {
        const applied = await runMigrations(database)
        console.log(applied.length > 0 ? `foyer-server: applied ${applied.join(', ')}` : 'foyer-server: up to date')
      } finally {
        await database.close()
      }
      return 0
    }
    if (command === 'seed-wallets') {
      const custom = customWalletsOf(config)
      const database = await openDatabase({ url: config.database.url, dataDir: config.database.dataDir })
      try {
        await runMigrations(database)
        const db = walletsDb(database.db)
        const seeded = await seedWallets(db, { force: true })
        const own = await syncProjectWallets(db, custom)
        console.log(
          `foyer-server: wallet directory ${seeded.version}: ${seeded.count} wallets; ${own} project wallet(s) from the config`,
        )
      } finally {
        await database.close()
      }
      return 0
    }
    const server = await startServer(config)
    console.log(`foyer-server: listening on ${server.url} (${server.context.database.kind})`)
    const stop = () => {
      void server.close().then(() => process.exit(0))
    }
    process.once('SIGINT', stop)
    process.once('SIGTERM', stop)
    return await new Promise<number>(() => {})
  } catch (error) {
    if (error instanceof ConfigError || error instanceof MigrationError) {
      console.error(`foyer-server: ${error.message}`)
      return 1
    }
    console.error('foyer-server:', error)
    return 1
  }
}

const invoked = process.argv[1] ?? ''
if (/cli\.(ts|js)$/.test(invoked)) void main(process.argv.slice(2)).then((code) => process.exit(code))
