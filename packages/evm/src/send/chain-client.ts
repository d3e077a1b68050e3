// One viem client per network RPC URL for the send side's reads (token balances, gas, receipts), and where the
// network's Multicall3 is when its definition names one.
import type { ChainDefinition } from '@foyer/core'
import { FoyerError } from '@foyer/core'
import { hasErrorName } from '@foyer/core/internal'
import { createClient, http, isAddress, type Address, type Client } from 'viem'
import { evmChainId, toViemChain } from '../chains.js'

export interface ChainClients {
  get(network: ChainDefinition): Client
  clear(): void
}

export function createChainClients(): ChainClients {
  const clients = new Map<string, Client>()
  return {
    get(network) {
      const url = network.rpcUrls.default?.http[0]
      if (!url) throw new FoyerError('RPC_URL_NOT_FOUND')
      const key = `${evmChainId(network)} ${url}`
      let client = clients.get(key)
      if (!client) {
        client = createClient({ chain: toViemChain(network), transport: http(url) })
        clients.set(key, client)
      }
      return client
    },
    clear: () => clients.clear(),
  }
}

/**
 * Multicall3's address on `network`, from `contracts.multicall3` as viem's chains (and the devnet's) carry it on top of
 * the definition; Foyer's ChainDefinition does not type it, so a definition without it reads token by token.
 */
export function multicall3Of(network: ChainDefinition): Address | undefined {
  const address = (network as { contracts?: { multicall3?: { address?: unknown } } }).contracts?.multicall3?.address
  return typeof address === 'string' && isAddress(address) ? address : undefined
}

/** The node did not answer (down, unreachable, too slow): not a verdict on the token or the transfer. */
export function isNodeUnreachable(error: unknown): boolean {
  return hasErrorName(error, 'HttpRequestError') || hasErrorName(error, 'TimeoutError')
}
