// The devnet as a separate process (`tsx packages/devnet/src/cli.ts`), for `npm start` and the benchmarks. The CLI starts
// anvil, seeds the demo tokens and stops anvil on SIGINT/SIGTERM; its process group is stopped as a whole.
import { DEVNET_PORT, ROOT } from './paths.mjs'
import { killOnExit, spawnGroup, stopGroup } from './processes.mjs'
import { assertPortsFree } from './ports.mjs'
import { waitForChainId } from './wait.mjs'

/** @returns {Promise<{ rpcUrl: string, chainId: number, child: import('node:child_process').ChildProcess, stop: () => Promise<void> }>} */
export async function startDevnetCli({ port = DEVNET_PORT, timeoutMs = 90_000, stdio, onSpawn } = {}) {
  await assertPortsFree([
    { port, what: 'EVM devnet (anvil)' },
    { port: port + 1, what: 'second EVM devnet (anvil, chain 31338)' },
  ])
  const child = killOnExit(spawnGroup('npx', ['tsx', 'packages/devnet/src/cli.ts', '--port', String(port)], {
    cwd: ROOT,
    ...(stdio ? { stdio } : {}),
  }))
  const stop = () => stopGroup(child, { graceMs: 8000 })
  // Lets a caller that is interrupted while we wait still stop the chain.
  onSpawn?.(stop)
  const rpcUrl = `http://127.0.0.1:${port}`
  let chainId
  try {
    chainId = await waitForChainId(rpcUrl, { timeoutMs, child })
  } catch (error) {
    await stop()
    throw error
  }
  return { rpcUrl, chainId, child, stop }
}
