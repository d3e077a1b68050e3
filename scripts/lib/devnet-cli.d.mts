import type { ChildProcess, StdioOptions } from 'node:child_process'

export declare function startDevnetCli(options?: {
  port?: number
  /** Solana devnet RPC port (default 8899; WebSocket on the next). */
  solanaPort?: number
  /** Start the Solana devnet too (default true). */
  solana?: boolean
  /** WalletConnect dev relay port (default 8787). */
  relayPort?: number
  /** Start the WalletConnect dev relay too (default true). */
  relay?: boolean
  /** Bitcoin development chain's Esplora port (default 8790). */
  bitcoinPort?: number
  /** Start the Bitcoin development chain too (default false). */
  bitcoin?: boolean
  timeoutMs?: number
  stdio?: StdioOptions
  onSpawn?: (stop: () => Promise<void>) => void
}): Promise<{
  rpcUrl: string
  chainId: number
  solanaRpcUrl: string | undefined
  relayUrl: string | undefined
  esploraUrl: string | undefined
  child: ChildProcess
  stop: () => Promise<void>
}>
