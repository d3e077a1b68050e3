import { ProviderRpcError, RpcErrorCode, invalidParams, toProviderRpcError, unsupportedMethod } from './rpc-error.js'
import { createEvmApprovals } from './evm-provider/approvals.js'
import { chainMethods } from './evm-provider/chains.js'
import { connectionMethods } from './evm-provider/connection.js'
import type { EvmProviderContext } from './evm-provider/context.js'
import { createPassThrough } from './evm-provider/pass-through.js'
import { sendTransactionMethods } from './evm-provider/send-transaction.js'
import { signingMethods } from './evm-provider/signing.js'
import type {
  CreateDevWalletProviderOptions,
  DevWalletControls,
  DevWalletProvider,
  MethodHandler,
} from './evm-provider/types.js'
import { createEvmWalletState } from './evm-provider/wallet-state.js'

export type { CreateDevWalletProviderOptions, DevWalletControls, DevWalletProvider } from './evm-provider/types.js'
export type { DevWalletStorage } from './remembered-state.js'

/**
 * An EIP-1193 provider that holds the dev keys itself: it signs messages, typed data and transactions in-process with
 * viem local accounts and sends everything else to the current chain's RPC. Whatever needs the person goes through
 * `approve` first, so the same code path serves the in-page panel, scripted tests and a console.
 */
export function createDevWalletProvider(options: CreateDevWalletProviderOptions): DevWalletProvider {
  const state = createEvmWalletState(options)
  const origin =
    options.origin ??
    (typeof location !== 'undefined' && location.origin && location.origin !== 'null'
      ? location.origin
      : 'unknown origin')
  const context: EvmProviderContext = {
    origin,
    state,
    approvals: createEvmApprovals({ origin, approve: options.approve }, state),
  }
  // A Map, not an object: a method named like an Object.prototype member must not find one.
  const methods = new Map<string, MethodHandler>(
    Object.entries({
      ...connectionMethods(context),
      ...chainMethods(context),
      ...signingMethods(context),
      ...sendTransactionMethods(context),
    }),
  )
  const passThrough = createPassThrough()

  async function handle(method: string, params: readonly unknown[]): Promise<unknown> {
    const handler = methods.get(method)
    if (handler) return handler(params)
    if (passThrough.handles(method)) return passThrough.request(state.chain, method, params)
    // eth_sign (signs arbitrary hashes, a phishing vector) and everything unknown are refused.
    throw unsupportedMethod(method)
  }

  async function request(args: { method: string; params?: unknown }): Promise<unknown> {
    if (typeof args !== 'object' || args === null || typeof args.method !== 'string' || !args.method) {
      throw new ProviderRpcError(RpcErrorCode.InvalidRequest, 'Expected a request object with a "method" string.')
    }
    const { method, params } = args
    if (params !== undefined && !Array.isArray(params) && (typeof params !== 'object' || params === null)) {
      throw invalidParams('"params" must be an array or an object')
    }
    try {
      return await handle(method, Array.isArray(params) ? params : params === undefined ? [] : [params])
    } catch (error) {
      throw toProviderRpcError(error)
    }
  }

  const devWallet: DevWalletControls = {
    get address() {
      return state.address()
    },
    get accountIndex() {
      return state.accountIndex
    },
    get chainId() {
      return state.chain.id
    },
    get connected() {
      return state.connected
    },
    get chains() {
      return [...state.chains.values()]
    },
    switchAccount: (index) => state.switchAccount(index),
    moveToChain({ id, rpcUrl, name }) {
      if (!Number.isSafeInteger(id) || id <= 0)
        throw new RangeError(`moveToChain: chain id must be a positive integer, got ${id}`)
      state.setChain({ id, rpcUrl, name: name ?? state.chains.get(id)?.name ?? `Chain ${id}` })
    },
    disconnect: () => state.disconnectApp(true),
  }

  const provider = {
    isFoyerDevWallet: true as const,
    devWallet,
    request,
    on: state.on,
    removeListener: state.removeListener,
  }
  return provider as unknown as DevWalletProvider
}
