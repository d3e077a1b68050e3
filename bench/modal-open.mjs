// Modal open: from the click on "Connect Wallet" to the first frame in which a wallet name is visible, on a fresh page
// each run, under 4× CPU throttling (set after the page has loaded, so only the interaction is slowed). The demo and a
// baseline page (apps/demo/baseline.html: a plain React button opening a plain role=dialog div with ten wallet names)
// are measured interleaved in the same Chromium, so both see the same machine load; the result is Foyer ÷ baseline.
import { openPage, pageErrors } from '../scripts/lib/browser.mjs'
import { throttleCpu } from './cpu-throttle.mjs'
import { median, percentile } from './stats.mjs'

// Runs in the page before the click; resolves with (end of the first frame showing a wallet name) − (click timestamp).
// A wallet name counts once an element matching `selector` (looked up in the document and in the open shadow roots of
// the body's children, where Foyer's modal lives) is inside an open role=dialog and rendered (checkVisibility: not
// display:none / visibility:hidden / content-visibility hidden). An opacity fade-in is not waited for: its first frame
// already draws the dialog.
function measureClickToWalletName(selector) {
  const find = () => {
    const roots = [document, ...[...document.body.children].flatMap((el) => (el.shadowRoot ? [el.shadowRoot] : []))]
    for (const root of roots) {
      const name = root.querySelector(`[role="dialog"] ${selector}`)
      if (name?.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })) return name
    }
    return null
  }
  return new Promise((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error('no wallet name appeared within 20 s')), 20_000)
    document.addEventListener(
      'click',
      (event) => {
        const clickedAt = event.timeStamp
        // rAF callbacks run just before the frame's style, layout and paint; a message posted from the one that first
        // sees a wallet name is handled right after that frame has been painted.
        const frame = () => {
          if (!find()) return requestAnimationFrame(frame)
          const channel = new MessageChannel()
          channel.port1.onmessage = () => {
            clearTimeout(timeout)
            resolve(performance.now() - clickedAt)
          }
          channel.port2.postMessage(null)
        }
        requestAnimationFrame(frame)
      },
      { capture: true, once: true },
    )
  })
}

// Resolves once the main thread has had an idle period: the page finished starting up.
function waitForIdle() {
  return new Promise((resolve) => {
    const idle = () => requestIdleCallback(() => resolve(undefined), { timeout: 5000 })
    setTimeout(idle, 500)
  })
}

/** The two pages compared. `selector` matches one wallet name inside the dialog. */
export const MODAL_OPEN_PAGES = [
  { name: 'Foyer (demo, preset default)', url: '/?preset=default', selector: '.foyer-item-name' },
  { name: 'baseline (plain React dialog)', url: '/baseline.html', selector: '[data-wallet-name]' },
]

async function measureOnce({ browser, url, selector, cpuRate, settle }) {
  const page = await openPage(browser, url, { gotoOptions: { waitUntil: 'load' } })
  try {
    const button = page.getByRole('button', { name: 'Connect Wallet', exact: true })
    await button.waitFor({ state: 'visible', timeout: 30_000 })
    if (settle === 'idle') {
      await page.waitForLoadState('networkidle')
      await page.evaluate(waitForIdle)
    }
    await throttleCpu(page, cpuRate)
    const measured = page.evaluate(measureClickToWalletName, selector)
    await button.click()
    const ms = await measured
    return { ms, errors: pageErrors(page) }
  } finally {
    await page.context().close()
  }
}

/**
 * `settle: 'load'` clicks as soon as the button shows after the load event, while the page is still starting (wallet
 * discovery, view chunks being fetched); `settle: 'idle'` waits for the network and the main thread to go quiet first,
 * which is when a person usually clicks. The pages alternate (and which one goes first alternates per run).
 * `ratio` is the first page's median ÷ the second's; `runRatio` the median of the per-run ratios.
 * @returns {Promise<{ pages: { name: string, samples: number[], median: number, p90: number }[], ratio: number, runRatio: number, cpuRate: number, errors: string[] }>}
 */
export async function measureModalOpen({ browser, runs = 20, cpuRate = 4, settle = 'idle', pages = MODAL_OPEN_PAGES }) {
  const samples = pages.map(() => [])
  const errors = []
  for (let run = 0; run < runs; run++) {
    const order = run % 2 === 0 ? pages.map((_, i) => i) : pages.map((_, i) => pages.length - 1 - i)
    for (const i of order) {
      const { ms, errors: seen } = await measureOnce({ browser, ...pages[i], cpuRate, settle })
      samples[i].push(ms)
      errors.push(...seen)
    }
  }
  const results = pages.map((page, i) => ({
    name: page.name,
    samples: samples[i],
    median: median(samples[i]),
    p90: percentile(samples[i], 90),
  }))
  // Each run measures the pages back to back, so a run's own ratio is the least disturbed by the machine's load drifting.
  const runRatios = samples[0].map((ms, run) => ms / samples[1][run])
  return {
    pages: results,
    ratio: results[0].median / results[1].median,
    runRatio: median(runRatios),
    cpuRate,
    errors,
  }
}
