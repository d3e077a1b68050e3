// Spec §6: safe (read-only) RPC methods pass; a fixed set needs the person's approval in the wallet; the rest is refused.
import { RpcNotAllowedError } from './errors.js'

export const APPROVAL_METHODS: readonly string[] = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
]

/** Read-only methods beyond eth_* reads that the spec counts as safe ("wallet_getCapabilities and similar"). */
const SAFE_WALLET_METHODS = new Set([
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getPermissions',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_requestPermissions',
  'eth_requestAccounts',
  'net_version',
  'web3_clientVersion',
])

/** eth_* methods that write, sign or change wallet state: never "safe", whatever their prefix. */
const UNSAFE_ETH_METHODS = new Set([
  'eth_sign',
  'eth_signTransaction',
  'eth_sendRawTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v1',
  'eth_signTypedData_v3',
  'eth_sendTransaction',
  'eth_signTypedData_v4',
  'eth_sendUserOperation',
  'eth_submitWork',
  'eth_submitHashrate',
])

const SAFE_SOLANA_METHODS = new Set(['solana_getAccounts', 'solana_requestAccounts'])

export type RpcMethodKind = 'safe' | 'approval' | 'forbidden'

export function classifyRpcMethod(method: string): RpcMethodKind {
  if (APPROVAL_METHODS.includes(method) || /^solana_sign/.test(method)) return 'approval'
  if (SAFE_WALLET_METHODS.has(method) || SAFE_SOLANA_METHODS.has(method)) return 'safe'
  if (/^eth_[A-Za-z0-9_]+$/.test(method) && !UNSAFE_ETH_METHODS.has(method)) return 'safe'
  return 'forbidden'
}

/** Throws `Requested RPC call is not allowed` for a method the modal must not forward. */
export function assertRpcAllowed(method: string): RpcMethodKind {
  if (typeof method !== 'string' || method.length === 0) throw new RpcNotAllowedError(String(method))
  const kind = classifyRpcMethod(method)
  if (kind === 'forbidden') throw new RpcNotAllowedError(method)
  return kind
}
