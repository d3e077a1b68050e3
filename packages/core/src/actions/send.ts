// Sends the native currency or a token from a connected account and follows it until it settles.
import { accountOf, currentChainOf, networkOf, usesWalletConnect } from '../client/accounts.js'
import { contextOf } from '../client/context.js'
import {
  FoyerError,
  NetworkChangedError,
  NetworkUnreachableError,
  isNetworkUnreachable,
  isUserRejection,
} from '../errors.js'
import { transactionStatusQueryOptions } from '../query/transaction-status.js'
import { followTransaction } from '../send/follow-transaction.js'
import { rememberTransaction, settleTransaction } from '../send/local-transactions.js'
import { initialSendState } from '../stores.js'
import type { CaipNetworkId, ChainNamespace, FoyerClient, TokenInfo } from '../types.js'
import { refreshAccountData } from './refreshAccountData.js'

export interface SendParameters {
  to: string
  /** Decimal text in the token's units. */
  amount: string
  /** Default: the native currency. */
  token?: TokenInfo
  /** Default: the active namespace. */
  namespace?: ChainNamespace
  /**
   * The network the transfer was prepared (and reviewed) on. When the account is on another one by the time it is
   * sent (the wallet moved meanwhile), nothing is sent: NetworkChangedError. Without it, the account's network is used.
   */
  caipNetworkId?: CaipNetworkId
}
export interface SendReturnType {
  /** Transaction hash or signature, once submitted. */
  id: string
}
/**
 * FoyerError PROVIDER_NOT_FOUND / WALLET_NOT_CONNECTED / NO_ACTIVE_CAIP_NETWORK, NetworkChangedError,
 * NetworkUnreachableError (the network's node did not answer), the adapter's spec texts, or a rejection.
 */
export type SendErrorType = FoyerError | NetworkChangedError | NetworkUnreachableError | Error

export async function send(client: FoyerClient, parameters: SendParameters): Promise<SendReturnType> {
  const ctx = contextOf(client)
  const ns = parameters.namespace ?? ctx.stores.chains.getState().activeNamespace
  const adapter = ctx.adapters.get(ns)
  const { address, status } = accountOf(ctx, ns)
  if (!adapter) throw new FoyerError('PROVIDER_NOT_FOUND')
  if (!address || status !== 'connected') throw new FoyerError('WALLET_NOT_CONNECTED')
  const network = networkOf(ctx, ns)
  if (!network) throw new FoyerError('NO_ACTIVE_CAIP_NETWORK')
  if (parameters.caipNetworkId) {
    const current = currentChainOf(ctx, ns) ?? network.caipNetworkId
    if (current !== parameters.caipNetworkId) throw new NetworkChangedError(parameters.caipNetworkId, current)
  }
  if (!adapter.sendToken) throw new FoyerError('PROVIDER_NOT_FOUND')
  ctx.events.emit('SEND_INITIATED', { namespace: ns, token: parameters.token?.symbol ?? network.nativeCurrency.symbol })
  const store = ctx.stores.send
  store.setState({ ...initialSendState(), status: 'signing', namespace: ns })
  let id: string
  try {
    // WalletConnect: the adapter builds the transfer, the wallet signs and submits it through the session.
    const wc = ctx.wc
    const walletRequest =
      wc && usesWalletConnect(ctx, ns)
        ? (req: { method: string; params?: unknown }) => wc.request(req, network.caipNetworkId)
        : undefined
    ;({ id } = await adapter.sendToken({
      address,
      network,
      to: parameters.to,
      amount: parameters.amount,
      token: parameters.token,
      ...(walletRequest ? { walletRequest } : {}),
    }))
  } catch (thrown) {
    const rejected = isUserRejection(thrown)
    // The node did not answer: said so by the network's name, not in the browser's or the RPC client's words (viem's
    // carries the request body and its version). The original stays the cause.
    const error =
      !rejected && isNetworkUnreachable(thrown) ? new NetworkUnreachableError(network.name, { cause: thrown }) : thrown
    const message = error instanceof Error ? error.message : String(error)
    store.setState({ status: 'failed', rejected, error: message })
    ctx.events.emit(rejected ? 'USER_REJECTED' : 'SEND_ERROR', { namespace: ns, message })
    throw error
  }
  store.setState({ status: 'pending', id })
  rememberTransaction(ctx.stores, {
    id,
    caipNetworkId: network.caipNetworkId,
    from: address,
    to: parameters.to,
    amount: parameters.amount,
    symbol: parameters.token?.symbol ?? network.nativeCurrency.symbol,
    ...(parameters.token?.address ? { tokenAddress: parameters.token.address } : {}),
    submittedAt: new Date().toISOString(),
    status: 'pending',
  })
  if (adapter.getTransactionStatus)
    void followTransaction({
      store,
      queryClient: ctx.queryClient,
      id,
      statusQuery: transactionStatusQueryOptions(client, { id, network }),
      signal: ctx.lifetime.signal,
      onSettled(settled) {
        ctx.events.emit(settled === 'confirmed' ? 'SEND_SUCCESS' : 'SEND_ERROR', { namespace: ns, id })
        settleTransaction(ctx.stores, id, settled)
        refreshAccountData(client, network, address)
      },
    })
  return { id }
}

/** Back to an idle send (the Send view starts over). */
export function resetSend(client: FoyerClient): void {
  contextOf(client).stores.send.setState(initialSendState())
}
