import { BaseError } from 'viem'

/** EIP-1193 / EIP-1474 error codes this wallet produces. */
export const RpcErrorCode = {
  UserRejected: 4001,
  Unauthorized: 4100,
  UnsupportedMethod: 4200,
  Disconnected: 4900,
  ChainDisconnected: 4901,
  UnrecognizedChain: 4902,
  InvalidRequest: -32600,
  InvalidParams: -32602,
  Internal: -32603,
} as const

/**
 * The error every request rejects with: an Error (so stacks and `instanceof Error` work) carrying the numeric EIP-1193
 * `code` that wagmi, viem and Foyer's adapters switch on.
 */
export class ProviderRpcError extends Error {
  readonly code: number
  readonly data?: unknown
  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.name = 'ProviderRpcError'
    this.code = code
    if (data !== undefined) this.data = data
  }
}

export const userRejected = () => new ProviderRpcError(RpcErrorCode.UserRejected, 'User rejected the request.')

export const unauthorized = (detail: string) =>
  new ProviderRpcError(
    RpcErrorCode.Unauthorized,
    `The requested account and/or method has not been authorized by the user. ${detail}`,
  )

export const unsupportedMethod = (method: string) =>
  new ProviderRpcError(RpcErrorCode.UnsupportedMethod, `The Foyer Dev Wallet does not support the method "${method}".`)

export const invalidParams = (detail: string) =>
  new ProviderRpcError(RpcErrorCode.InvalidParams, `Invalid params: ${detail}`)

/**
 * Turns whatever a viem call or the node threw into a ProviderRpcError, keeping the node's own code, message and revert
 * data so the app sees what it would see from a browser-extension wallet (e.g. code 3 with the revert data).
 */
export function toProviderRpcError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error
  if (error instanceof BaseError) {
    const coded = error.walk((e) => typeof (e as { code?: unknown }).code === 'number') as
      | (BaseError & { code: number; data?: unknown; details?: string })
      | null
    if (coded) {
      const data = coded.data ?? (coded.cause as { data?: unknown } | undefined)?.data
      return new ProviderRpcError(coded.code, coded.details || coded.shortMessage, data)
    }
    return new ProviderRpcError(RpcErrorCode.Internal, error.shortMessage)
  }
  const message = error instanceof Error ? error.message : String(error)
  return new ProviderRpcError(RpcErrorCode.Internal, message)
}
