// A bound on waiting for a wallet: extensions and phones can leave a request unanswered forever, and the modal must
// stay usable. Shared by the client and every adapter.

/** A wallet request that got no answer within the bound. */
export class WalletTimeoutError extends Error {
  constructor(what: string, ms: number) {
    super(`The wallet did not answer ${what} within ${ms} ms`)
    this.name = 'WalletTimeoutError'
  }
}

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

/** `withTimeout` for a request to the wallet: rejects with `WalletTimeoutError` naming `what` (“the network switch”). */
export function withWalletTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return withTimeout(promise, ms, () => new WalletTimeoutError(what, ms))
}
