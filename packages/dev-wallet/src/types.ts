import type { Address, Hex, TypedDataDomain } from 'viem'

/** A chain the wallet can talk to: it sends every read and signed transaction to `rpcUrl`. */
export type DevWalletChain = {
  id: number
  name: string
  rpcUrl: string
}

/** eth_sendTransaction's parameter with quantities decoded. */
export type TransactionParams = {
  from?: Address
  /** Absent or null: contract creation. */
  to?: Address | null
  value?: bigint
  data?: Hex
  gas?: bigint
  nonce?: number
  gasPrice?: bigint
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
  chainId?: number
}

/** eth_signTypedData_v4's payload, parsed from its JSON. */
export type TypedDataPayload = {
  domain: TypedDataDomain
  types: Record<string, readonly { name: string; type: string }[]>
  primaryType: string
  message: Record<string, unknown>
}

type PendingRequestBase = {
  /** Increasing per provider; lets a UI key its cards. */
  id: number
  /** The requesting page's origin, e.g. "http://127.0.0.1:5173". */
  origin: string
  /** The account that would sign or be shared. */
  account: Address
  accountIndex: number
  /** The chain the wallet is on when the request arrives (a send goes to this chain even if the wallet moves meanwhile). */
  chain: { id: number; name: string }
}

/** A request that needs the person's yes or no, passed to the `approve` callback. */
export type PendingRequest = PendingRequestBase &
  (
    | { method: 'eth_requestAccounts' | 'wallet_requestPermissions' }
    | { method: 'personal_sign'; message: Hex }
    | { method: 'eth_signTypedData_v4'; typedData: TypedDataPayload }
    | { method: 'eth_sendTransaction'; transaction: TransactionParams }
    | { method: 'wallet_addEthereumChain'; chainToAdd: DevWalletChain }
  )

export type ApproveRequest = (request: PendingRequest) => Promise<boolean>
