import { accountOf, chainOfAccount, usesWalletConnect } from '../client/accounts.js'
import { contextOf, type ClientContext } from '../client/context.js'
import { FoyerError, type RpcNotAllowedError } from '../errors.js'
import { assertRpcAllowed } from '../rpc-gating.js'
import type { ChainNamespace, FoyerClient } from '../types.js'

export interface RequestParameters {
  method: string
  params?: unknown
  /** Default: the active namespace. */
  namespace?: ChainNamespace
}
export type RequestReturnType = unknown
/** RpcNotAllowedError (spec §6), FoyerError WALLET_NOT_CONNECTED / PROVIDER_NOT_FOUND, or the wallet's own error. */
export type RequestErrorType = RpcNotAllowedError | FoyerError | Error

/** A wallet RPC call, gated by spec §6, to the adapter's wallet or over the WalletConnect session. */
export async function request(
  client: FoyerClient,
  { method, params, namespace }: RequestParameters,
): Promise<RequestReturnType> {
  assertRpcAllowed(method)
  const ctx = contextOf(client)
  const ns = namespace ?? ctx.stores.chains.getState().activeNamespace
  const args = params === undefined ? { method } : { method, params }
  if (ctx.wc && usesWalletConnect(ctx, ns)) {
    if (accountOf(ctx, ns).status !== 'connected') throw new FoyerError('WALLET_NOT_CONNECTED')
    return ctx.wc.request(args, walletConnectChainOf(ctx, ns))
  }
  const adapter = ctx.adapters.get(ns)
  if (!adapter) throw new FoyerError('PROVIDER_NOT_FOUND')
  if (accountOf(ctx, ns).status !== 'connected') throw new FoyerError('WALLET_NOT_CONNECTED')
  return adapter.request(args)
}

/** The CAIP-2 chain a WalletConnect request for `ns` goes to: the namespace's current chain. */
function walletConnectChainOf(ctx: ClientContext, ns: ChainNamespace): string {
  const current = chainOfAccount(ctx, ns)
  if (current) return current
  const network = ctx.options.networks.find((n) => n.chainNamespace === ns)
  if (!network) throw new FoyerError('NO_ACTIVE_CAIP_NETWORK')
  return network.caipNetworkId
}
