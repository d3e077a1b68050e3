// Balances (confirmed and unconfirmed, from the address's Esplora stats) and transaction status.
import type { BalanceResult, ChainDefinition, TransactionStatus } from '@foyer/core'
import { BTC_DECIMALS, formatSats } from './amount.js'
import type { EsploraClients } from './esplora/esploraFor.js'

/** The native balance with its two parts: what is in blocks and what the mempool adds or takes. */
export interface BitcoinBalance extends BalanceResult {
  /** Satoshis in confirmed outputs, as a decimal string. */
  confirmed: string
  /** The mempool's net change in satoshis (negative while a spend is unconfirmed). */
  unconfirmed: string
}

export function createBalanceMethods(esplora: EsploraClients) {
  return {
    /** `value` is confirmed + unconfirmed (what the address will hold once the mempool confirms). */
    async getBalance({ address, network }: { address: string; network: ChainDefinition }): Promise<BitcoinBalance> {
      const { confirmed, unconfirmed } = await esplora.get(network).getBalance(address)
      const total = confirmed + unconfirmed
      return {
        value: total.toString(),
        decimals: BTC_DECIMALS,
        symbol: network.nativeCurrency?.symbol || 'BTC',
        formatted: formatSats(total),
        confirmed: confirmed.toString(),
        unconfirmed: unconfirmed.toString(),
      }
    },

    async getTransactionStatus({ id, network }: { id: string; network: ChainDefinition }): Promise<TransactionStatus> {
      const status = await esplora.get(network).getTransactionStatus(id)
      return status?.confirmed ? 'confirmed' : 'pending'
    },
  }
}
