// What the dev mail server received, in memory, newest first: the mailbox page lists it and tests read login codes
// from it by recipient. A development part: nothing is kept across restarts.
export interface DevMailMessage {
  id: number
  from: string
  /** The SMTP envelope's recipients (lower case): whoever the message was really sent to, Bcc included. */
  to: string[]
  subject: string
  text: string
  /** ISO time it was received. */
  date: string
}

/** Enough for a long dev session; the oldest go first. */
const LIMIT = 1000

export class DevMailStore {
  private readonly messages: DevMailMessage[] = []
  private nextId = 1
  private readonly waiters = new Set<() => void>()

  add(message: Omit<DevMailMessage, 'id'>): DevMailMessage {
    const stored = { ...message, id: this.nextId++, to: message.to.map((a) => a.toLowerCase()) }
    this.messages.unshift(stored)
    if (this.messages.length > LIMIT) this.messages.length = LIMIT
    for (const wake of this.waiters) wake()
    return stored
  }

  /** Newest first; only those sent to `to` when given (case-insensitive). */
  list(to?: string): DevMailMessage[] {
    const wanted = to?.trim().toLowerCase()
    return wanted ? this.messages.filter((m) => m.to.includes(wanted)) : [...this.messages]
  }

  /** The newest message to `to` received after message id `afterId`, waiting up to `timeoutMs` for it. */
  async waitFor(to: string, options: { afterId?: number; timeoutMs?: number } = {}): Promise<DevMailMessage> {
    const match = () => this.list(to).find((m) => m.id > (options.afterId ?? 0))
    const deadline = Date.now() + (options.timeoutMs ?? 10_000)
    for (;;) {
      const found = match()
      if (found) return found
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`No mail to ${to} arrived in time`)
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer)
          this.waiters.delete(wake)
          resolve()
        }
        const timer = setTimeout(wake, left)
        this.waiters.add(wake)
      })
    }
  }

  clear(): void {
    this.messages.length = 0
  }
}
