// Where things are, independent of the directory a script was started from.
import { fileURLToPath } from 'node:url'
import path from 'node:path'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const CHROMIUM_PATH = '/usr/bin/chromium'
export const DEVNET_PORT = 8545
export const DEMO_PORT = 5173
export const EVM_RPC_URL = `http://127.0.0.1:${DEVNET_PORT}`
export const DEMO_URL = `http://127.0.0.1:${DEMO_PORT}`
export const DEMO_VITE_CONFIG = 'apps/demo/vite.config.ts'
