import { spawn } from 'node:child_process'
import { getAddress, http, type Address } from 'viem'
import { anvilBinaryPath } from './anvil-binary.js'
import { DEVNET_CHAIN_ID, DEVNET_CONTRACTS, type DevnetContracts } from './contracts/addresses.js'
import { isPortBusy } from './ports.js'
import { seedDevnet } from './seed-devnet.js'
import { superviseChild } from './supervise-child.js'
import { waitForRpc } from './wait-for-rpc.js'

export type StartDevnetOptions<TChainId extends number = typeof DEVNET_CHAIN_ID> = {
  /** Default 8545, the port wallets and tools expect for a local chain. */
  port?: number
  /** Loopback only: the devnet's keys are public, so it must never be reachable from another machine. */
  host?: '127.0.0.1'
  /** Deploy and fund the demo contracts (default true). Unseeded, `contracts` still names where they would be. */
  seed?: boolean
  /**
   * Default 31337. Another id gives a second, distinct local chain (the demo's "Foyer Devnet 2" is 31338 on port 8546);
   * the demo contracts land at the same addresses on it.
   */
  chainId?: TChainId
  /** How long to wait for anvil to answer (default 10 s). */
  timeoutMs?: number
}

export type Devnet<TChainId extends number = typeof DEVNET_CHAIN_ID> = {
  rpcUrl: string
  chainId: TChainId
  contracts: DevnetContracts
  /** The 10 funded dev accounts, in mnemonic order. */
  accounts: Address[]
  /** The anvil process id, so tests can check it is gone after stop(). */
  pid: number
  /** Stops anvil and resolves once the process has exited. Safe to call twice. */
  stop(): Promise<void>
}

/** Thrown when the port is taken, with the port in the message so the fix (stop it or pick another) is obvious. */
export class DevnetPortBusyError extends Error {
  readonly port: number
  readonly host: string
  constructor(port: number, host: string) {
    super(
      `@foyer/devnet: port ${port} on ${host} is busy (another devnet or program is listening there). ` +
        'Stop it, or start on another port (--port N / startDevnet({ port: N })).',
    )
    this.name = 'DevnetPortBusyError'
    this.port = port
    this.host = host
  }
}

/** Starts a real anvil on 127.0.0.1, waits until it answers, and (by default) seeds the demo contracts. */
export async function startDevnet<const TChainId extends number = typeof DEVNET_CHAIN_ID>(
  options: StartDevnetOptions<TChainId> = {},
): Promise<Devnet<TChainId>> {
  const port = options.port ?? 8545
  const expectedChainId = (options.chainId ?? DEVNET_CHAIN_ID) as TChainId
  if (!Number.isSafeInteger(expectedChainId) || expectedChainId <= 0)
    throw new Error(`@foyer/devnet: chainId must be a positive integer, got ${expectedChainId}`)
  const host = options.host ?? '127.0.0.1'
  if (host !== '127.0.0.1') throw new Error(`@foyer/devnet: host must be 127.0.0.1, got ${String(host)}`)
  if (await isPortBusy(port, host)) throw new DevnetPortBusyError(port, host)

  const args = ['--host', host, '--port', String(port), '--silent', '--chain-id', String(expectedChainId)]
  // stdout is ignored (--silent prints nothing there); stderr is kept to explain an early exit.
  const child = spawn(anvilBinaryPath(), args, { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr?.setEncoding('utf8')
  child.stderr?.on('data', (chunk: string) => {
    // Keep draining so anvil never blocks on a full pipe, but only remember the start of it.
    if (stderr.length < 4_000) stderr += chunk
  })

  const { gone, stop } = superviseChild(child, 'anvil')

  const rpcUrl = `http://${host}:${port}`
  try {
    let chainId: number
    try {
      chainId = await waitForRpc(rpcUrl, { timeoutMs: options.timeoutMs ?? 10_000, signal: gone })
    } catch (error) {
      if (/address already in use/i.test(stderr)) throw new DevnetPortBusyError(port, host)
      const detail = stderr.trim() ? `\nanvil said: ${stderr.trim()}` : ''
      throw new Error(`@foyer/devnet: anvil did not start on ${rpcUrl}: ${(error as Error).message}${detail}`, {
        cause: error,
      })
    }
    if (chainId !== expectedChainId)
      throw new Error(`@foyer/devnet: expected chain id ${expectedChainId} on ${rpcUrl}, got ${chainId}`)

    // Unseeded, the addresses are still where the seed would put them, so callers can seed later with seedDevnet().
    const { contracts } = options.seed === false ? { contracts: DEVNET_CONTRACTS } : await seedDevnet(rpcUrl)
    const accounts = ((await http(rpcUrl, { retryCount: 0 })({}).request({ method: 'eth_accounts' })) as string[]).map(
      (a) => getAddress(a),
    )
    return { rpcUrl, chainId: expectedChainId, contracts: { ...contracts }, accounts, pid: child.pid ?? -1, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
