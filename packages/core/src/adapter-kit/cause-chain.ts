// Wallets and the libraries between us and them wrap errors (viem's RpcRequestError around the provider's, MetaMask
// Mobile's data.originalError): what a wallet meant is often a few causes deep. The walk is bounded because a cause
// chain can loop.

const MAX_DEPTH = 8

/** True when `error` or one of its causes (at most 8 deep) passes `test`. */
export function someCause(error: unknown, test: (candidate: object) => boolean): boolean {
  for (let e: unknown = error, depth = 0; e && depth < MAX_DEPTH; e = (e as { cause?: unknown }).cause, depth++) {
    if (typeof e === 'object' && test(e)) return true
  }
  return false
}

/** True when `error` or a cause carries the EIP-1193 / JSON-RPC `code`, also as `data.originalError.code`. */
export function hasErrorCode(error: unknown, code: number): boolean {
  return someCause(error, (e) => {
    const candidate = e as { code?: unknown; data?: { originalError?: { code?: unknown } } }
    return candidate.code === code || candidate.data?.originalError?.code === code
  })
}

/** True when `error` or a cause is named `name` (libraries' error classes, compared without importing them). */
export function hasErrorName(error: unknown, name: string): boolean {
  return someCause(error, (e) => (e as { name?: unknown }).name === name)
}
