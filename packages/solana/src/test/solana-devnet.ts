// Starts the Foyer Solana devnet (litesvm behind JSON-RPC, from @foyer/devnet) on a free port pair for a test file.
import { createServer } from 'node:net'
// TODO: import from '@foyer/devnet' once its index exports the Solana devnet.
import { startSolanaDevnet, type SolanaDevnet } from '../../../devnet/src/solana/start-solana-devnet.js'

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

/** Never the demo's ports (8545/8546/8899/8900/5173): a random pair in 20000–59999 that is free right now. */
export async function startTestSolanaDevnet(): Promise<SolanaDevnet> {
  let lastError: unknown
  for (let attempt = 0; attempt < 20; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 40_000)
    if (!(await isFree(port)) || !(await isFree(port + 1))) continue
    try {
      return await startSolanaDevnet({ port })
    } catch (error) {
      lastError = error
    }
  }
  throw new Error(`Could not start the Solana devnet on a free port: ${String(lastError)}`)
}
