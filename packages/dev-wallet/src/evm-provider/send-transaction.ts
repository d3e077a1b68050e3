import { createWalletClient, defineChain, http, isAddressEqual, type SendTransactionParameters } from 'viem'
import { devAccount } from '../dev-keys.js'
import { parseTransaction } from '../parse-params.js'
import { invalidParams, unauthorized } from '../rpc-error.js'
import type { DevWalletChain } from '../types.js'
import type { EvmProviderContext } from './context.js'
import type { MethodHandler } from './types.js'

/** eth_sendTransaction: signed in-process by the account the person saw, sent to the chain the request arrived on. */
export function sendTransactionMethods(context: EvmProviderContext): Record<string, MethodHandler> {
  const { state, approvals } = context
  return {
    eth_sendTransaction: async (params) => {
      const transaction = parseTransaction(params[0])
      if (!state.connected) throw unauthorized('Connect first (eth_requestAccounts).')
      if (transaction.from && !isAddressEqual(transaction.from, state.address())) {
        throw unauthorized(`${transaction.from} is not the connected account.`)
      }
      const target = state.chain
      if (transaction.chainId !== undefined && transaction.chainId !== target.id) {
        throw invalidParams(`chainId ${transaction.chainId} is not the active chain ${target.id}`)
      }
      const request = approvals.snapshot()
      await approvals.ask({ method: 'eth_sendTransaction', transaction }, request)
      const client = createWalletClient({
        account: devAccount(request.accountIndex),
        chain: viemChain(target),
        transport: http(target.rpcUrl, { retryCount: 0 }),
      })
      const { from: _from, chainId: _chainId, ...fields } = transaction
      // viem fills what the app left out (nonce, gas, fees) from the node, signs locally, and sends the raw bytes.
      return client.sendTransaction(fields as SendTransactionParameters)
    },
  }
}

function viemChain(target: DevWalletChain) {
  return defineChain({
    id: target.id,
    name: target.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [target.rpcUrl] } },
  })
}
