import type { ChildProcess, StdioOptions } from 'node:child_process'

export declare function startDevnetCli(options?: {
  port?: number
  timeoutMs?: number
  stdio?: StdioOptions
  onSpawn?: (stop: () => Promise<void>) => void
}): Promise<{ rpcUrl: string; chainId: number; child: ChildProcess; stop: () => Promise<void> }>
