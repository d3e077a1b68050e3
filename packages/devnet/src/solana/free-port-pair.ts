import { getFreePort, isPortBusy } from '../ports.js'

/** A free port whose successor is free too: the Solana devnet needs both (RPC and WebSocket). For tests. */
export async function getFreeSolanaPort(): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const port = await getFreePort()
    if (port < 65_534 && !(await isPortBusy(port + 1))) return port
  }
  throw new Error('getFreeSolanaPort: no free pair of ports found')
}
