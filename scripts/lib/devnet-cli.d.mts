import type { ChildProcess, StdioOptions } from 'node:child_process'

export declare function startDevnetCli(options?: {
  port?: number
  /** Solana devnet RPC port (default 8899; WebSocket on the next). */
  solanaPort?: number
  /** Start the Solana devnet too (default true). */
  solana?: boolean
  timeoutMs?: number
  stdio?: StdioOptions
  onSpawn?: (stop: () => Promise<void>) => void
}): Promise<{ rpcUrl: string; chainId: number; solanaRpcUrl: string | undefined; child: ChildProcess; stop: () => Promise<void> }>
