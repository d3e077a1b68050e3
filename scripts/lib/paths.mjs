// Where things are, independent of the directory a script was started from.
import { fileURLToPath } from 'node:url'
import path from 'node:path'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
/** tsx, which runs our TypeScript servers and CLIs from their sources. */
export const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx')
// Debian's package puts it here; FOYER_CHROMIUM_PATH exists to exercise the install path on a machine that has it.
export const CHROMIUM_PATH = process.env.FOYER_CHROMIUM_PATH ?? '/usr/bin/chromium'
export const DEVNET_PORT = 8545
/** The demo's second EVM chain (31338), started by the devnet CLI next to the first. */
export const DEVNET_SECOND_PORT = 8546
export const DEMO_PORT = 5173
/** The Solana devnet (litesvm behind JSON-RPC), started by the devnet CLI; its WebSocket endpoint is the next port. */
export const SOLANA_DEVNET_PORT = 8899
export const SOLANA_RPC_URL = `http://127.0.0.1:${SOLANA_DEVNET_PORT}`
export const EVM_RPC_URL = `http://127.0.0.1:${DEVNET_PORT}`
export const EVM_SECOND_RPC_URL = `http://127.0.0.1:${DEVNET_SECOND_PORT}`
/** The WalletConnect dev relay (development only), started by the devnet CLI; the demo's default relay URL. */
export const WALLETCONNECT_RELAY_PORT = 8787
export const WALLETCONNECT_RELAY_URL = `ws://127.0.0.1:${WALLETCONNECT_RELAY_PORT}`
export const DEMO_URL = `http://127.0.0.1:${DEMO_PORT}`
export const DEMO_VITE_CONFIG = 'apps/demo/vite.config.ts'
/** @foyer/server as `npm start` runs it for the demo (project foyer-dev), configured by DEMO_SERVER_CONFIG. */
export const SERVER_PORT = 8788
/** The Bitcoin development chain's Esplora API (the demo's bitcoin preset). */
export const BITCOIN_DEVNET_PORT = 8790
export const BITCOIN_ESPLORA_URL = `http://127.0.0.1:${BITCOIN_DEVNET_PORT}`
/** The ERC-4337 bundler (alto, a development part) against the first EVM chain, started by the devnet CLI with --bundler. */
export const BUNDLER_PORT = 8798
export const BUNDLER_URL = `http://127.0.0.1:${BUNDLER_PORT}`
export const SERVER_URL = `http://127.0.0.1:${SERVER_PORT}`
export const SERVER_PROJECT_ID = 'foyer-dev'
export const DEMO_SERVER_CONFIG = 'apps/demo/foyer.config.ts'
/** PGlite's folder for `npm start` (git-ignored, kept between runs: a first start spends seconds creating it). */
export const SERVER_DATA_DIR = path.join(ROOT, '.foyer', 'server-data')
/** The demo's example host backend (apps/demo/host-backend): trusts the server's sign-in sessions. */
export const HOST_BACKEND_PORT = 8791
/**
 * A second @foyer/server for ?preset=onramp-down: the demo's chain, and a Coinbase onramp provider on a port nothing
 * listens on (127.0.0.1:9), so Buy meets the spec's fallbacks (the sample options, the mocked quote).
 */
export const ONRAMP_DOWN_PORT = 8792
export const ONRAMP_DOWN_CONFIG = 'apps/demo/onramp-down.config.json'
export const ONRAMP_DOWN_DATA_DIR = path.join(ROOT, '.foyer', 'onramp-down-data')
export const HOST_BACKEND_URL = `http://127.0.0.1:${HOST_BACKEND_PORT}`
/** The login's development parts (docs/login-and-embedded-wallet.md): dev SMTP server, its mailbox page, dev OpenID provider. */
export const DEV_SMTP_PORT = 8794
export const DEV_MAILBOX_PORT = 8795
export const DEV_MAILBOX_URL = `http://127.0.0.1:${DEV_MAILBOX_PORT}`
export const DEV_OIDC_PORT = 8796
export const DEV_OIDC_URL = `http://127.0.0.1:${DEV_OIDC_PORT}`
