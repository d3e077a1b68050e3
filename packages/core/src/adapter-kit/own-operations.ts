// While an adapter connects, reconnects or disconnects by itself, the wallet's events about it (accounts, chain,
// disconnect) are the adapter's own doing: the caller gets the outcome as the call's result, and forwarding the
// events too would make core handle one connection twice.

export interface OwnOperations {
  /** True while at least one of the adapter's own operations runs. */
  readonly busy: boolean
  /** Runs `operation` as the adapter's own; nested and parallel operations count until the last one ends. */
  run<T>(operation: () => Promise<T>): Promise<T>
}

/** `onSettled` runs when the last running operation ends, e.g. to note the state the wallet is left in. */
export function createOwnOperations(onSettled?: () => void): OwnOperations {
  let running = 0
  return {
    get busy() {
      return running > 0
    },
    async run(operation) {
      running++
      try {
        return await operation()
      } finally {
        running--
        if (running === 0) onSettled?.()
      }
    },
  }
}
