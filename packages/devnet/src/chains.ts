// @foyer/devnet/chains: the chains `npm start` runs on 127.0.0.1, as chain definitions an app (the demo) or a test
// passes to Foyer. Browser-safe: nothing here starts a process or touches Node. They live with the devnet, not in
// @foyer/core, so a production app's chain list holds no loopback URL.
import { defineChain, type ChainDefinition } from '@foyer/core'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

/**
 * Every devnet anvil gets Multicall3 at its canonical address (seedDevnet installs it). viem's `multicall` reads it from
 * `contracts.multicall3`, which Foyer's ChainDefinition does not type, so the EVM chains carry it on top.
 */
export type DevnetEvmChain = ChainDefinition & { contracts: { multicall3: { address: `0x${string}` } } }
const contracts = { multicall3: { address: '0xcA11bde05977b3631167028862bE2a173976CA11' as const } }

/** The local anvil chain (see startFoyerDevnets: chain id 31337 on port 8545). */
export const foyerDevnet: DevnetEvmChain = {
  ...defineChain({
    id: 31337,
    name: 'Foyer Devnet',
    network: 'foyer-devnet',
    nativeCurrency: ether,
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    testnet: true,
  }),
  contracts,
}

/** A second local anvil chain (31338 on port 8546), so switching networks can be tried offline. */
export const foyerDevnet2: DevnetEvmChain = {
  ...defineChain({
    id: 31338,
    name: 'Foyer Devnet 2',
    network: 'foyer-devnet-2',
    nativeCurrency: ether,
    rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
    testnet: true,
  }),
  contracts,
}

/** The local Solana chain (litesvm behind JSON-RPC on 8899, WebSocket on 8900); its genesis hash is fixed. */
export const foyerSolanaDevnet = defineChain({
  id: '3m18fFd2hPJkop2aCRdB3LS47DSuWbBx',
  chainNamespace: 'solana',
  name: 'Foyer Solana Devnet',
  network: 'foyer-solana-devnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'], webSocket: ['ws://127.0.0.1:8900'] } },
  testnet: true,
})

/**
 * The local Bitcoin chain: a DEVELOPMENT chain with regtest's parameters (so regtest's CAIP-2 id), whose Esplora API is
 * on 8790. Production apps use bitcoin / bitcoinTestnet / bitcoinSignet from @foyer/core with a real Esplora.
 */
export const foyerBitcoinDevnet = defineChain({
  id: '0f9188f13cb7b2c71f2a335e3a4fc328',
  chainNamespace: 'bip122',
  name: 'Foyer Bitcoin Devnet',
  network: 'foyer-bitcoin-devnet',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8790'] } },
  testnet: true,
})

/**
 * The seeded demo ERC-20s (CREATE addresses of the deployer, the same on both anvils), for an app's token list, and
 * the seed's Uniswap V2 (factory, WETH9, router02: the same on both anvils too), for a swap provider's config.
 */
export { DEVNET_TOKENS, DEVNET_UNISWAP_V2 } from './contracts/addresses.js'
