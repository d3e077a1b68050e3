// Balances and transaction status over the network's own RPC (kit loads on the first lookup).
import type { BalanceResult, ChainDefinition, TokenBalance, TokenInfo, TransactionStatus } from '@foyer/core'
import { FoyerError } from '@foyer/core'
import { formatUnits } from './amount.js'
import type { AdapterState } from './adapterState.js'
import { SOL_DECIMALS } from './constants.js'
import { loadRuntime, type LazyRpcs } from './lazyRuntime.js'

export function createBalanceMethods(state: AdapterState, rpcs: LazyRpcs, knownTokens: readonly TokenInfo[]) {
  return {
    async getBalance({ address, network }: { address: string; network: ChainDefinition }): Promise<BalanceResult> {
      const { symbol } = network.nativeCurrency ?? { symbol: 'SOL' }
      try {
        const { fetchLamports } = await loadRuntime()
        const value = await fetchLamports(await rpcs.get(network), address)
        return {
          value: value.toString(),
          decimals: SOL_DECIMALS,
          symbol: symbol || 'SOL',
          formatted: formatUnits(value, SOL_DECIMALS),
        }
      } catch (error) {
        // Spec §8: the Solana native balance falls back to 0.00 SOL when the lookup fails.
        state.ctx?.logger.warn('[foyer/solana] balance lookup failed; showing 0.00 SOL', error)
        return { value: '0', decimals: SOL_DECIMALS, symbol: 'SOL', formatted: '0.00' }
      }
    },

    async getTokenBalances({
      address,
      network,
    }: {
      address: string
      network: ChainDefinition
    }): Promise<TokenBalance[]> {
      try {
        const { fetchTokenBalances } = await loadRuntime()
        return await fetchTokenBalances(await rpcs.get(network), address, knownTokens)
      } catch (error) {
        throw new FoyerError('TOKEN_BALANCE_UNAVAILABLE', { cause: error })
      }
    },

    async getTransactionStatus({ id, network }: { id: string; network: ChainDefinition }): Promise<TransactionStatus> {
      const { fetchTransactionStatus } = await loadRuntime()
      return fetchTransactionStatus(await rpcs.get(network), id)
    },
  }
}
