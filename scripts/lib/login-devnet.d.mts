import type { ChildProcess, StdioOptions } from 'node:child_process'

export declare function startLoginDevnet(options?: {
  timeoutMs?: number
  stdio?: StdioOptions
  onSpawn?: (stop: () => Promise<void>) => void
}): Promise<{ mailboxUrl: string; oidcUrl: string; child: ChildProcess; stop: () => Promise<void> }>
