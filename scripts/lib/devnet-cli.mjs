// The devnet as a separate process (`tsx packages/devnet/src/cli.ts`), for `npm start` and the benchmarks. The CLI starts
// the Solana devnet, the WalletConnect dev relay and anvil, seeds the demo tokens and stops them all on SIGINT/SIGTERM; its
// process group is stopped as a whole.
import {
  BITCOIN_DEVNET_PORT,
  BUNDLER_PORT,
  DEVNET_PORT,
  ROOT,
  SOLANA_DEVNET_PORT,
  WALLETCONNECT_RELAY_PORT,
} from './paths.mjs'
import { killOnExit, spawnGroup, stopGroup } from './processes.mjs'
import { assertPortsFree } from './ports.mjs'
import { waitForChainId } from './wait.mjs'

/** @returns {Promise<{ rpcUrl: string, chainId: number, solanaRpcUrl: string | undefined, relayUrl: string | undefined, child: import('node:child_process').ChildProcess, stop: () => Promise<void> }>} */
export async function startDevnetCli({
  port = DEVNET_PORT,
  solanaPort = SOLANA_DEVNET_PORT,
  solana = true,
  relayPort = WALLETCONNECT_RELAY_PORT,
  relay = true,
  bitcoinPort = BITCOIN_DEVNET_PORT,
  bitcoin = false,
  bundlerPort = BUNDLER_PORT,
  bundler = false,
  timeoutMs = 90_000,
  stdio,
  onSpawn,
} = {}) {
  await assertPortsFree([
    { port, what: 'EVM devnet (anvil)' },
    { port: port + 1, what: 'second EVM devnet (anvil, chain 31338)' },
    ...(solana
      ? [
          { port: solanaPort, what: 'Solana devnet RPC' },
          { port: solanaPort + 1, what: 'Solana devnet WebSocket' },
        ]
      : []),
    ...(relay ? [{ port: relayPort, what: 'WalletConnect dev relay' }] : []),
    ...(bitcoin ? [{ port: bitcoinPort, what: 'Bitcoin devnet (Esplora API)' }] : []),
    ...(bundler ? [{ port: bundlerPort, what: 'ERC-4337 bundler (alto)' }] : []),
  ])
  const solanaArgs = solana ? ['--solana-port', String(solanaPort)] : ['--no-solana']
  const relayArgs = relay ? ['--relay-port', String(relayPort)] : ['--no-relay']
  const bitcoinArgs = bitcoin ? ['--bitcoin-port', String(bitcoinPort)] : []
  const bundlerArgs = bundler ? ['--bundler-port', String(bundlerPort)] : []
  const child = killOnExit(
    spawnGroup(
      'npx',
      [
        'tsx',
        'packages/devnet/src/cli.ts',
        '--port',
        String(port),
        ...solanaArgs,
        ...relayArgs,
        ...bitcoinArgs,
        ...bundlerArgs,
      ],
      {
        cwd: ROOT,
        ...(stdio ? { stdio } : {}),
      },
    ),
  )
  const stop = () => stopGroup(child, { graceMs: 8000 })
  // Lets a caller that is interrupted while we wait still stop the chain.
  onSpawn?.(stop)
  const rpcUrl = `http://127.0.0.1:${port}`
  let chainId
  try {
    // The CLI starts the Solana devnet and the relay before anvil, so once anvil answers all are up.
    chainId = await waitForChainId(rpcUrl, { timeoutMs, child })
    // The bundler starts after anvil (it needs the chain), so it is waited for on its own.
    if (bundler) await waitForChainId(`http://127.0.0.1:${bundlerPort}`, { timeoutMs, child })
  } catch (error) {
    await stop()
    throw error
  }
  return {
    rpcUrl,
    chainId,
    solanaRpcUrl: solana ? `http://127.0.0.1:${solanaPort}` : undefined,
    relayUrl: relay ? `ws://127.0.0.1:${relayPort}` : undefined,
    esploraUrl: bitcoin ? `http://127.0.0.1:${bitcoinPort}` : undefined,
    bundlerUrl: bundler ? `http://127.0.0.1:${bundlerPort}` : undefined,
    child,
    stop,
  }
}
