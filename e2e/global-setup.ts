// Starts what every browser test needs, once: the devnet (anvil with demo tokens), the WalletConnect dev relay on 8787 and the built demo on
// http://127.0.0.1:5173, and stops both afterwards. Values reach the specs through `inject('rpcUrl')` / `inject('demoUrl')`.
// Imported from source: vitest's global setup resolves packages without the 'source' condition, i.e. to a possibly stale dist.
import {
  startBitcoinDevnet,
  startDevMailServer,
  startDevOidcProvider,
  startDevFarcasterRelay,
  installDevIdRegistry,
  startFoyerDevnets,
  startSolanaDevnet,
  startWalletConnectRelay,
} from '../packages/devnet/src/index.js'
import type { TestProject } from 'vitest/node'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildDemo, demoConfigExists, startDemoPreview } from '../scripts/lib/demo-server.mjs'
import { startServerCli } from '../scripts/lib/server-cli.mjs'
import { startHostBackend } from '../scripts/lib/host-backend.mjs'
import { findPostgresBin, startPostgresCluster } from '../packages/server/src/test/postgres-cluster.js'
import {
  BITCOIN_DEVNET_PORT,
  BUNDLER_PORT,
  DEMO_VITE_CONFIG,
  DEV_MAILBOX_PORT,
  DEV_OIDC_PORT,
  DEV_SMTP_PORT,
  DEVNET_PORT,
  SOLANA_DEVNET_PORT,
  WALLETCONNECT_RELAY_PORT,
} from '../scripts/lib/paths.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    /** JSON-RPC URL of the devnet's EVM chain. */
    rpcUrl: string
    /** Addresses of the seeded demo contracts (tokens, NFT), by name. */
    devnetContracts: Record<string, string>
    /** JSON-RPC URL of the Solana devnet (litesvm); its WebSocket endpoint is on the next port. */
    solanaRpcUrl: string
    /** ws:// URL of the WalletConnect dev relay (development only), on 8787 where the demo expects it. */
    relayUrl: string
    /** URL of the demo, or '' when apps/demo has no Vite config yet (specs that need it fail with that reason). */
    demoUrl: string
    /** URL of the demo's @foyer/server (127.0.0.1:8788, where the demo's apiUrl points), on a fresh database. */
    apiUrl: string
    /**
     * URL of the demo's example host backend (127.0.0.1:8791), reading the server's sessions; '' when there is no
     * PostgreSQL here (the server then runs on PGlite, which no second process can read).
     */
    hostBackendUrl: string
    /** URL of the ERC-4337 bundler (alto, development) on 127.0.0.1:8798, bundling for the EntryPoint v0.8 on 31337. */
    bundlerUrl: string
    /** The dev mailbox (development part) on 127.0.0.1:8795: GET /messages?to=… lists what the dev SMTP server got. */
    mailboxUrl: string
    /** The dev OpenID provider (development part) on 127.0.0.1:8796, as each social provider. */
    oidcUrl: string
  }
}

export default async function setup(project: TestProject) {
  const stops: (() => Promise<void>)[] = []
  const teardown = async () => {
    for (const stop of stops.reverse()) await stop()
  }
  try {
    // The demo's chain config points at 8545 and 8546, so the devnets take those ports rather than free ones.
    // With ERC-4337 on 31337: the EntryPoint and SimpleAccountFactory, and the bundler on 8798 where the demo expects it.
    const devnets = await startFoyerDevnets({ port: DEVNET_PORT, bundlerPort: BUNDLER_PORT })
    stops.push(devnets.stop)
    const devnet = devnets.primary
    project.provide('rpcUrl', devnet.rpcUrl)
    project.provide('devnetContracts', { ...devnet.contracts })
    project.provide('bundlerUrl', devnets.accountAbstraction?.bundler.url ?? '')
    // The demo's Solana chain points at 8899 (WebSocket 8900), like a local validator.
    const solana = await startSolanaDevnet({ port: SOLANA_DEVNET_PORT })
    stops.push(solana.stop)
    project.provide('solanaRpcUrl', solana.rpcUrl)
    // The demo's WalletConnect relay URL is ws://127.0.0.1:8787, so the relay takes that port rather than a free one.
    const relay = await startWalletConnectRelay({ port: WALLETCONNECT_RELAY_PORT })
    stops.push(relay.stop)
    project.provide('relayUrl', relay.url)
    // The demo's bitcoin preset reads its Esplora API on 8790; blocks are mined on demand (POST /dev/mine).
    const bitcoin = await startBitcoinDevnet({ port: BITCOIN_DEVNET_PORT })
    stops.push(bitcoin.stop)
    // Email and social login: the dev mail server (SMTP 8794, mailbox 8795) and the dev OpenID provider (8796), on the
    // ports the demo's server config names; the provider redirects back to the server on 8788.
    const mail = await startDevMailServer({ smtpPort: DEV_SMTP_PORT, mailboxPort: DEV_MAILBOX_PORT, quiet: true })
    stops.push(mail.stop)
    project.provide('mailboxUrl', mail.mailboxUrl)
    const oidc = await startDevOidcProvider({ port: DEV_OIDC_PORT, quiet: true })
    stops.push(oidc.stop)
    project.provide('oidcUrl', oidc.issuer)
    // Sign In With Farcaster: the dev auth relay on 8797 and the dev ID registry on the primary anvil (fid 1001 alice).
    const farcasterRelay = await startDevFarcasterRelay({ port: 8797 })
    stops.push(farcasterRelay.stop)
    await installDevIdRegistry(devnet.rpcUrl)
    // The demo's blockchain API (apiUrl http://127.0.0.1:8788), indexing the devnets above, on a PGlite database of
    // its own so every run starts from the seeded chains.
    // On a throwaway PostgreSQL when the machine has one (npm test installs it), as in production: the example host
    // backend then reads the sessions the server writes (PGlite belongs to the one process that opened it).
    const postgres = findPostgresBin() ? await startPostgresCluster() : undefined
    if (postgres) stops.push(postgres.stop)
    const databaseEnv: Record<string, string> = postgres ? { DATABASE_URL: postgres.url } : {}
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-e2e-server-'))
    const server = await startServerCli({ dataDir, env: databaseEnv, stdio: ['ignore', 'ignore', 'inherit'] })
    stops.push(async () => {
      await server.stop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    })
    project.provide('apiUrl', server.url)
    // With PostgreSQL the host backend reads the sessions there; on PGlite it asks the server (GET /v1/auth/me).
    if (!postgres) console.warn('[e2e] no PostgreSQL server binaries: the server runs on PGlite')
    const hostBackend = await startHostBackend({ env: databaseEnv, stdio: ['ignore', 'ignore', 'inherit'] })
    stops.push(hostBackend.stop)
    project.provide('hostBackendUrl', hostBackend.url)

    if (demoConfigExists()) {
      await buildDemo()
      const demo = await startDemoPreview()
      stops.push(demo.stop)
      project.provide('demoUrl', demo.url)
    } else {
      console.warn(`[e2e] ${DEMO_VITE_CONFIG} does not exist yet: the demo is not served`)
      project.provide('demoUrl', '')
    }
  } catch (error) {
    await teardown()
    throw error
  }
  return teardown
}
