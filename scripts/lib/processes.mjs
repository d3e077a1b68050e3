// Child processes in their own process groups, so that stopping one also stops whatever it spawned
// (npx → tsx → node → anvil) and nothing is left orphaned.
import { spawn } from 'node:child_process'

/**
 * Start `command args` in a new process group (detached). stdin is ignored so a background group never blocks on the
 * terminal; stdout/stderr are inherited unless `stdio` says otherwise.
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 */
export function spawnGroup(command, args, options = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options, detached: true })
  child.exitPromise = new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }))
    child.once('error', (error) => resolve({ code: null, signal: null, error }))
  })
  return child
}

/** Send `signal` to the child's whole process group; a group that is already gone is not an error. */
export function signalGroup(child, signal = 'SIGTERM') {
  if (!child?.pid) return false
  try {
    process.kill(-child.pid, signal)
    return true
  } catch {
    return false
  }
}

function groupAlive(child) {
  if (!child?.pid) return false
  try {
    process.kill(-child.pid, 0)
    return true
  } catch {
    return false
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Stop a process group: SIGTERM, wait up to `graceMs` for every member to go, then SIGKILL.
 * Resolves once the group is gone (or after the SIGKILL had a moment to land).
 */
export async function stopGroup(child, { graceMs = 5000 } = {}) {
  if (!child?.pid) return
  signalGroup(child, 'SIGTERM')
  const deadline = Date.now() + graceMs
  while (Date.now() < deadline) {
    if (!groupAlive(child)) return
    await sleep(50)
  }
  signalGroup(child, 'SIGKILL')
  for (let i = 0; i < 40 && groupAlive(child); i++) await sleep(50)
}

/**
 * Calls `stop(reason)` once, on the first of SIGINT, SIGTERM, SIGHUP (the terminal closed) or this process's parent
 * going away. A terminal's Ctrl-C reaches the whole foreground group, but a process manager, `timeout` or a test
 * harness signals npm's own pid: npm passes SIGINT and SIGTERM on to its direct child only, and a `sh -c` between the
 * two passes nothing on (measured: the servers of `npm start` kept running after a SIGTERM to npm). Hence the root
 * scripts `exec` node, and the parent watch for a parent that dies without passing anything on (SIGKILL).
 * @param {(reason: string) => unknown} stop
 * @param {{ parentPollMs?: number }} [options]
 */
export function onStopRequest(stop, { parentPollMs = 1000 } = {}) {
  let requested = false
  const request = (reason) => {
    if (requested) return
    requested = true
    clearInterval(watch)
    void stop(reason)
  }
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => request(signal))
  const parent = process.ppid
  // process.ppid is read anew each time: an orphan is adopted by init or a subreaper.
  const watch = setInterval(() => {
    if (process.ppid !== parent) request('parent exited')
  }, parentPollMs)
  watch.unref()
}

/** Synchronous last-resort kill for `process.on('exit')` handlers, where nothing asynchronous runs. */
export function killGroupNow(child) {
  signalGroup(child, 'SIGKILL')
}

/**
 * Run a command to completion with streaming output, in its own process group.
 * On timeout the whole group is stopped and `timedOut` is true. Stragglers left in the group after the leader exits
 * (servers a test run forgot) are stopped too.
 * @returns {Promise<{ code: number | null, signal: string | null, timedOut: boolean, ms: number, error?: Error }>}
 */
export async function run(command, args, { timeoutMs = 30 * 60_000, onStart, ...options } = {}) {
  const started = Date.now()
  const child = killOnExit(spawnGroup(command, args, options))
  onStart?.(child)
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    process.stderr.write(
      `\n[foyer] ${command} ${args.join(' ')}: no result after ${Math.round(timeoutMs / 1000)} s, stopping it\n`,
    )
    void stopGroup(child)
  }, timeoutMs)
  const result = await child.exitPromise
  clearTimeout(timer)
  await stopGroup(child, { graceMs: 2000 })
  return { ...result, timedOut, ms: Date.now() - started }
}

const liveGroups = new Set()
let exitHookInstalled = false

/**
 * Kill this child's group when the current process exits however it exits (a crashed test run, process.exit), so a
 * server started for tests never outlives them. Call `untrack` after stopping it normally.
 */
export function killOnExit(child) {
  liveGroups.add(child)
  child.exitPromise?.then(() => liveGroups.delete(child))
  if (!exitHookInstalled) {
    exitHookInstalled = true
    process.on('exit', () => {
      for (const group of liveGroups) killGroupNow(group)
    })
  }
  return child
}
