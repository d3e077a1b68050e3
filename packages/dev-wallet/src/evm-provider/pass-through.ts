import { http } from 'viem'
import type { DevWalletChain } from '../types.js'

// Read-only and already-signed calls the node answers directly. Anything not listed and not handled by the wallet is
// refused with 4200, as an extension would, rather than leaking arbitrary methods (anvil_*, debug_*) to the node.
const PASS_THROUGH = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_createAccessList',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_blobBaseFee',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_protocolVersion',
  'eth_sendRawTransaction',
  'eth_syncing',
  'eth_uninstallFilter',
  'web3_clientVersion',
])

/** Sends the node's own methods to the chain's RPC, one transport per RPC URL. */
export function createPassThrough() {
  const transports = new Map<string, ReturnType<ReturnType<typeof http>>>()
  function rpc(target: DevWalletChain) {
    let transport = transports.get(target.rpcUrl)
    if (!transport) {
      // retryCount 0: a failed read surfaces at once; retrying is the app's library's call, as with any wallet.
      transport = http(target.rpcUrl, { retryCount: 0 })({ retryCount: 0 })
      transports.set(target.rpcUrl, transport)
    }
    return transport
  }
  return {
    handles: (method: string) => PASS_THROUGH.has(method),
    request: (target: DevWalletChain, method: string, params: readonly unknown[]) =>
      rpc(target).request({ method, params: [...params] } as never),
  }
}
