// A local Solana chain for the demo and tests: litesvm (in this process) behind a JSON-RPC HTTP endpoint on `port` and
// a WebSocket endpoint on port + 1, both on 127.0.0.1 only. No solana-test-validator exists for these machines; this
// answers the methods wallets, @solana/kit and web3.js v1 use, in the real RPC's shapes.
import type { Server } from 'node:net'
import type { Address } from '@solana/kit'
import { isPortBusy } from '../ports.js'
import { DevnetPortBusyError } from '../start-devnet.js'
import { SOLANA_DEV_ADDRESSES, SOLANA_DEVNET_PORT, SOLANA_DEVNET_TOKEN } from './constants.js'
import { createRpcHttpServer } from './http-endpoint.js'
import { SolanaLedger } from './ledger.js'
import { createSolanaRpcMethods } from './rpc-methods.js'
import { seedSolanaDevnet } from './seed-solana.js'
import { createWsEndpoint } from './ws-endpoint.js'

export type StartSolanaDevnetOptions = {
  /** HTTP JSON-RPC port (default 8899, solana-test-validator's); the WebSocket endpoint takes port + 1. */
  port?: number
  /** Loopback only: the devnet's keys are public, so it must never be reachable from another machine. */
  host?: '127.0.0.1'
  /** Fund dev accounts #0–#4 and create the FDOL mint and token accounts (default true). */
  seed?: boolean
}

export type SolanaDevnet = {
  rpcUrl: string
  /** ws://127.0.0.1:(port + 1) */
  wsUrl: string
  /** The demo SPL mint (FDOL); exists only when seeded. */
  mint: Address
  /** Dev Solana addresses #0–#4 (funded with 100 SOL each when seeded). */
  accounts: Address[]
  /** The chain itself, for tests that want to inspect or shape state directly. */
  ledger: SolanaLedger
  /** Closes both endpoints (open sockets included) and resolves once the ports are free. Safe to call twice. */
  stop(): Promise<void>
}

/** The Solana devnet's busy-port error: same class as the EVM one, with the Solana options in the hint. */
export class SolanaDevnetPortBusyError extends DevnetPortBusyError {
  constructor(port: number, host: string) {
    super(port, host)
    this.message =
      `@foyer/devnet: port ${port} on ${host} is busy (another devnet or program is listening there). The Solana devnet needs ` +
      'its RPC port and the next one (WebSocket). Stop it, or start on another port (--solana-port N / startSolanaDevnet({ port: N })).'
  }
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' || error.code === 'EACCES' ? new SolanaDevnetPortBusyError(port, host) : error)
    }
    server.once('error', onError)
    server.listen(port, host, () => {
      server.off('error', onError)
      resolve()
    })
  })
}

function close(server: Server & { closeAllConnections?: () => void }): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve()
    server.close(() => resolve())
    // Keep-alive HTTP connections would otherwise hold the port open until they time out.
    server.closeAllConnections?.()
  })
}

export async function startSolanaDevnet(options: StartSolanaDevnetOptions = {}): Promise<SolanaDevnet> {
  const port = options.port ?? SOLANA_DEVNET_PORT
  const host = options.host ?? '127.0.0.1'
  if (host !== '127.0.0.1') throw new Error(`@foyer/devnet: host must be 127.0.0.1, got ${String(host)}`)
  if (!Number.isInteger(port) || port <= 0 || port >= 65_535)
    throw new Error(`@foyer/devnet: port must be a TCP port below 65535, got ${port}`)
  for (const candidate of [port, port + 1])
    if (await isPortBusy(candidate, host)) throw new SolanaDevnetPortBusyError(candidate, host)

  const ledger = await SolanaLedger.create()
  const accounts = [...SOLANA_DEV_ADDRESSES] as Address[]
  if (options.seed !== false) await seedSolanaDevnet(ledger, accounts)

  const methods = createSolanaRpcMethods(ledger)
  const http = createRpcHttpServer((method, params) => methods.handle(method, params))
  const ws = createWsEndpoint(ledger, (address, config) => methods.readAccount(address, config))
  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= (async () => {
      await ws.close()
      await Promise.all([close(http), close(ws.server)])
    })()
    return stopping
  }
  try {
    await listen(http, port, host)
    await listen(ws.server, port + 1, host)
  } catch (error) {
    await stop()
    throw error
  }
  return {
    rpcUrl: `http://${host}:${port}`,
    wsUrl: `ws://${host}:${port + 1}`,
    mint: SOLANA_DEVNET_TOKEN.address as Address,
    accounts,
    ledger,
    stop,
  }
}
