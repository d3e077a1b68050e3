// A fixed one-minute window per project and client. Kept in memory: each instance limits what it serves, so behind a
// load balancer of N instances a client gets at most N times the limit (documented in the README).
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>()

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one request; returns the seconds to wait when over the limit, else 0. */
  hit(key: string, limitPerMinute: number): number {
    const now = this.now()
    const windowStart = now - (now % 60_000)
    let window = this.windows.get(key)
    if (!window || window.start !== windowStart) {
      if (this.windows.size > 100_000) this.windows.clear()
      window = { start: windowStart, count: 0 }
      this.windows.set(key, window)
    }
    window.count += 1
    if (window.count <= limitPerMinute) return 0
    return Math.max(1, Math.ceil((windowStart + 60_000 - now) / 1000))
  }
}
