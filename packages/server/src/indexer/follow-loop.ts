// Runs a follower until its signal aborts: straight on while it is catching up, every poll interval at the head, and
// through RPC outages — one log line when the node goes away, one when it is back, retrying with a capped backoff in
// between, so a node restart neither crashes the server nor floods its log.

export interface Steppable {
  readonly chainId: string
  step(): Promise<'advanced' | 'idle' | 'reorg'>
}

export interface FollowLoopOptions {
  pollIntervalMs: number
  signal: AbortSignal
  /** Longest wait between retries while the RPC is failing (default 10 s). */
  maxBackoffMs?: number
  log?(line: string): void
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve()
    const timer = setTimeout(done, ms)
    signal.addEventListener('abort', done, { once: true })
    function done() {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
  })
}

export async function followLoop(follower: Steppable, options: FollowLoopOptions): Promise<void> {
  const log = options.log ?? ((line: string) => console.warn(line))
  const maxBackoff = options.maxBackoffMs ?? 10_000
  let failures = 0
  while (!options.signal.aborted) {
    let result: Awaited<ReturnType<Steppable['step']>>
    try {
      result = await follower.step()
    } catch (error) {
      if (options.signal.aborted) return
      failures++
      const wait = Math.min(maxBackoff, options.pollIntervalMs * 2 ** Math.min(failures - 1, 10))
      if (failures === 1) {
        log(`[foyer-indexer] ${follower.chainId}: ${(error as Error).message}; retrying until it answers`)
      }
      await sleep(wait, options.signal)
      continue
    }
    if (failures > 0) {
      log(`[foyer-indexer] ${follower.chainId}: RPC answers again after ${failures} failed attempt(s); resuming`)
      failures = 0
    }
    if (result === 'idle') await sleep(options.pollIntervalMs, options.signal)
  }
}
