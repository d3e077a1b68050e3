// Debian's Chromium driven by playwright-core, kept on loopback: every request to another host is recorded and aborted,
// so a test can assert that nothing left the machine (DESIGN.md: "every test asserts that no request left loopback").
import { chromium } from 'playwright-core'
import { CHROMIUM_PATH, DEMO_URL } from './paths.mjs'

// Flags that keep Chromium off the network on its own account (updates, sync, QUIC probes) and working as root in CI.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** True for URLs that stay on this machine: loopback hosts, and schemes that never touch the network (data:, blob:…). */
export function isLoopbackUrl(url) {
  let parsed
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  if (!['http:', 'https:', 'ws:', 'wss:'].includes(parsed.protocol)) return true
  return LOOPBACK_HOSTS.has(parsed.hostname)
}

/** playwright's launch() already gives every browser a fresh temporary profile, deleted on close. */
export function launchBrowser(options = {}) {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, ...options })
}

const pageRecords = new WeakMap()

function recordsOf(page) {
  const records = pageRecords.get(page)
  if (!records) throw new Error('this page was not opened with openPage(), so its requests were not guarded')
  return records
}

/**
 * Opens `path` (relative to the demo, or an absolute URL) in a new context whose requests may only reach loopback.
 * Service workers are blocked so every request goes through the guard.
 */
export async function openPage(browser, path = '/', { contextOptions = {}, gotoOptions = {} } = {}) {
  const context = await browser.newContext({ serviceWorkers: 'block', ...contextOptions })
  const records = { offLoopback: [], errors: [] }
  await context.route('**/*', (route) => {
    const url = route.request().url()
    if (isLoopbackUrl(url)) return route.fallback()
    records.offLoopback.push(url)
    return route.abort('blockedbyclient')
  })
  await context.routeWebSocket(
    () => true,
    (ws) => {
      if (isLoopbackUrl(ws.url())) return ws.connectToServer()
      records.offLoopback.push(ws.url())
      return ws.close({ code: 1008, reason: 'blocked: not loopback' })
    },
  )
  const page = await context.newPage()
  pageRecords.set(page, records)
  page.on('pageerror', (error) => records.errors.push(`pageerror: ${error.stack ?? error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') records.errors.push(`console.error: ${message.text()}`)
  })
  if (path !== null) await page.goto(/^[a-z]+:/i.test(path) ? path : new URL(path, DEMO_URL).href, gotoOptions)
  return page
}

/** Every non-loopback URL the page (or its context) tried to reach so far. */
export function offLoopbackRequests(page) {
  return [...recordsOf(page).offLoopback]
}

/**
 * The off-loopback requests recorded so far, and forgets them: for the one test that runs a production path on
 * purpose (its blocked requests are checked by the test, then no longer count against the page).
 */
export function takeOffLoopbackRequests(page) {
  return recordsOf(page).offLoopback.splice(0)
}

/** Uncaught page errors and console errors collected so far. */
export function pageErrors(page) {
  return [...recordsOf(page).errors]
}

/** Throws listing every request that tried to leave loopback. */
export function assertOnlyLoopback(page) {
  const offending = offLoopbackRequests(page)
  if (offending.length > 0) {
    throw new Error(`${offending.length} request(s) tried to leave loopback:\n  ${offending.join('\n  ')}`)
  }
}
