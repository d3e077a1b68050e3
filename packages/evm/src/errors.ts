import { FoyerError, UserRejectedError, isUserRejection } from '@foyer/core'

/** Rejects with `onTimeout()` when `promise` has not settled after `ms`; `ms <= 0` or non-finite waits forever. */
export function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  if (!Number.isFinite(ms) || ms <= 0) return promise
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}

/** A wallet request that got no answer within the adapter's bound. */
export class WalletTimeoutError extends Error {
  constructor(what: string, ms: number) {
    super(`The wallet did not answer ${what} within ${ms} ms`)
    this.name = 'WalletTimeoutError'
  }
}

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
