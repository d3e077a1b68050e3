#!/usr/bin/env node
// `npm run devnet` / `npx tsx packages/devnet/src/cli.ts [--port 8545] [--chain-id 31337] [--single]`: the seeded local chains
// of the demo, up until Ctrl-C: chain 31337 on --port and, unless --single, chain 31338 on --second-port (default port + 1);
// and, unless --no-solana, the Solana devnet on --solana-port (default 8899, WebSocket on the next port); and, unless
// --no-relay, the WalletConnect dev relay on --relay-port (default 8787); and, with --bitcoin (or --bitcoin-port), the
// Bitcoin development chain's Esplora API on --bitcoin-port (default 8790), a block every --bitcoin-block-interval ms.
// Bitcoin is opt-in so that scripts and tests that start the CLI without it never reach for port 8790. So is ERC-4337,
// with --bundler (or --bundler-port): the EntryPoint and SimpleAccountFactory on the first chain and the alto bundler on
// --bundler-port (default 8798).
// It owns the anvil processes and the Solana servers and stops them on every way out, so no orphan keeps a port.
import { parseArgs } from 'node:util'
import {
  BITCOIN_DEVNET_BLOCK_INTERVAL_MS,
  BITCOIN_DEVNET_CAIP2,
  BITCOIN_DEVNET_PORT,
  BITCOIN_DEVNET_SEED,
} from './bitcoin/constants.js'
import { startBitcoinDevnet, type BitcoinDevnet } from './bitcoin/start-bitcoin-devnet.js'
import { DEVNET_NFT, DEVNET_TOKENS } from './contracts/addresses.js'
import {
  SOLANA_DEVNET_CAIP2,
  SOLANA_DEVNET_GENESIS_HASH,
  SOLANA_DEVNET_PORT,
  SOLANA_DEVNET_SEED,
  SOLANA_DEVNET_TOKEN,
} from './solana/constants.js'
import { startSolanaDevnet, type SolanaDevnet } from './solana/start-solana-devnet.js'
import { startDevnet, type Devnet } from './start-devnet.js'
import {
  DEVNET_BUNDLER_PORT,
  DEVNET_ENTRY_POINT,
  DEVNET_SIMPLE_ACCOUNT_FACTORY,
} from './account-abstraction/addresses.js'
import type { DevnetAccountAbstraction } from './account-abstraction/start-account-abstraction.js'
import { SECOND_DEVNET_CHAIN_ID } from './start-foyer-devnets.js'
import {
  startWalletConnectRelay,
  WALLETCONNECT_RELAY_PORT,
  type WalletConnectRelay,
} from './walletconnect/start-walletconnect-relay.js'

const USAGE =
  'Usage: foyer-devnet [--port 8545] [--chain-id 31337] [--second-port 8546] [--single] [--solana-port 8899] [--no-solana] [--relay-port 8787] [--no-relay] [--bitcoin] [--bitcoin-port 8790] [--bitcoin-block-interval 5000] [--bundler] [--bundler-port 8798]'

function parseCommandLine() {
  try {
    return parseArgs({
      options: {
        port: { type: 'string', default: '8545' },
        'chain-id': { type: 'string', default: '31337' },
        'second-port': { type: 'string' },
        single: { type: 'boolean', default: false },
        'solana-port': { type: 'string', default: String(SOLANA_DEVNET_PORT) },
        'no-solana': { type: 'boolean', default: false },
        'relay-port': { type: 'string', default: String(WALLETCONNECT_RELAY_PORT) },
        'no-relay': { type: 'boolean', default: false },
        bitcoin: { type: 'boolean', default: false },
        'bitcoin-port': { type: 'string' },
        'bitcoin-block-interval': { type: 'string', default: String(BITCOIN_DEVNET_BLOCK_INTERVAL_MS) },
        bundler: { type: 'boolean', default: false },
        'bundler-port': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }).values
  } catch (error) {
    // An unknown flag or a missing value: say which, with the usage, rather than a stack trace.
    console.error(`foyer-devnet: ${(error as Error).message}\n${USAGE}`)
    process.exit(2)
  }
}
const values = parseCommandLine()
if (values.help) {
  console.log(
    `${USAGE}\nStarts anvil on 127.0.0.1 with the Foyer demo tokens (and a second chain, 31338, unless --single) and the Solana ` +
      'devnet (RPC on --solana-port, WebSocket on the next port; unless --no-solana) and the WalletConnect dev relay (on ' +
      '--relay-port; unless --no-relay) and, with --bitcoin or --bitcoin-port, the Bitcoin development chain (Esplora API on ' +
      '--bitcoin-port, default 8790; a block every --bitcoin-block-interval ms, 0 = only on POST /dev/mine) and, with --bundler or ' +
      '--bundler-port, ERC-4337 on the first chain (EntryPoint v0.8, SimpleAccountFactory, the alto bundler on --bundler-port, ' +
      'default 8798); Ctrl-C stops them.',
  )
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

const secondPort = values['second-port'] === undefined ? port + 1 : Number(values['second-port'])
if (
  !values.single &&
  (!Number.isInteger(secondPort) || secondPort <= 0 || secondPort > 65_535 || secondPort === port)
) {
  console.error(
    `foyer-devnet: --second-port must be a TCP port number other than --port, got "${values['second-port']}"`,
  )
  process.exit(2)
}

const withSolana = !values['no-solana']
const solanaPort = Number(values['solana-port'])
const evmPorts = values.single ? [port] : [port, secondPort]
if (
  withSolana &&
  (!Number.isInteger(solanaPort) ||
    solanaPort <= 0 ||
    solanaPort >= 65_535 ||
    evmPorts.some((p) => p === solanaPort || p === solanaPort + 1))
) {
  console.error(
    `foyer-devnet: --solana-port must be a TCP port number below 65535 whose successor (the WebSocket port) is free of the EVM ports, got "${values['solana-port']}"`,
  )
  process.exit(2)
}

const withRelay = !values['no-relay']
const relayPort = Number(values['relay-port'])
const takenPorts = [...evmPorts, ...(withSolana ? [solanaPort, solanaPort + 1] : [])]
if (
  withRelay &&
  (!Number.isInteger(relayPort) || relayPort <= 0 || relayPort > 65_535 || takenPorts.includes(relayPort))
) {
  console.error(
    `foyer-devnet: --relay-port must be a TCP port number other than the chains' ports, got "${values['relay-port']}"`,
  )
  process.exit(2)
}

const withBitcoin = values.bitcoin || values['bitcoin-port'] !== undefined
const bitcoinPort = Number(values['bitcoin-port'] ?? BITCOIN_DEVNET_PORT)
const bitcoinInterval = Number(values['bitcoin-block-interval'])
if (
  withBitcoin &&
  (!Number.isInteger(bitcoinPort) ||
    bitcoinPort <= 0 ||
    bitcoinPort > 65_535 ||
    [...takenPorts, ...(withRelay ? [relayPort] : [])].includes(bitcoinPort))
) {
  console.error(
    `foyer-devnet: --bitcoin-port must be a TCP port number other than the other chains' and the relay's, got "${values['bitcoin-port']}"`,
  )
  process.exit(2)
}
if (withBitcoin && (!Number.isInteger(bitcoinInterval) || bitcoinInterval < 0)) {
  console.error(
    `foyer-devnet: --bitcoin-block-interval must be a whole number of ms (0: mine only on POST /dev/mine), got "${values['bitcoin-block-interval']}"`,
  )
  process.exit(2)
}

const withBundler = values.bundler || values['bundler-port'] !== undefined
const bundlerPort = Number(values['bundler-port'] ?? DEVNET_BUNDLER_PORT)
if (
  withBundler &&
  (!Number.isInteger(bundlerPort) ||
    bundlerPort <= 0 ||
    bundlerPort > 65_535 ||
    [...takenPorts, ...(withRelay ? [relayPort] : []), ...(withBitcoin ? [bitcoinPort] : [])].includes(bundlerPort))
) {
  console.error(
    `foyer-devnet: --bundler-port must be a TCP port number other than the chains' and the relay's, got "${values['bundler-port']}"`,
  )
  process.exit(2)
}

let devnet: Devnet<number>
let second: Devnet<number> | undefined
let solana: SolanaDevnet | undefined
// Solana first: it runs in this process and starts in ~0.1 s, so a busy 8899 is reported before anvil starts for nothing.
if (withSolana) {
  try {
    solana = await startSolanaDevnet({ port: solanaPort })
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
}
// The relay is in-process and starts at once too: a busy 8787 is reported before anvil starts.
let relay: WalletConnectRelay | undefined
if (withRelay) {
  try {
    relay = await startWalletConnectRelay({ port: relayPort, quiet: true })
  } catch (error) {
    console.error((error as Error).message)
    await solana?.stop()
    process.exit(1)
  }
}
// The Bitcoin chain is in-process too (~0.2 s including its seed blocks).
let bitcoin: BitcoinDevnet | undefined
if (withBitcoin) {
  try {
    bitcoin = await startBitcoinDevnet({ port: bitcoinPort, blockIntervalMs: bitcoinInterval })
  } catch (error) {
    console.error((error as Error).message)
    await Promise.all([solana?.stop(), relay?.stop()])
    process.exit(1)
  }
}
try {
  devnet = await startDevnet({ port, chainId })
} catch (error) {
  console.error((error as Error).message)
  await Promise.all([solana?.stop(), relay?.stop(), bitcoin?.stop()])
  process.exit(1)
}
if (!values.single) {
  try {
    second = await startDevnet({ port: secondPort, chainId: SECOND_DEVNET_CHAIN_ID })
  } catch (error) {
    console.error((error as Error).message)
    await Promise.all([devnet.stop(), solana?.stop(), relay?.stop(), bitcoin?.stop()])
    process.exit(1)
  }
}

// The bundler last: it needs the chain, and alto takes seconds to start.
let accountAbstraction: DevnetAccountAbstraction | undefined
if (withBundler) {
  try {
    // Loaded only here: the EntryPoint artifact and alto's launcher are no start-up cost without --bundler.
    const { startAccountAbstraction } = await import('./account-abstraction/start-account-abstraction.js')
    accountAbstraction = await startAccountAbstraction({ rpcUrl: devnet.rpcUrl, bundlerPort })
  } catch (error) {
    console.error((error as Error).message)
    await Promise.all([devnet.stop(), second?.stop(), solana?.stop(), relay?.stop(), bitcoin?.stop()])
    process.exit(1)
  }
}

let stopping = false
const shutdown = async (signal: NodeJS.Signals) => {
  if (stopping) return
  stopping = true
  console.log(
    `\n${signal}: stopping anvil (pid ${[devnet.pid, second?.pid].filter(Boolean).join(', ')})${solana ? ', the Solana devnet' : ''}${relay ? ', the WalletConnect relay' : ''}${bitcoin ? ', the Bitcoin devnet' : ''}${accountAbstraction ? ', the bundler' : ''}…`,
  )
  await accountAbstraction?.stop()
  await Promise.all([devnet.stop(), second?.stop(), solana?.stop(), relay?.stop(), bitcoin?.stop()])
  process.exit(0)
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, (s) => void shutdown(s))

const lines = [
  'Foyer devnet is running',
  `  RPC URL   ${devnet.rpcUrl}`,
  `  Chain ID  ${devnet.chainId}`,
  `  anvil pid ${devnet.pid}`,
  ...(second ? [`  Second chain  ${second.rpcUrl} (chain ID ${second.chainId}, anvil pid ${second.pid})`] : []),
  'Contracts',
  `  ${DEVNET_TOKENS.tokenA.symbol.padEnd(6)} ${devnet.contracts.tokenA}  (${DEVNET_TOKENS.tokenA.name}, ${DEVNET_TOKENS.tokenA.decimals} decimals)`,
  `  ${DEVNET_TOKENS.tokenB.symbol.padEnd(6)} ${devnet.contracts.tokenB}  (${DEVNET_TOKENS.tokenB.name}, ${DEVNET_TOKENS.tokenB.decimals} decimals)`,
  `  ${DEVNET_NFT.symbol.padEnd(6)} ${devnet.contracts.nft}  (${DEVNET_NFT.name}, ERC-721)`,
  'Dev accounts (10,000 ETH each; mnemonic "test test … junk")',
  ...devnet.accounts.slice(0, 5).map((address, index) => `  #${index} ${address}`),
  ...(solana
    ? [
        'Solana devnet (litesvm)',
        `  RPC URL   ${solana.rpcUrl}  (WebSocket ${solana.wsUrl})`,
        `  Genesis   ${SOLANA_DEVNET_GENESIS_HASH}  (CAIP-2 ${SOLANA_DEVNET_CAIP2})`,
        `  ${SOLANA_DEVNET_TOKEN.symbol.padEnd(6)}    ${solana.mint}  (${SOLANA_DEVNET_TOKEN.name}, ${SOLANA_DEVNET_TOKEN.decimals} decimals, SPL)`,
        `  Dev accounts (${SOLANA_DEVNET_SEED.lamports / 1_000_000_000n} SOL each; 1,000 FDOL in #0–#${SOLANA_DEVNET_SEED.tokenHolders - 1}, no FDOL account in the others)`,
        ...solana.accounts.map((address, index) => `    #${index} ${address}`),
      ]
    : []),
  ...(relay
    ? ['WalletConnect relay (development only: no auth, in-memory, loopback)', `  URL       ${relay.url}`]
    : []),
  ...(bitcoin
    ? [
        'Bitcoin devnet (a DEVELOPMENT chain with regtest parameters; production uses a real Esplora)',
        `  Esplora   ${bitcoin.esploraUrl}  (CAIP-2 ${BITCOIN_DEVNET_CAIP2})`,
        `  Blocks    ${bitcoinInterval > 0 ? `every ${bitcoinInterval / 1000} s` : 'on POST /dev/mine only'}; POST /dev/faucet {address, sats}`,
        `  Dev accounts (BIP-84 m/84'/1'/0'/0/i; ${BITCOIN_DEVNET_SEED.outputs.map((sats) => Number(sats) / 1e8).join(' + ')} BTC each)`,
        ...bitcoin.accounts.map((address, index) => `    #${index} ${address}`),
      ]
    : []),
  ...(accountAbstraction
    ? [
        `ERC-4337 (development: alto ${accountAbstraction.bundler.version} with a public executor key, safe mode off)`,
        `  Bundler   ${accountAbstraction.bundler.url}  (pid ${accountAbstraction.bundler.pid})`,
        `  EntryPoint v0.8       ${DEVNET_ENTRY_POINT}`,
        `  SimpleAccountFactory  ${DEVNET_SIMPLE_ACCOUNT_FACTORY}`,
      ]
    : []),
  'Press Ctrl-C to stop.',
]
console.log(lines.join('\n'))
