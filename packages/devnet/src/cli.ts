#!/usr/bin/env node
// `npm run devnet` / `npx tsx packages/devnet/src/cli.ts [--port 8545] [--chain-id 31337]`: a seeded local chain for the demo, up until
// Ctrl-C. It owns the anvil process and stops it on every way out, so no orphan keeps the port.
import { parseArgs } from 'node:util'
import { DEVNET_NFT, DEVNET_TOKENS } from './contracts/addresses.js'
import { startDevnet, type Devnet } from './start-devnet.js'

function parseCommandLine() {
  try {
    return parseArgs({
      options: {
        port: { type: 'string', default: '8545' },
        'chain-id': { type: 'string', default: '31337' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }).values
  } catch (error) {
    // An unknown flag or a missing value: say which, with the usage, rather than a stack trace.
    console.error(`foyer-devnet: ${(error as Error).message}\nUsage: foyer-devnet [--port 8545] [--chain-id 31337]`)
    process.exit(2)
  }
}
const values = parseCommandLine()
if (values.help) {
  console.log('Usage: foyer-devnet [--port 8545] [--chain-id 31337]\nStarts anvil on 127.0.0.1 with the Foyer demo tokens; Ctrl-C stops it.')
  process.exit(0)
}
const port = Number(values.port)
if (!Number.isInteger(port) || port <= 0 || port > 65_535) {
  console.error(`foyer-devnet: --port must be a TCP port number, got "${values.port}"`)
  process.exit(2)
}

const chainId = Number(values['chain-id'])
if (!Number.isSafeInteger(chainId) || chainId <= 0) {
  console.error(`foyer-devnet: --chain-id must be a positive integer, got "${values['chain-id']}"`)
  process.exit(2)
}

let devnet: Devnet<number>
try {
  devnet = await startDevnet({ port, chainId })
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}

let stopping = false
const shutdown = async (signal: NodeJS.Signals) => {
  if (stopping) return
  stopping = true
  console.log(`\n${signal}: stopping anvil (pid ${devnet.pid})…`)
  await devnet.stop()
  process.exit(0)
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, (s) => void shutdown(s))

const lines = [
  'Foyer devnet is running',
  `  RPC URL   ${devnet.rpcUrl}`,
  `  Chain ID  ${devnet.chainId}`,
  `  anvil pid ${devnet.pid}`,
  'Contracts',
  `  ${DEVNET_TOKENS.tokenA.symbol.padEnd(6)} ${devnet.contracts.tokenA}  (${DEVNET_TOKENS.tokenA.name}, ${DEVNET_TOKENS.tokenA.decimals} decimals)`,
  `  ${DEVNET_TOKENS.tokenB.symbol.padEnd(6)} ${devnet.contracts.tokenB}  (${DEVNET_TOKENS.tokenB.name}, ${DEVNET_TOKENS.tokenB.decimals} decimals)`,
  `  ${DEVNET_NFT.symbol.padEnd(6)} ${devnet.contracts.nft}  (${DEVNET_NFT.name}, ERC-721)`,
  'Dev accounts (10,000 ETH each; mnemonic "test test … junk")',
  ...devnet.accounts.slice(0, 5).map((address, index) => `  #${index} ${address}`),
  'Press Ctrl-C to stop.',
]
console.log(lines.join('\n'))
