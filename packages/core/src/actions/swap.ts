// Swaps through the connected EVM wallet: when the swap contract may not yet spend enough of the token sold, an
// approve transaction first (sent, then followed until the chain confirms it — a swap sent before would revert), then
// the swap transaction the server builds, followed the same way (spec §7: status polled every second). Both go to
// the wallet as eth_sendTransaction through the client's request action, so WalletConnect and injected wallets alike
// are asked, and the §6 gate applies.
import { createStore } from 'zustand/vanilla'
import { accountOf, currentChainOf, networkOf } from '../client/accounts.js'
import { contextOf } from '../client/context.js'
import { NATIVE_TOKEN_ADDRESS, type SwapTransaction } from '../api/convert-types.js'
import { FoyerError, NetworkChangedError } from '../errors.js'
import { NoBlockchainApiError } from '../query/account-data.js'
import { swapAllowanceQueryKey } from '../query/swap.js'
import { transactionStatusQueryOptions } from '../query/transaction-status.js'
import { followTransaction } from '../send/follow-transaction.js'
import { initialSendState } from '../stores.js'
import type { ChainDefinition, FoyerClient, SendState } from '../types.js'
import { refreshAccountData } from './refreshAccountData.js'
import { request } from './request.js'

export interface SwapParameters {
  /** CAIP-10 of the token sold and the token bought (NATIVE_TOKEN_ADDRESS for the chain's currency). */
  from: string
  to: string
  /** Integer amount of `from` in its smallest unit. */
  amount: string
  /** Percent; spec §9 default 1. */
  slippage: number
  /** Told of each step, so a view can say what the wallet is asking and what the chain is doing. */
  onStep?: (step: SwapStep) => void
}

export type SwapStep =
  | { step: 'approve-signing' }
  | { step: 'approve-pending'; id: string }
  | { step: 'swap-signing' }
  | { step: 'swap-pending'; id: string }

export interface SwapReturnType {
  /** The swap transaction's hash. */
  id: string
  /** The approve transaction's hash, when one was needed. */
  approveId?: string
}

/** A transaction of the swap that the chain did not confirm (reverted, or not mined in time). */
export class SwapTransactionFailedError extends Error {
  readonly id: string
  readonly stage: 'approve' | 'swap'
  constructor(stage: 'approve' | 'swap', id: string, reason: string) {
    super(reason)
    this.name = 'SwapTransactionFailedError'
    this.stage = stage
    this.id = id
  }
}

/** NoBlockchainApiError, NetworkChangedError, FoyerError (WALLET_NOT_CONNECTED, NO_ACTIVE_CAIP_NETWORK, SWAPS_NETWORK_UNSUPPORTED), the
 * API's refusal, the wallet's rejection (isUserRejection), or SwapTransactionFailedError. */
export type SwapErrorType = NoBlockchainApiError | FoyerError | SwapTransactionFailedError | Error

const isNative = (caip: string) => caip.split(':')[2]?.toLowerCase() === NATIVE_TOKEN_ADDRESS

const hex = (decimal: string | undefined) =>
  decimal && /^\d+$/.test(decimal) ? `0x${BigInt(decimal).toString(16)}` : undefined

/** The wallet's eth_sendTransaction parameter for a transaction the server built. */
export function toEthTransaction(tx: SwapTransaction, from: string) {
  const gas = hex(tx.eip155?.gas)
  const gasPrice = hex(tx.eip155?.gasPrice)
  return {
    from,
    to: tx.to.split(':')[2] ?? tx.to,
    data: tx.data,
    value: hex(tx.amount) ?? '0x0',
    ...(gas ? { gas } : {}),
    ...(gasPrice ? { gasPrice } : {}),
  }
}

export async function swap(client: FoyerClient, parameters: SwapParameters): Promise<SwapReturnType> {
  const ctx = contextOf(client)
  const api = ctx.api
  if (!api) throw new NoBlockchainApiError()
  const { address, status } = accountOf(ctx, 'eip155')
  if (!address || status !== 'connected') throw new FoyerError('WALLET_NOT_CONNECTED')
  const network = networkOf(ctx, 'eip155')
  if (!network) throw new FoyerError('NO_ACTIVE_CAIP_NETWORK')
  const { from, to, amount, slippage, onStep } = parameters
  // A swap quoted on a listed network the wallet has since left is refused as such: its router and tokens are that
  // chain's, and nothing is sent.
  const current = currentChainOf(ctx, 'eip155') ?? network.caipNetworkId
  const fromChain = from.split(':').slice(0, 2).join(':')
  if (fromChain !== current) {
    if (ctx.options.networks.some((n) => n.caipNetworkId === fromChain))
      throw new NetworkChangedError(fromChain, current)
    throw new FoyerError('SWAPS_NETWORK_UNSUPPORTED')
  }
  const userAddress = `${network.caipNetworkId}:${address}`

  const sendAndFollow = async (stage: 'approve' | 'swap', tx: SwapTransaction): Promise<string> => {
    onStep?.({ step: stage === 'approve' ? 'approve-signing' : 'swap-signing' })
    const id = (await request(client, {
      method: 'eth_sendTransaction',
      params: [toEthTransaction(tx, address)],
      namespace: 'eip155',
    })) as string
    onStep?.({ step: stage === 'approve' ? 'approve-pending' : 'swap-pending', id })
    const verdict = await waitForTransaction(client, network, id)
    if (verdict.status !== 'confirmed') throw new SwapTransactionFailedError(stage, id, verdict.error)
    return id
  }

  let approveId: string | undefined
  if (!isNative(from)) {
    const allowance = await api.getSwapAllowance({ tokenAddress: from, userAddress })
    if (allowance < BigInt(amount)) {
      approveId = await sendAndFollow('approve', await api.buildSwapApprove({ userAddress, from, to }))
      void ctx.queryClient.invalidateQueries({ queryKey: swapAllowanceQueryKey({ tokenAddress: from, userAddress }) })
    }
  }
  const tx = await api.buildSwapTransaction({ amount, from, to, userAddress, slippage })
  try {
    const id = await sendAndFollow('swap', tx)
    return { id, ...(approveId ? { approveId } : {}) }
  } finally {
    // Whatever the verdict, the balances the views show have moved (gas is spent even by a revert).
    refreshAccountData(client, network, address)
  }
}

/** Follows one transaction to its verdict with the Send flow's loop (1 s polls, two minutes at most). */
function waitForTransaction(
  client: FoyerClient,
  network: ChainDefinition,
  id: string,
): Promise<{ status: 'confirmed' | 'failed'; error: string }> {
  const ctx = contextOf(client)
  const store = createStore<SendState>(() => ({ ...initialSendState(), status: 'pending', id }))
  return new Promise((resolve) => {
    followTransaction({
      store,
      queryClient: ctx.queryClient,
      id,
      statusQuery: transactionStatusQueryOptions(client, { id, network }),
      signal: ctx.lifetime.signal,
      onSettled: (status) => resolve({ status, error: store.getState().error ?? 'Transaction failed' }),
    })
      // The loop also ends without a verdict when the client is destroyed: no confirmation is a failure then.
      .then(() => resolve({ status: 'failed', error: 'Transaction not confirmed' }))
      .catch(() => resolve({ status: 'failed', error: 'Transaction not confirmed' }))
  })
}
