import type { ChainDefinition } from '@foyer/core'
import { defineChain } from '@foyer/core'
import { SOLANA_DEVNET_REFERENCE, SOLANA_MAINNET_REFERENCE, SOLANA_TESTNET_REFERENCE } from './constants.js'

/**
 * A core chain definition for a local Solana devnet. `genesisReference` is the CAIP-2 reference: the first 32
 * characters of the cluster's genesis hash (a longer hash is cut to 32).
 */
export function solanaDevnetChain(rpcUrl: string, genesisReference: string): ChainDefinition {
  const id = genesisReference.slice(0, 32)
  if (!/^[1-9A-HJ-NP-Za-km-z]{1,32}$/.test(id))
    throw new TypeError(`solanaDevnetChain: ${JSON.stringify(genesisReference)} is not a base58 genesis hash`)
  const webSocket = wsUrlFor(rpcUrl)
  return defineChain({
    id,
    chainNamespace: 'solana',
    name: 'Foyer Solana Devnet',
    network: 'foyer-solana-devnet',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [rpcUrl], ...(webSocket ? { webSocket: [webSocket] } : {}) } },
    testnet: true,
  })
}

/** Solana's convention: the WebSocket endpoint is on the HTTP port + 1. */
function wsUrlFor(rpcUrl: string): string | undefined {
  try {
    const url = new URL(rpcUrl)
    if (!url.port) return undefined
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
    url.port = String(Number(url.port) + 1)
    return url.toString().replace(/\/$/, '')
  } catch {
    return undefined
  }
}

const PUBLIC_REFERENCES: Record<string, string> = {
  mainnet: SOLANA_MAINNET_REFERENCE,
  'mainnet-beta': SOLANA_MAINNET_REFERENCE,
  devnet: SOLANA_DEVNET_REFERENCE,
  testnet: SOLANA_TESTNET_REFERENCE,
}
const PUBLIC_REFERENCE_SET = new Set(Object.values(PUBLIC_REFERENCES))

/** True for a Wallet Standard chain id of Solana (`solana:mainnet`, `solana:localnet`, a CAIP-2 `solana:<genesis>`). */
export function isSolanaChain(chain: string): boolean {
  return chain.startsWith('solana:')
}

/**
 * Whether a Wallet Standard chain id names `network`: its CAIP-2 id itself, or a cluster name wallets use
 * (`solana:mainnet`, `solana:devnet`, `solana:testnet`; `solana:localnet` for any cluster that is not a public one).
 */
export function chainMatchesNetwork(chain: string, network: ChainDefinition): boolean {
  if (!isSolanaChain(chain)) return false
  const reference = String(network.id)
  if (chain === network.caipNetworkId || chain === `solana:${reference}`) return true
  const name = chain.slice('solana:'.length)
  if (name === 'localnet') return !PUBLIC_REFERENCE_SET.has(reference)
  return PUBLIC_REFERENCES[name] === reference
}

/** The chain id to hand the wallet for `network`: the spelling the account itself lists, else the CAIP-2 id. */
export function walletChainFor(accountChains: readonly string[], network: ChainDefinition): `${string}:${string}` {
  const listed = accountChains.find((chain) => chainMatchesNetwork(chain, network))
  return (listed ?? network.caipNetworkId) as `${string}:${string}`
}
