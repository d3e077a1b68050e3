import { FoyerError, UserRejectedError, isUserRejection } from '@foyer/core'

// withTimeout and WalletTimeoutError live in @foyer/core (shared by the client and every adapter).
export { WalletTimeoutError, withTimeout } from '@foyer/core'

/** The EIP-1193 / JSON-RPC error code of an error or of one of its causes. */
export function findErrorCode(error: unknown, code: number): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 8; e = (e as { cause?: unknown }).cause, depth++) {
    const candidate = e as { code?: unknown; data?: { originalError?: { code?: unknown } } }
    if (candidate.code === code || candidate.data?.originalError?.code === code) return true
  }
  return false
}

function hasName(error: unknown, name: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 8; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { name?: unknown }).name === name) return true
  }
  return false
}

/** What `connect` throws: the person's refusal as `UserRejectedError`, everything else as a catalogue error. */
export function toConnectError(error: unknown): Error {
  if (error instanceof UserRejectedError) return error
  if (isUserRejection(error)) return new UserRejectedError(undefined, { cause: error })
  if (error instanceof FoyerError) return error
  if (hasName(error, 'ProviderNotFoundError')) return new FoyerError('PROVIDER_NOT_FOUND', { cause: error })
  return new FoyerError('CONNECT_FAILED', { cause: error })
}

/** A refusal stays recognisable (`UserRejectedError`); anything else is passed on with its own text. */
export function toWalletError(error: unknown): unknown {
  if (error instanceof UserRejectedError || error instanceof FoyerError) return error
  if (isUserRejection(error)) return new UserRejectedError(undefined, { cause: error })
  return error
}
