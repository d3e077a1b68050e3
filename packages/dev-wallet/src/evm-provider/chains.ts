import { numberToHex } from 'viem'
import { parseAddEthereumChain, parseChainId } from '../parse-params.js'
import { ProviderRpcError, RpcErrorCode } from '../rpc-error.js'
import type { EvmProviderContext } from './context.js'
import type { MethodHandler } from './types.js'

/** The chain the wallet is on, switching and adding chains (EIP-3085 / EIP-3326), and EIP-5792's capabilities. */
export function chainMethods(context: EvmProviderContext): Record<string, MethodHandler> {
  const { state, approvals } = context
  const { chains } = state
  return {
    eth_chainId: () => state.hexChainId(),
    net_version: () => String(state.chain.id),
    wallet_switchEthereumChain: ([param]) => {
      const id = parseChainId((param as { chainId?: unknown } | undefined)?.chainId)
      const target = chains.get(id)
      if (!target) {
        throw new ProviderRpcError(
          RpcErrorCode.UnrecognizedChain,
          `Unrecognized chain ID "${numberToHex(id)}". Try adding the chain using wallet_addEthereumChain first.`,
        )
      }
      // No prompt: the app asked for a chain the person already trusts, and switching moves no value.
      state.setChain(target)
      return null
    },
    wallet_addEthereumChain: async (params) => {
      const chainToAdd = parseAddEthereumChain(params[0])
      const known = chains.get(chainToAdd.id)
      if (!known) {
        await approvals.ask({ method: 'wallet_addEthereumChain', chainToAdd }, approvals.snapshot())
        chains.set(chainToAdd.id, chainToAdd)
      }
      // Extensions switch to the chain once it is added, and wagmi's switchChain relies on that after a 4902.
      state.setChain(chains.get(chainToAdd.id)!)
      return null
    },
    wallet_getCapabilities: (params) => {
      // No EIP-5792 extras (batching, paymasters): an empty set per chain says so without refusing the call.
      const requested = Array.isArray(params[1])
        ? (params[1] as unknown[]).map((id) => parseChainId(id))
        : [...chains.keys()]
      return Object.fromEntries(requested.map((id) => [numberToHex(id), {}]))
    },
  }
}
