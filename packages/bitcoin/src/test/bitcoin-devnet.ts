// Starts the Foyer Bitcoin devnet (from @foyer/devnet) on a free port for a test file; never on the demo's ports.
import net from 'node:net'
import { startBitcoinDevnet, type BitcoinDevnet } from '@foyer/devnet'

const DEMO_PORTS = new Set([8545, 8546, 8787, 8788, 8790, 8899, 8900, 5173])

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

export async function startTestBitcoinDevnet(): Promise<BitcoinDevnet> {
  let lastError: unknown
  for (let attempt = 0; attempt < 5; attempt++) {
    const port = await freePort()
    if (DEMO_PORTS.has(port)) continue
    try {
      return await startBitcoinDevnet({ port })
    } catch (error) {
      lastError = error // taken between the check and the start: try another one
    }
  }
  throw new Error(`Could not start the Bitcoin devnet on a free port: ${String(lastError)}`)
}

/** Pays `sats` to `address` from the devnet's miner (its DEVELOPMENT-only faucet route); resolves with the txid. */
export async function faucet(devnet: BitcoinDevnet, address: string, sats: number): Promise<string> {
  const response = await fetch(`${devnet.esploraUrl}/dev/faucet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address, sats }),
  })
  const body = (await response.json()) as { txid?: string; error?: string }
  if (!response.ok || !body.txid) throw new Error(`faucet: ${body.error ?? response.status}`)
  return body.txid
}
