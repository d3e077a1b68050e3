// The network fee a transfer would cost at most, from the namespace's adapter, so the review step can show it before the
// person confirms. Undefined when the adapter cannot tell (it has no estimate) — the view then shows no fee line.
import { accountOf, networkOf } from '../client/accounts.js'
import { contextOf } from '../client/context.js'
import { FoyerError } from '../errors.js'
import type { BalanceResult, ChainNamespace, FoyerClient, TokenInfo } from '../types.js'

export interface EstimateSendFeeParameters {
  to: string
  /** Decimal text in the token's units. */
  amount: string
  token?: TokenInfo
  /** Default: the active namespace. */
  namespace?: ChainNamespace
}
export type EstimateSendFeeReturnType = BalanceResult | undefined
/** FoyerError WALLET_NOT_CONNECTED / NO_ACTIVE_CAIP_NETWORK, or the adapter's own refusal. */
export type EstimateSendFeeErrorType = FoyerError | Error

export async function estimateSendFee(
  client: FoyerClient,
  { to, amount, token, namespace }: EstimateSendFeeParameters,
): Promise<EstimateSendFeeReturnType> {
  const ctx = contextOf(client)
  const ns = namespace ?? ctx.stores.chains.getState().activeNamespace
  const adapter = ctx.adapters.get(ns)
  if (!adapter?.estimateSendFee) return undefined
  const { address, status } = accountOf(ctx, ns)
  if (!address || status !== 'connected') throw new FoyerError('WALLET_NOT_CONNECTED')
  const network = networkOf(ctx, ns)
  if (!network) throw new FoyerError('NO_ACTIVE_CAIP_NETWORK')
  return adapter.estimateSendFee({ address, network, to, amount, token })
}
