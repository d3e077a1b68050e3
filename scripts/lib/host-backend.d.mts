import type { ChildProcess, StdioOptions } from 'node:child_process'

export declare function startHostBackend(options?: {
  /** Default 8791. */
  port?: number
  /** DATABASE_URL, FOYER_SESSION_SECRET… on top of this process's environment. */
  env?: Record<string, string>
  timeoutMs?: number
  stdio?: StdioOptions
  onSpawn?: (stop: () => Promise<void>) => void
}): Promise<{ url: string; child: ChildProcess; stop: () => Promise<void> }>
