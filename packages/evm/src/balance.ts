// Native balances straight from each network's own RPC (any address, connected or not), one viem client per RPC URL.
import type { BalanceResult, ChainDefinition } from '@foyer/core'
import { FoyerError } from '@foyer/core'
import { createClient, formatUnits, getAddress, http, type Client } from 'viem'
// One action, not createPublicClient: that one carries every public action (multicall, ENS, simulate…) into the bundle.
import { getBalance } from 'viem/actions'
import { evmChainId, toViemChain } from './chains.js'

export interface BalanceReader {
  read(args: { address: string; network: ChainDefinition }): Promise<BalanceResult>
  clear(): void
}

export function createBalanceReader(): BalanceReader {
  const clients = new Map<string, Client>()
  return {
    async read({ address, network }) {
      const url = network.rpcUrls.default?.http[0]
      if (!url) throw new FoyerError('RPC_URL_NOT_FOUND')
      const key = `${evmChainId(network)} ${url}`
      let client = clients.get(key)
      if (!client) {
        client = createClient({ chain: toViemChain(network), transport: http(url) })
        clients.set(key, client)
      }
      try {
        const value = await getBalance(client, { address: getAddress(address) })
        const { decimals, symbol } = network.nativeCurrency
        return { value: value.toString(), decimals, symbol, formatted: formatUnits(value, decimals) }
      } catch (error) {
        throw new FoyerError('TOKEN_BALANCE_UNAVAILABLE', { cause: error })
      }
    },
    clear: () => clients.clear(),
  }
}
