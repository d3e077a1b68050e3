// A chain definition for a local regtest chain behind an Esplora API (the Foyer Bitcoin devnet, or your own
// bitcoind + electrs in regtest mode): regtest's CAIP-2 id, the API as its RPC URL.
import type { ChainDefinition } from '@foyer/core'
import { defineChain } from '@foyer/core'
import { BITCOIN_REFERENCES } from './networks.js'

export function bitcoinDevnetChain(esploraUrl: string, name = 'Foyer Bitcoin Devnet'): ChainDefinition {
  return defineChain({
    id: BITCOIN_REFERENCES.regtest,
    chainNamespace: 'bip122',
    name,
    network: 'foyer-bitcoin-devnet',
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    rpcUrls: { default: { http: [esploraUrl.replace(/\/+$/, '')] } },
    testnet: true,
  })
}
