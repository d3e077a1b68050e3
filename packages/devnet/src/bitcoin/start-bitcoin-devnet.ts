// A local Bitcoin chain for development and tests: a DEVELOPMENT chain with regtest's parameters (see chain.ts) behind
// the Esplora HTTP API, on 127.0.0.1 only. No bitcoind exists for these machines. Production apps point at a real
// Esplora/electrs instead.
import type { Server } from 'node:net'
import { isPortBusy } from '../ports.js'
import { DevnetPortBusyError } from '../start-devnet.js'
import { BitcoinChain } from './chain.js'
import { BITCOIN_DEV_ADDRESSES, BITCOIN_DEVNET_PORT } from './constants.js'
import { createEsploraRoutes } from './esplora-routes.js'
import { createEsploraHttpServer } from './http-endpoint.js'
import { MINER_SCRIPT } from './miner-wallet.js'
import { seedBitcoinDevnet } from './seed-bitcoin.js'

export type StartBitcoinDevnetOptions = {
  /** HTTP port of the Esplora API (default 8790). */
  port?: number
  /** Loopback only: the devnet's keys are public, so it must never be reachable from another machine. */
  host?: '127.0.0.1'
  /** Mine 101 blocks and fund the dev addresses #0–#2 (default true). */
  seed?: boolean
  /** Mine a block every this many ms (default 0: only on POST /dev/mine; the CLI uses 5,000). */
  blockIntervalMs?: number
}

export type BitcoinDevnet = {
  /** The Esplora API's base URL, e.g. http://127.0.0.1:8790 (no trailing slash). */
  esploraUrl: string
  /** Dev addresses #0–#2 (BIP-84 of the dev mnemonic on regtest), funded when seeded. */
  accounts: readonly string[]
  /** The chain itself, for tests that want to mine or inspect directly. */
  chain: BitcoinChain
  /** Mines `count` blocks to the devnet's miner now (as POST /dev/mine does); returns their hashes. */
  mine(count?: number): string[]
  /** Stops mining and closes the port (open sockets included). Safe to call twice. */
  stop(): Promise<void>
}

export class BitcoinDevnetPortBusyError extends DevnetPortBusyError {
  constructor(port: number, host: string) {
    super(port, host)
    this.message =
      `@foyer/devnet: port ${port} on ${host} is busy (another devnet or program is listening there). Stop it, or start ` +
      'the Bitcoin devnet on another port (--bitcoin-port N / startBitcoinDevnet({ port: N })).'
  }
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE' || error.code === 'EACCES' ? new BitcoinDevnetPortBusyError(port, host) : error,
      )
    }
    server.once('error', onError)
    server.listen(port, host, () => {
      server.off('error', onError)
      resolve()
    })
  })
}

export async function startBitcoinDevnet(options: StartBitcoinDevnetOptions = {}): Promise<BitcoinDevnet> {
  const port = options.port ?? BITCOIN_DEVNET_PORT
  const host = options.host ?? '127.0.0.1'
  if (host !== '127.0.0.1') throw new Error(`@foyer/devnet: host must be 127.0.0.1, got ${String(host)}`)
  if (!Number.isInteger(port) || port <= 0 || port > 65_535)
    throw new Error(`@foyer/devnet: port must be a TCP port number, got ${port}`)
  const interval = options.blockIntervalMs ?? 0
  if (!Number.isFinite(interval) || interval < 0)
    throw new Error(`@foyer/devnet: blockIntervalMs must be 0 (off) or a positive number of ms, got ${interval}`)
  if (await isPortBusy(port, host)) throw new BitcoinDevnetPortBusyError(port, host)

  const chain = new BitcoinChain()
  if (options.seed !== false) seedBitcoinDevnet(chain)
  const server = createEsploraHttpServer(createEsploraRoutes(chain)) as Server & { closeAllConnections(): void }
  await listen(server, port, host)
  // unref: a test that forgets stop() must not hang on the timer; the open port keeps a CLI process alive.
  const timer = interval > 0 ? setInterval(() => chain.mine(1, MINER_SCRIPT), interval).unref() : undefined

  let stopping: Promise<void> | undefined
  return {
    esploraUrl: `http://${host}:${port}`,
    accounts: BITCOIN_DEV_ADDRESSES,
    chain,
    mine: (count = 1) => chain.mine(count, MINER_SCRIPT),
    stop() {
      stopping ??= new Promise<void>((resolve) => {
        clearInterval(timer)
        server.close(() => resolve())
        // Keep-alive connections would otherwise hold the port open until they time out.
        server.closeAllConnections()
      })
      return stopping
    },
  }
}
