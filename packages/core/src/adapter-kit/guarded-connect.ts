// A connect prompt can stay open forever (the person walked away, the extension's popup got lost), so an attempt is
// given up after a bound and the modal offers a retry. The wallet may still answer afterwards: that late connection
// was reported to the person as failed, so the adapter undoes it, unless a newer attempt has started in the meantime
// (undoing then could drop the connection the person is making now).
//
// The person may also leave a prompt open and choose another wallet. The first wallet's yes, when it comes, is not
// what they chose any more: it is undone the same way and the attempt fails with ConnectSupersededError, before the
// adapter could let it replace the connection to the wallet they did choose.
import { WalletTimeoutError, withTimeout } from '../timeout.js'

export interface GuardedConnectOptions<T> {
  /** How long the wallet may leave the prompt unanswered; `<= 0` or non-finite waits forever. */
  timeoutMs: number
  /** What was asked, for the timeout's message ("the connection request"). */
  what: string
  /**
   * Undoes a connection the wallet made after the attempt was given up (and no newer attempt started). A superseded
   * attempt fails only once its promise settled, so the adapter's own operation spans the undoing.
   */
  onLateAnswer?: (value: T) => unknown
  /**
   * The wallet asked (its connector id). A newer attempt that asks another wallet supersedes this one. Without it,
   * attempts never supersede each other.
   */
  wallet?: string
}

/** The person chose another wallet while this one's prompt was open; the wallet's answer was undone. */
export class ConnectSupersededError extends Error {
  constructor(wallet: string, chosen: string | undefined) {
    super(`${wallet} answered after another wallet (${chosen ?? 'unknown'}) was chosen; its connection was undone`)
    this.name = 'ConnectSupersededError'
  }
}

/** Runs one adapter's connect attempts: each bounded by a timeout, a late answer to an abandoned one undone. */
export type GuardedConnect = <T>(attempt: Promise<T>, options: GuardedConnectOptions<T>) => Promise<T>

/** One per adapter: attempts are counted so only the latest one's late answer is undone. */
export function createGuardedConnect(): GuardedConnect {
  let latest = 0
  let latestWallet: string | undefined
  return <T>(attempt: Promise<T>, options: GuardedConnectOptions<T>): Promise<T> => {
    const generation = ++latest
    latestWallet = options.wallet
    const superseded = (): boolean =>
      generation !== latest && options.wallet !== undefined && latestWallet !== options.wallet
    let abandoned = false
    const answered = attempt.then(async (value) => {
      if (abandoned) {
        if (generation === latest || superseded()) void options.onLateAnswer?.(value)
      } else if (superseded()) {
        await options.onLateAnswer?.(value)
        throw new ConnectSupersededError(options.wallet!, latestWallet)
      }
      return value
    })
    // After a timeout nobody awaits `answered` any more; its rejection is not an unhandled one.
    answered.catch(() => undefined)
    return withTimeout(answered, options.timeoutMs, () => {
      abandoned = true
      return new WalletTimeoutError(options.what, options.timeoutMs)
    })
  }
}
