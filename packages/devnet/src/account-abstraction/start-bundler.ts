// The devnet's ERC-4337 bundler: Pimlico's alto (@pimlico/alto, a production bundler) run as a child process against
// an anvil, with the devnet's public executor key. A DEVELOPMENT part: the key is public and the simulation rules that
// guard a public mempool (safe mode) are off, because anvil has no ERC-7562 tracer.
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { isPortBusy } from '../ports.js'
import { superviseChild } from '../supervise-child.js'
import { waitForRpc } from '../wait-for-rpc.js'
import { DEVNET_BUNDLER_EXECUTOR_KEY, DEVNET_BUNDLER_PORT, DEVNET_ENTRY_POINT } from './addresses.js'

/** The alto release the devnet runs (pinned in package.json; 0.0.20 runs on Node 20 and serves EntryPoint v0.8). */
export const ALTO_VERSION = '0.0.20'

export type StartBundlerOptions = {
  /** The anvil the bundler reads and sends bundles to (loopback). */
  rpcUrl: string
  /** Default 8798 (docs/login-and-embedded-wallet.md). */
  port?: number
  /** How long to wait for alto to answer (default 60 s: it starts in ~3-5 s, slower on a loaded machine). */
  timeoutMs?: number
}

export type Bundler = {
  /** JSON-RPC URL of the bundler (eth_sendUserOperation, eth_estimateUserOperationGas, …). */
  url: string
  port: number
  pid: number
  /** The alto release (ALTO_VERSION). */
  version: string
  /** The alto command line, for the start-up banner and reports. */
  command: string[]
  /** Stops alto and resolves once it has exited. Safe to call twice. */
  stop(): Promise<void>
}

export class BundlerPortBusyError extends Error {
  readonly port: number
  constructor(port: number) {
    super(
      `@foyer/devnet: port ${port} on 127.0.0.1 is busy (another bundler or program is listening there). ` +
        'Stop it, or start the bundler on another port.',
    )
    this.name = 'BundlerPortBusyError'
    this.port = port
  }
}

/**
 * alto 0.0.20 listens on 0.0.0.0 with no option to change it (rpc/server.js). The devnet's bundler must stay on
 * loopback (its key is public), so this preload, loaded into alto's process with --import, turns a listen on every
 * interface into a listen on 127.0.0.1.
 */
const LOOPBACK_PRELOAD =
  'data:text/javascript,' +
  encodeURIComponent(
    "import net from 'node:net';" +
      'const listen = net.Server.prototype.listen;' +
      'net.Server.prototype.listen = function (...args) {' +
      '  const o = args[0];' +
      "  if (o && typeof o === 'object' && !Array.isArray(o) && (o.host === undefined || o.host === '0.0.0.0' || o.host === '::'))" +
      "    args[0] = { ...o, host: '127.0.0.1' };" +
      '  return listen.apply(this, args);' +
      '};',
  )

/** Path of alto's CLI inside the installed package (its package.json is not exported, its main module is). */
export function altoCliPath(): string {
  const main = createRequire(import.meta.url).resolve('@pimlico/alto')
  return join(dirname(main), 'cli', 'alto.js')
}

/** The alto flags for the devnet: one EntryPoint, the executor key (also the utility key that deploys alto's simulation contracts), anvil's instant blocks. */
export function altoArguments(rpcUrl: string, port: number): string[] {
  return [
    '--entrypoints',
    DEVNET_ENTRY_POINT,
    '--executor-private-keys',
    DEVNET_BUNDLER_EXECUTOR_KEY,
    '--utility-private-key',
    DEVNET_BUNDLER_EXECUTOR_KEY,
    '--refilling-wallets',
    'false',
    '--rpc-url',
    rpcUrl,
    '--port',
    String(port),
    // The embedded wallet's frame sends user operations from the browser (its own origin, localhost:8793): alto's
    // CORS answers the preflight. The bundler listens on loopback only (the preload above), so no other machine asks.
    '--enable-cors',
    'true',
    // anvil cannot run the ERC-7562 tracer that safe mode needs.
    '--safe-mode',
    'false',
    // anvil mines on each transaction: poll for receipts often and bundle at once.
    '--block-time',
    '200',
    '--min-bundle-interval',
    '20',
    '--max-bundle-interval',
    '200',
    '--log-level',
    'warn',
  ]
}

function withoutKeys(env: NodeJS.ProcessEnv, keys: string[]): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([key]) => !keys.includes(key)))
}

/** Starts alto against `rpcUrl` on 127.0.0.1:`port` and resolves once it answers JSON-RPC. The EntryPoint must be installed first (installAccountAbstraction). */
export async function startBundler(options: StartBundlerOptions): Promise<Bundler> {
  const port = options.port ?? DEVNET_BUNDLER_PORT
  if (await isPortBusy(port)) throw new BundlerPortBusyError(port)
  const args = altoArguments(options.rpcUrl, port)
  const command = ['node', '--import', '<loopback preload>', altoCliPath(), ...args]
  const child = spawn(process.execPath, ['--import', LOOPBACK_PRELOAD, altoCliPath(), ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    // No colours in what is kept for an error message. Without SENTRY_DSN (alto then reports errors to Sentry) and
    // DOTENV_CONFIG_PATH (a .env that could set it): the devnet's bundler talks to nothing but its anvil.
    env: { ...withoutKeys(process.env, ['SENTRY_DSN', 'DOTENV_CONFIG_PATH']), NO_COLOR: '1', FORCE_COLOR: '0' },
  })
  let output = ''
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8')
    // Drain so alto never blocks on a full pipe; keep the start of it to explain an early exit.
    stream?.on('data', (chunk: string) => {
      if (output.length < 8_000) output += chunk
    })
  }
  const { gone, stop } = superviseChild(child, 'alto')

  const url = `http://127.0.0.1:${port}`
  try {
    await waitForRpc(url, { timeoutMs: options.timeoutMs ?? 60_000, intervalMs: 100, signal: gone })
  } catch (error) {
    await stop()
    const detail = output.trim() ? `\nalto said: ${output.trim().slice(0, 2_000)}` : ''
    throw new Error(`@foyer/devnet: the bundler did not start on ${url}: ${(error as Error).message}${detail}`, {
      cause: error,
    })
  }
  return { url, port, pid: child.pid ?? -1, version: ALTO_VERSION, command, stop }
}
