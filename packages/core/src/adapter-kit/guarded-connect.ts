// A connect prompt can stay open forever (the person walked away, the extension's popup got lost), so an attempt is
// given up after a bound and the modal offers a retry. The wallet may still answer afterwards: that late connection
// was reported to the person as failed, so the adapter undoes it, unless a newer attempt has started in the meantime
// (undoing then could drop the connection the person is making now).
import { WalletTimeoutError, withTimeout } from '../timeout.js'

export interface GuardedConnectOptions<T> {
  /** How long the wallet may leave the prompt unanswered; `<= 0` or non-finite waits forever. */
  timeoutMs: number
  /** What was asked, for the timeout's message ("the connection request"). */
  what: string
  /** Undoes a connection the wallet made after the attempt was given up (and no newer attempt started). */
  onLateAnswer?: (value: T) => void
}

/** Runs one adapter's connect attempts: each bounded by a timeout, a late answer to an abandoned one undone. */
export type GuardedConnect = <T>(attempt: Promise<T>, options: GuardedConnectOptions<T>) => Promise<T>

/** One per adapter: attempts are counted so only the latest one's late answer is undone. */
export function createGuardedConnect(): GuardedConnect {
  let latest = 0
  return <T>(attempt: Promise<T>, options: GuardedConnectOptions<T>): Promise<T> => {
    const generation = ++latest
    let abandoned = false
    attempt.then(
      (value) => {
        if (abandoned && generation === latest) options.onLateAnswer?.(value)
      },
      () => undefined,
    )
    return withTimeout(attempt, options.timeoutMs, () => {
      abandoned = true
      return new WalletTimeoutError(options.what, options.timeoutMs)
    })
  }
}
