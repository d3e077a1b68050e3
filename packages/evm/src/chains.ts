import type { ChainDefinition } from '@foyer/core'
// Types only from viem: the package entry re-exports these helpers and must not load viem (see createEvmAdapter.ts).
import type { Chain } from 'viem'

/** The numeric EIP-155 chain id of a Foyer chain definition (ids may be given as strings). */
export function evmChainId(def: Pick<ChainDefinition, 'id'>): number {
  const id = typeof def.id === 'number' ? def.id : Number(def.id)
  if (!Number.isSafeInteger(id) || id <= 0) throw new TypeError(`Not an EIP-155 chain id: ${String(def.id)}`)
  return id
}

/** Foyer `ChainDefinition` → viem `Chain`. Only the definition's own RPC URLs are used, never a vendor default. */
export function toViemChain(def: ChainDefinition): Chain {
  const rpcUrls: Record<string, { http: readonly string[]; webSocket?: readonly string[] }> = {}
  for (const [key, urls] of Object.entries(def.rpcUrls)) {
    rpcUrls[key] = urls.webSocket ? { http: [...urls.http], webSocket: [...urls.webSocket] } : { http: [...urls.http] }
  }
  const chain: Chain = {
    id: evmChainId(def),
    name: def.name,
    nativeCurrency: { ...def.nativeCurrency },
    rpcUrls: rpcUrls as Chain['rpcUrls'],
    ...(def.blockExplorers
      ? {
          blockExplorers: Object.fromEntries(
            Object.entries(def.blockExplorers).map(([key, value]) => [key, { name: value.name, url: value.url }]),
          ) as Chain['blockExplorers'],
        }
      : {}),
    ...(def.testnet === undefined ? {} : { testnet: def.testnet }),
  }
  return chain
}

/** viem `Chain` → Foyer `ChainDefinition` (namespace eip155). `network` is a slug of the name when viem has none. */
export function fromViemChain(chain: Chain, extra?: { network?: string; imageUrl?: string }): ChainDefinition {
  const rpcUrls: Record<string, { http: readonly string[]; webSocket?: readonly string[] }> = {}
  for (const [key, urls] of Object.entries(chain.rpcUrls)) {
    rpcUrls[key] = urls.webSocket ? { http: [...urls.http], webSocket: [...urls.webSocket] } : { http: [...urls.http] }
  }
  const legacyNetwork = (chain as { network?: unknown }).network
  const def: ChainDefinition = {
    id: chain.id,
    name: chain.name,
    network: extra?.network ?? (typeof legacyNetwork === 'string' ? legacyNetwork : slug(chain.name)),
    nativeCurrency: { ...chain.nativeCurrency },
    rpcUrls: rpcUrls as ChainDefinition['rpcUrls'],
    chainNamespace: 'eip155',
    caipNetworkId: `eip155:${chain.id}`,
  }
  if (chain.blockExplorers) {
    def.blockExplorers = Object.fromEntries(
      Object.entries(chain.blockExplorers).map(([key, value]) => [key, { name: value.name, url: value.url }]),
    ) as ChainDefinition['blockExplorers']
  }
  if (chain.testnet !== undefined) def.testnet = chain.testnet
  if (extra?.imageUrl) def.imageUrl = extra.imageUrl
  return def
}

/** The parameter of `wallet_addEthereumChain` (EIP-3085) for a chain. */
export function toAddEthereumChainParameter(chain: Chain): {
  chainId: `0x${string}`
  chainName: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: string[]
  blockExplorerUrls?: string[]
} {
  const explorers = chain.blockExplorers ? Object.values(chain.blockExplorers).map((x) => x.url) : []
  return {
    chainId: `0x${chain.id.toString(16)}`,
    chainName: chain.name,
    nativeCurrency: { ...chain.nativeCurrency },
    rpcUrls: [...chain.rpcUrls.default.http],
    ...(explorers.length ? { blockExplorerUrls: [...new Set(explorers)] } : {}),
  }
}

function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
