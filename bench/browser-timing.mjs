// Page timing shared by the browser benches (modal open, All Wallets open, All Wallets search, Swap quote): what runs
// in the page to time an interaction to the frame that shows its result, and the steps every measured page goes
// through (fresh page, settle, throttle, close). Functions passed to page.evaluate are serialised without their
// closure, so the in-page helpers are installed once per page as `globalThis.__foyerBench` and called from there.

import { openPage, pageErrors } from '../scripts/lib/browser.mjs'
import { throttleCpu } from './cpu-throttle.mjs'

// Runs in the page (installed by installPageTiming). Elements are looked up in the document and in the open shadow
// roots of the body's children, where Foyer's modal lives; one counts once rendered (checkVisibility: not
// display:none / visibility:hidden / content-visibility hidden). An opacity fade-in is not waited for: its first frame
// already draws the element.
function pageTiming() {
  const roots = () => [document, ...[...document.body.children].flatMap((el) => (el.shadowRoot ? [el.shadowRoot] : []))]
  const visible = (el) => el?.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true }) ?? false
  const find = (selector) => {
    for (const root of roots()) {
      const el = root.querySelector(selector)
      if (visible(el)) return el
    }
    return null
  }
  // A message posted from a rAF callback is handled right after that frame has been painted: resolves with that time.
  const afterPaint = () =>
    new Promise((resolve) => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => resolve(performance.now())
      channel.port2.postMessage(null)
    })
  // rAF callbacks run just before the frame's style, layout and paint: the first one that finds `selector` shown
  // is the frame that paints it. Resolves with the element and the end of that frame.
  const painted = (selector, timeoutMs = 20_000) =>
    new Promise((resolve, reject) => {
      const timeout = setTimeout(
        () => reject(new Error(`nothing matching ${selector} was painted within ${timeoutMs / 1000} s`)),
        timeoutMs,
      )
      const frame = () => {
        const element = find(selector)
        if (!element) return requestAnimationFrame(frame)
        void afterPaint().then((at) => {
          clearTimeout(timeout)
          resolve({ element, at })
        })
      }
      requestAnimationFrame(frame)
    })
  // The next click's event timestamp (the input's time, before any handler ran).
  const nextClick = () =>
    new Promise((resolve) =>
      document.addEventListener('click', (event) => resolve(event.timeStamp), { capture: true, once: true }),
    )
  const clickToPaint = async (selector, timeoutMs) => {
    const clickedAt = await nextClick()
    const { at } = await painted(selector, timeoutMs)
    return at - clickedAt
  }
  // Resolves once the main thread has had an idle period: the page finished starting up.
  const idle = () =>
    new Promise((resolve) => {
      setTimeout(() => requestIdleCallback(() => resolve(undefined), { timeout: 5000 }), 500)
    })
  globalThis.__foyerBench = { find, visible, afterPaint, painted, nextClick, clickToPaint, idle }
}

/** Installs the in-page helpers (`globalThis.__foyerBench`) in the page's current document. */
export async function installPageTiming(page) {
  await page.evaluate(`(${pageTiming.toString()})()`)
}

/**
 * Starts timing in the page before a click: the returned promise resolves with (end of the first frame in which
 * `selector` is shown) − (the click's event timestamp). Start it, then click.
 */
export function timeClickToPaint(page, selector, { timeoutMs = 20_000 } = {}) {
  return page.evaluate(([s, t]) => globalThis.__foyerBench.clickToPaint(s, t), [selector, timeoutMs])
}

// Runs in the page: a plain DOM button (no framework, no work in its handler) that shows a hidden line of text, put
// above everything (the open modal included) so a real click reaches it. Re-hides the line for the next sample.
function installClickFloor() {
  let button = document.getElementById('bench-floor-button')
  let text = document.getElementById('bench-floor-text')
  if (!button) {
    button = document.createElement('button')
    button.id = 'bench-floor-button'
    button.textContent = 'floor'
    button.style.cssText = 'position:fixed;left:0;top:0;z-index:2147483647;width:60px;height:24px'
    text = document.createElement('p')
    text.id = 'bench-floor-text'
    text.textContent = 'Floor wallet'
    text.style.cssText = 'position:fixed;left:0;top:24px;z-index:2147483647;margin:0;background:#fff'
    button.addEventListener('click', () => {
      text.hidden = false
    })
    document.body.append(button, text)
  }
  text.hidden = true
}

/**
 * The floor of a click → paint measure at the page's current throttling: a real click on a plain button whose handler
 * only un-hides a line of text, timed like the interactions (event timestamp → end of the frame showing it). What the
 * input's delivery, the next frame and its paint cost before any of the app's work; no interaction measures below it.
 */
export async function timeClickFloor(page) {
  await page.evaluate(`(${installClickFloor.toString()})()`)
  const measured = timeClickToPaint(page, '#bench-floor-text')
  await page.locator('#bench-floor-button').click()
  const at = await measured
  await page.evaluate(`(${installClickFloor.toString()})()`)
  return at
}

/** The page's network and main thread gone quiet: when a person usually clicks. */
export async function settle(page) {
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => globalThis.__foyerBench.idle())
}

/**
 * One measured page: opens `url` fresh (a new context), installs the timing helpers, runs `prepare(page)` (clicks
 * leading up to the measured one, settling), throttles the CPU `cpuRate`× and runs `measure(page)`; then closes the
 * context. Resolves with what `measure` returned and the page's errors.
 */
export async function measureFreshPage(browser, url, { cpuRate, prepare, measure }) {
  const page = await openPage(browser, url, { gotoOptions: { waitUntil: 'load' } })
  try {
    await installPageTiming(page)
    await prepare?.(page)
    await throttleCpu(page, cpuRate)
    const result = await measure(page)
    return { result, errors: pageErrors(page) }
  } finally {
    await page.context().close()
  }
}

/**
 * `runs` samples of `once()` (each `{ result, errors }`), after `warmUp` unmeasured ones (the server's first answers,
 * the browser's caches of the demo's chunks). Resolves with the samples and every page error seen.
 */
export async function sample(once, { runs, warmUp = 1 }) {
  const errors = []
  const samples = []
  for (let run = 0; run < warmUp + runs; run++) {
    const { result, errors: seen } = await once()
    if (run >= warmUp) samples.push(result)
    errors.push(...seen)
  }
  return { samples, errors }
}
