#!/usr/bin/env node
// `npm start`: install what is missing, start the devnet (anvil with demo tokens), then the demo's backend
// (@foyer/server on the devnet's chains) and the demo with Vite, all on 127.0.0.1. Ctrl-C, SIGTERM or SIGHUP (also sent to
// npm's own pid), or npm going away, stops every child process group, anvil included.
import {
  DEMO_PORT,
  BITCOIN_DEVNET_PORT,
  BUNDLER_PORT,
  BUNDLER_URL,
  DEV_MAILBOX_PORT,
  DEV_MAILBOX_URL,
  DEV_OIDC_PORT,
  DEV_OIDC_URL,
  DEV_SMTP_PORT,
  BITCOIN_ESPLORA_URL,
  DEMO_SERVER_CONFIG,
  DEMO_URL,
  DEMO_VITE_CONFIG,
  DEVNET_PORT,
  DEVNET_SECOND_PORT,
  EVM_RPC_URL,
  EVM_SECOND_RPC_URL,
  HOST_BACKEND_PORT,
  ONRAMP_DOWN_CONFIG,
  ONRAMP_DOWN_DATA_DIR,
  ONRAMP_DOWN_PORT,
  HOST_BACKEND_URL,
  ROOT,
  SERVER_PORT,
  SERVER_PROJECT_ID,
  SERVER_URL,
  SOLANA_DEVNET_PORT,
  SOLANA_RPC_URL,
  WALLETCONNECT_RELAY_PORT,
  WALLETCONNECT_RELAY_URL,
} from './lib/paths.mjs'
import { killOnExit, onStopRequest, spawnGroup, stopGroup } from './lib/processes.mjs'
import { assertPortsFree } from './lib/ports.mjs'
import { waitForHttp } from './lib/wait.mjs'
import { ensureNodeModules } from './lib/install-node-modules.mjs'
import { startDevnetCli } from './lib/devnet-cli.mjs'
import { startServerCli } from './lib/server-cli.mjs'
import { startHostBackend } from './lib/host-backend.mjs'
import { startLoginDevnet } from './lib/login-devnet.mjs'

const children = []
let stopping = false

async function stopAll(exitCode) {
  if (stopping) return
  stopping = true
  // In parallel: each group takes a second or so to wind down (npm exec and tsx relay the signal to their child).
  await Promise.all(children.map((stop) => stop()))
  process.exit(exitCode)
}

function fail(message) {
  // Once stopping, a part still starting fails because it was stopped: not worth reporting.
  if (stopping) return
  console.error(`[foyer] ${message}`)
  return stopAll(1)
}

onStopRequest((reason) => {
  console.log(`\n[foyer] ${reason}: stopping…`)
  return stopAll(0)
})

const modules = await ensureNodeModules()
if (!modules.ok) await fail(modules.message)

try {
  // Every port up front, so a busy 5173 or 8788 is reported before anvil is started for nothing.
  await assertPortsFree([
    { port: DEVNET_PORT, what: 'EVM devnet (anvil)' },
    { port: DEVNET_SECOND_PORT, what: 'second EVM devnet (anvil, chain 31338)' },
    { port: SOLANA_DEVNET_PORT, what: 'Solana devnet RPC' },
    { port: SOLANA_DEVNET_PORT + 1, what: 'Solana devnet WebSocket' },
    { port: WALLETCONNECT_RELAY_PORT, what: 'WalletConnect dev relay' },
    { port: SERVER_PORT, what: 'Foyer server' },
    { port: BITCOIN_DEVNET_PORT, what: 'Bitcoin devnet (Esplora API)' },
    { port: BUNDLER_PORT, what: 'ERC-4337 bundler (alto)' },
    { port: HOST_BACKEND_PORT, what: 'example host backend' },
    { port: ONRAMP_DOWN_PORT, what: 'second Foyer server (?preset=onramp-down)' },
    { port: DEMO_PORT, what: 'demo (vite)' },
    { port: DEV_SMTP_PORT, what: 'dev mail server (SMTP)' },
    { port: DEV_MAILBOX_PORT, what: 'dev mailbox page' },
    { port: DEV_OIDC_PORT, what: 'dev OpenID provider' },
    { port: 8793, what: "wallet frame (the server's walletFrame listener)" },
  ])
} catch (error) {
  await fail(error.message)
}

console.log(`[foyer] starting the devnet on ${EVM_RPC_URL}`)
let devnet
try {
  devnet = await startDevnetCli({
    port: DEVNET_PORT,
    bitcoin: true,
    bundler: true,
    onSpawn: (stop) => children.push(stop),
  })
} catch (error) {
  await fail(`the devnet did not start: ${error.message}`)
}
devnet.child.exitPromise.then(({ code, signal }) => {
  if (!stopping) void fail(`the devnet exited unexpectedly (${code ?? signal}); stopping`)
})

// The server comes up beside Vite rather than before it: a first start creates PGlite's folder, which takes a while.
console.log(`[foyer] starting the demo's backend on ${SERVER_URL} (${DEMO_SERVER_CONFIG})`)
const server = startServerCli({ onSpawn: (stop) => children.push(stop) }).then(
  (started) => {
    started.child.exitPromise.then(({ code, signal }) => {
      if (!stopping) void fail(`the server exited unexpectedly (${code ?? signal}); stopping`)
    })
    return started
  },
  (error) => fail(`the server did not start: ${error.message}`),
)

// The demo's example host backend (?preset=siwx-server's "Who am I?"): it reads the server's sessions in its
// PostgreSQL (DATABASE_URL, passed to both), or on PGlite asks the server itself (GET /v1/auth/me).
const hostBackend = startHostBackend({ onSpawn: (stop) => children.push(stop) }).catch((error) =>
  fail(`the example host backend did not start: ${error.message}`),
)

// ?preset=onramp-down's server: Buy with its provider refusing, so the sample options and the mocked quote show.
const onrampDown = startServerCli({
  port: ONRAMP_DOWN_PORT,
  config: ONRAMP_DOWN_CONFIG,
  dataDir: ONRAMP_DOWN_DATA_DIR,
  env: { DATABASE_URL: '' },
  onSpawn: (stop) => children.push(stop),
}).catch((error) => fail(`the onramp-down server did not start: ${error.message}`))

// Email and social login's development parts: the dev mail server with its mailbox page, the dev OpenID provider.
const loginDevnet = startLoginDevnet({ onSpawn: (stop) => children.push(stop) }).catch((error) =>
  fail(`the login development parts did not start: ${error.message}`),
)

console.log(`[foyer] serving the demo with Vite (${DEMO_VITE_CONFIG})`)
const vite = killOnExit(
  spawnGroup(
    'npx',
    ['vite', '--config', DEMO_VITE_CONFIG, '--host', '127.0.0.1', '--port', String(DEMO_PORT), '--strictPort'],
    { cwd: ROOT },
  ),
)
children.push(() => stopGroup(vite))
vite.exitPromise.then(({ code, signal }) => {
  if (!stopping) void fail(`vite exited unexpectedly (${code ?? signal}); stopping`)
})
try {
  await waitForHttp(DEMO_URL, { timeoutMs: 60_000, child: vite })
} catch (error) {
  await fail(`the demo did not come up: ${error.message}`)
}
await server
await hostBackend
await onrampDown
await loginDevnet

console.log(`
  Foyer is running (offline, on loopback)
    Demo     ${DEMO_URL}/
    EVM RPC  ${EVM_RPC_URL}  (chain id ${devnet.chainId})
    EVM RPC  ${EVM_SECOND_RPC_URL}  (chain id 31338)
    Solana   ${SOLANA_RPC_URL}  (WebSocket ws://127.0.0.1:${SOLANA_DEVNET_PORT + 1}, litesvm)
    WalletConnect relay ${WALLETCONNECT_RELAY_URL} (development only)
    Bitcoin  ${BITCOIN_ESPLORA_URL}  (development chain, regtest, Esplora API; the demo's ?preset=bitcoin)
    Bundler  ${BUNDLER_URL}  (ERC-4337, development: alto on chain 31337, EntryPoint v0.8 0x4337084D…f108, SimpleAccountFactory 0x13E9ed32…5944)
    Server   ${SERVER_URL}  (project ${SERVER_PROJECT_ID}; data in ${process.env.DATABASE_URL ? 'DATABASE_URL' : '.foyer/server-data'})
    Wallet   http://localhost:8793  (embedded wallet frame, served by the server on its own origin; ?preset=login)
    Server   http://127.0.0.1:${ONRAMP_DOWN_PORT}  (?preset=onramp-down: Buy with its provider refusing)
    Mailbox  ${DEV_MAILBOX_URL}  (development part: every login email sent to the dev SMTP server 127.0.0.1:${DEV_SMTP_PORT})
    OpenID   ${DEV_OIDC_URL}  (development part: dev login provider standing in for google, x, discord, github, apple, facebook)
    Host API ${HOST_BACKEND_URL}/api/profile  (example host backend trusting the sign-in; ${process.env.DATABASE_URL ? 'reads DATABASE_URL' : 'asks the server'})

  Press Ctrl-C to stop.
`)
