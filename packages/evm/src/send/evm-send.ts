// The adapter's send side, loaded on first use (see ./lazy.ts): token balances, the fee, the transfer through the
// connected wallet or a WalletConnect session, and the transaction's status.
import type { BalanceResult, ChainDefinition, SendArgs, TokenBalance, TransactionStatus } from '@foyer/core'
import { FoyerError } from '@foyer/core'
import { formatUnits, isAddressEqual, type Address } from 'viem'
import { evmChainId } from '../chains.js'
import type { EvmSession } from '../session.js'
import { currentConnection } from '../wallet-events.js'
import { isEvmAddress } from './address.js'
import { createChainClients } from './chain-client.js'
import { estimateTransferFee, prepareTransfer } from './prepare-transfer.js'
import { submitTransfer, type WalletRequest } from './send-token.js'
import { WrongWalletChainError } from './send-errors.js'
import { readTokenBalances } from './token-balances.js'
import { tokensOf, type EvmTokenLists } from './token-list.js'
import { readTransactionStatus } from './transaction-status.js'

export interface EvmSendOptions {
  tokens: EvmTokenLists | undefined
  /** The wagmi session once setup ran (rejects with 'Wallet not connected' before). */
  session(): Promise<EvmSession>
}

export type EvmSend = ReturnType<typeof createEvmSend>

export function createEvmSend(options: EvmSendOptions) {
  const clients = createChainClients()

  /** The injected wallet's request, once it is connected as `address` on `network`'s chain. */
  async function injectedWallet(address: string, network: ChainDefinition): Promise<WalletRequest> {
    const session = await options.session()
    const connection = currentConnection(session.config)
    const active = connection?.accounts[0]
    if (
      session.config.state.status !== 'connected' ||
      !active ||
      !isEvmAddress(address) ||
      !isAddressEqual(active, address as Address)
    )
      throw new FoyerError('WALLET_NOT_CONNECTED')
    if (connection.chainId !== evmChainId(network)) throw new WrongWalletChainError(connection.chainId, network)
    return session.request
  }

  return {
    async getTokenBalances({
      address,
      network,
    }: {
      address: string
      network: ChainDefinition
    }): Promise<TokenBalance[]> {
      return readTokenBalances(clients.get(network), network, address, tokensOf(options.tokens, network))
    },

    async estimateSendFee(args: SendArgs): Promise<BalanceResult> {
      const fee = await estimateTransferFee(clients.get(args.network), { ...args, from: args.address })
      const { decimals, symbol } = args.network.nativeCurrency
      return { value: fee.toString(), decimals, symbol, formatted: formatUnits(fee, decimals) }
    },

    async sendToken(args: SendArgs): Promise<{ id: string }> {
      // WalletConnect: the session's wallet holds `args.address`, and core addresses the request to the network.
      const request = args.walletRequest ?? (await injectedWallet(args.address, args.network))
      const prepared = await prepareTransfer(clients.get(args.network), { ...args, from: args.address })
      return submitTransfer(request, prepared)
    },

    async getTransactionStatus({ id, network }: { id: string; network: ChainDefinition }): Promise<TransactionStatus> {
      return readTransactionStatus(clients.get(network), id)
    },

    clear: () => clients.clear(),
  }
}
