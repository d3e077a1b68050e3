// TEMPORARY: a bare anvil until @foyer/devnet exports startDevnet (which also seeds the demo tokens); then delete this.
import { anvilBinaryPath } from '../packages/devnet/src/anvil-binary.js'
import { killOnExit, spawnGroup, stopGroup } from '../scripts/lib/processes.mjs'
import { assertPortsFree } from '../scripts/lib/ports.mjs'
import { waitForChainId } from '../scripts/lib/wait.mjs'

export async function startTemporaryAnvil({ port }: { port: number }) {
  await assertPortsFree([{ port, what: 'EVM devnet (anvil)' }])
  const child = killOnExit(spawnGroup(anvilBinaryPath(), ['--host', '127.0.0.1', '--port', String(port), '--silent']))
  const rpcUrl = `http://127.0.0.1:${port}`
  const stop = () => stopGroup(child)
  try {
    await waitForChainId(rpcUrl, { timeoutMs: 30_000, child })
  } catch (error) {
    await stop()
    throw error
  }
  return { rpcUrl, stop }
}
