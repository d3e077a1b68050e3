// Wallets announce themselves when they are ready (EIP-6963 events, Wallet Standard registration), which after a
// reload can be a moment after the page asks to restore the connection. Restoring waits briefly for the wallet
// instead of forgetting a connection the person still has.

/**
 * Resolves with `find()`'s wallet as soon as there is one: now, on a change `subscribe` reports, or with `find()`'s
 * last answer (possibly `undefined`) after `ms`. `ms <= 0` looks once.
 */
export function waitForWallet<W>(
  find: () => W | undefined,
  subscribe: (onChange: () => void) => () => void,
  ms: number,
): Promise<W | undefined> {
  const found = find()
  if (found !== undefined || !(ms > 0)) return Promise.resolve(found)
  return new Promise((resolve) => {
    let settled = false
    let unsubscribe: (() => void) | undefined = undefined
    const done = (wallet: W | undefined) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      unsubscribe?.()
      resolve(wallet)
    }
    const timer = setTimeout(() => done(find()), ms)
    unsubscribe = subscribe(() => {
      const wallet = find()
      if (wallet !== undefined) done(wallet)
    })
    // A source that reports synchronously may have settled before `unsubscribe` existed.
    if (settled) unsubscribe()
  })
}
