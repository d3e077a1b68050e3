// The send side as the adapter's entry sees it: free of viem until first use. setup() preloads the address check (viem's
// isAddress, which the wagmi side loads anyway), so by the time a Send view can ask (a wallet is connected, which needs
// setup) `isValidAddress` answers with the EIP-55 check; the rest loads when balances, a fee or a send are first asked.
import type { BalanceResult, ChainDefinition, SendArgs, TokenBalance, TransactionStatus } from '@foyer/core'
import type { EvmSession } from '../session.js'
import type { EvmSend } from './evm-send.js'
import type { EvmTokenLists } from './token-list.js'

/** The shape of an address; the checksum of a mixed-case one needs keccak, which comes with viem. */
const ADDRESS_SHAPE = /^0x[0-9a-fA-F]{40}$/

export function createLazySend(options: { tokens: EvmTokenLists | undefined; session(): Promise<EvmSession> }) {
  let send: Promise<EvmSend> | undefined
  let checkAddress: ((address: string) => boolean) | undefined
  const load = (): Promise<EvmSend> => (send ??= import('./evm-send.js').then((m) => m.createEvmSend(options)))

  return {
    preload: async (): Promise<void> => {
      checkAddress ??= (await import('./address.js')).isEvmAddress
    },
    /** Before the preload finished only the shape is checked; sendToken checks the checksum again in any case. */
    isValidAddress: (address: string): boolean =>
      checkAddress ? checkAddress(address) : typeof address === 'string' && ADDRESS_SHAPE.test(address),
    getTokenBalances: async (args: { address: string; network: ChainDefinition }): Promise<TokenBalance[]> =>
      (await load()).getTokenBalances(args),
    estimateSendFee: async (args: SendArgs): Promise<BalanceResult> => (await load()).estimateSendFee(args),
    sendToken: async (args: SendArgs): Promise<{ id: string }> => (await load()).sendToken(args),
    getTransactionStatus: async (args: { id: string; network: ChainDefinition }): Promise<TransactionStatus> =>
      (await load()).getTransactionStatus(args),
    clear(): void {
      void send?.then((s) => s.clear())
    },
  }
}
