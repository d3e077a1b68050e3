import type { ChildProcess, StdioOptions } from 'node:child_process'

export declare function startServerCli(options?: {
  /** Default 8788. */
  port?: number
  /** The config file, relative to the repository root (default apps/demo/foyer.config.ts). */
  config?: string
  /** PGlite's folder (default .foyer/server-data); unused when env.DATABASE_URL is set. */
  dataDir?: string
  env?: Record<string, string>
  timeoutMs?: number
  stdio?: StdioOptions
  onSpawn?: (stop: () => Promise<void>) => void
}): Promise<{ url: string; child: ChildProcess; stop: () => Promise<void> }>
