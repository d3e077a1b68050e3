// A server process this package started (anvil, alto): how it is watched and stopped. One place for both, so they stop
// the same way and never outlive the Node process that started them.
import type { ChildProcess } from 'node:child_process'

/** How long a process may take to exit after SIGTERM before it is sent SIGKILL. */
export const STOP_GRACE_MS = 5_000

export interface SupervisedChild {
  /** Aborted when the process fails to start or exits before stop() (the reason names it), so a wait can end early. */
  gone: AbortSignal
  /** SIGTERM, then SIGKILL after the grace period; resolves once it has exited. Safe to call more than once. */
  stop(): Promise<void>
}

// Processes started and not stopped yet. If the Node process exits without calling stop() (an uncaught error,
// process.exit in a script), they are killed on the way out instead of being left orphaned.
const running = new Set<ChildProcess>()
let exitHookInstalled = false
function track(child: ChildProcess): void {
  running.add(child)
  if (!exitHookInstalled) {
    exitHookInstalled = true
    process.once('exit', () => {
      for (const process_ of running) process_.kill('SIGKILL')
    })
  }
}

/** Watches `child` (called `name` in the reason `gone` gives) from the moment it is spawned. */
export function superviseChild(
  child: ChildProcess,
  name: string,
  { graceMs = STOP_GRACE_MS }: { graceMs?: number } = {},
): SupervisedChild {
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve()
    else child.once('exit', () => resolve())
  })
  const gone = new AbortController()
  child.once('error', (error) => gone.abort(error))
  child.once('exit', (code, signal) => {
    running.delete(child)
    gone.abort(new Error(`${name} exited (${signal ?? `code ${code}`}) before answering`))
  })
  if (child.pid !== undefined) track(child)

  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM')
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
        await exited
        clearTimeout(timer)
      }
      running.delete(child)
    })()
    return stopping
  }
  return { gone: gone.signal, stop }
}
