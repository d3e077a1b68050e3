// Starts the Foyer Solana devnet (litesvm behind JSON-RPC, from @foyer/devnet) on a free port pair for a test file;
// never on the demo's ports (8545/8546/8899/8900/5173).
import { getFreeSolanaPort, startSolanaDevnet, type SolanaDevnet } from '@foyer/devnet'

const DEMO_PORTS = new Set([8545, 8546, 8899, 8900, 5173])

export async function startTestSolanaDevnet(): Promise<SolanaDevnet> {
  let lastError: unknown
  for (let attempt = 0; attempt < 5; attempt++) {
    const port = await getFreeSolanaPort()
    if (DEMO_PORTS.has(port) || DEMO_PORTS.has(port + 1)) continue
    try {
      return await startSolanaDevnet({ port })
    } catch (error) {
      lastError = error // taken between the check and the start: try another pair
    }
  }
  throw new Error(`Could not start the Solana devnet on a free port: ${String(lastError)}`)
}
