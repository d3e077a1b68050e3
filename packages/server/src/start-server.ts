// Opens the database, migrates, writes the configured projects, builds the app and listens. Also what tests use.
import { serve, type ServerType } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import { createApp } from './app/create-app.js'
import type { ServerContext } from './app/context.js'
import { createMetrics } from './app/metrics.js'
import { syncProjects } from './app/projects.js'
import type { FoyerServerConfig } from './config/config-schema.js'
import { allMigrations } from './db/all-migrations.js'
import { migrate } from './db/migrate.js'
import { openDatabase, type OpenDatabase } from './db/open-database.js'
import { startIndexer, type IndexerTask, type RunningIndexer } from './indexer/indexer.js'
import { ALL_ROUTES } from './routes/all-routes.js'
import { createPriceSource } from './routes/price/price-source.js'
import { startWalletFrame, type WalletFrameServer } from './wallet-frame/wallet-frame-server.js'

export interface FoyerServer {
  /** http://host:port, once listening. */
  url: string
  app: ReturnType<typeof createApp>
  context: ServerContext
  /** Present when config.indexer.enabled: whether this instance leads, and how to stop it. */
  indexer?: RunningIndexer
  /** The wallet frame's listener, when config.walletFrame.enabled. */
  walletFrameUrl?: string
  close(): Promise<void>
}

export interface StartServerOptions {
  /** Reuse an open database (tests open PGlite once per file); it is then not closed by close(). */
  database?: OpenDatabase
  /** Do not listen; use `app.request` (tests). */
  listen?: boolean
  fetch?: typeof fetch
  now?: () => number
  /** More work for the indexer leader besides the EVM followers (the Solana watcher). */
  indexerTasks?: IndexerTask[]
}

export async function runMigrations(database: OpenDatabase): Promise<string[]> {
  return migrate(database.db, allMigrations())
}

export async function startServer(config: FoyerServerConfig, options: StartServerOptions = {}): Promise<FoyerServer> {
  const ownDatabase = !options.database
  const database =
    options.database ?? (await openDatabase({ url: config.database.url, dataDir: config.database.dataDir }))
  try {
    await runMigrations(database)
    await syncProjects(database.db, config.projects)
  } catch (error) {
    if (ownDatabase) await database.close()
    throw error
  }
  const context: ServerContext = {
    config,
    database,
    metrics: createMetrics(),
    priceSource: createPriceSource(config, options.fetch),
    now: options.now ?? Date.now,
  }
  try {
    for (const module of ALL_ROUTES) await module.start?.(context)
  } catch (error) {
    if (ownDatabase) await database.close()
    throw error
  }
  const app = createApp(context, ALL_ROUTES)
  let server: ServerType | undefined
  let url = ''
  if (options.listen !== false) {
    server = await new Promise<ServerType>((resolve, reject) => {
      const s = serve({ fetch: app.fetch, hostname: config.listen.host, port: config.listen.port }, () => resolve(s))
      s.once('error', reject)
    })
    const address = server.address() as AddressInfo
    url = `http://${address.address}:${address.port}`
  }
  let walletFrame: WalletFrameServer | undefined
  if (options.listen !== false && config.walletFrame.enabled) {
    try {
      walletFrame = await startWalletFrame(config)
    } catch (error) {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
      if (ownDatabase) await database.close()
      throw error
    }
  }
  const indexer = config.indexer.enabled
    ? startIndexer(context, options.indexerTasks ? { tasks: options.indexerTasks } : {})
    : undefined
  return {
    url,
    app,
    context,
    ...(indexer ? { indexer } : {}),
    ...(walletFrame ? { walletFrameUrl: walletFrame.url } : {}),
    async close() {
      await indexer?.stop()
      await walletFrame?.close()
      if (server) await new Promise<void>((resolve) => server!.close(() => resolve()))
      if (ownDatabase) await database.close()
    },
  }
}
