// What the browser benches run against, as `npm start` runs it: the devnet (anvil, Solana, the WalletConnect relay),
// the demo's @foyer/server on 127.0.0.1:8788 (apps/demo/foyer.config.ts, a fresh PGlite folder), the built demo on
// 127.0.0.1:5173 and Chromium. The ports are the e2e tests' own: run the benches under /tmp/foyer-e2e.lock on a shared
// machine. Without the server, the Connect view's directory prefetch (and every apiUrl request) is refused, which
// both changes the work measured and fills the pages' errors.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { launchBrowser } from '../scripts/lib/browser.mjs'
import { buildDemo, startDemoPreview } from '../scripts/lib/demo-server.mjs'
import { startDevnetCli } from '../scripts/lib/devnet-cli.mjs'
import { startServerCli } from '../scripts/lib/server-cli.mjs'

/**
 * Starts everything and resolves with the browser, the server's URL and `stop()` (stops all of it, in reverse order).
 * A failure part-way stops what had started.
 * @returns {Promise<{ browser: import('playwright-core').Browser, serverUrl: string, stop: () => Promise<void> }>}
 */
export async function startDemoStack() {
  const stops = []
  const stop = async () => {
    for (const step of stops.reverse()) await step()
    stops.length = 0
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-bench-server-'))
  stops.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }))
  try {
    const devnet = await startDevnetCli({ stdio: ['ignore', 'ignore', 'inherit'] })
    stops.push(devnet.stop)
    const server = await startServerCli({ dataDir, stdio: ['ignore', 'ignore', 'inherit'] })
    stops.push(server.stop)
    await buildDemo()
    const demo = await startDemoPreview()
    stops.push(demo.stop)
    const browser = await launchBrowser()
    stops.push(() => browser.close())
    return { browser, serverUrl: server.url, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/** Runs `section({ browser, serverUrl })` on a stack of its own, stopped afterwards. */
export async function withDemoStack(section) {
  const stack = await startDemoStack()
  try {
    return await section(stack)
  } finally {
    await stack.stop()
  }
}
