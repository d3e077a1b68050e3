// Modal open: from the click on "Connect Wallet" to the first paint showing the Connect view's content, on a fresh page
// each run, under 4× CPU throttling (set after the page has loaded, so only the interaction is slowed).
import { openPage, pageErrors } from '../scripts/lib/browser.mjs'
import { throttleCpu } from './cpu-throttle.mjs'
import { median, percentile } from './stats.mjs'

// Runs in the page before the click: resolves with (first paint with the Connect view's content) − (click timestamp).
// The view's content, not its loading skeleton: the intro line only the real ConnectView renders.
function measureClickToConnectPaint() {
  return new Promise((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error('the Connect view did not appear within 20 s')), 20_000)
    document.addEventListener(
      'click',
      (event) => {
        const clickedAt = event.timeStamp
        const frame = () => {
          const dialog = document
            .querySelector('[data-foyer-modal]')
            ?.shadowRoot?.querySelector('[role="dialog"][data-view="Connect"]')
          if (!dialog?.querySelector('.foyer-intro')) return requestAnimationFrame(frame)
          // rAF runs just before the frame is painted; a message posted from it is handled right after that paint.
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

// Resolves once the network has been quiet and the main thread has had an idle period: the page finished starting up.
function waitForIdle() {
  return new Promise((resolve) => {
    const idle = () => requestIdleCallback(() => resolve(undefined), { timeout: 5000 })
    setTimeout(idle, 500)
  })
}

/**
 * `settle: 'load'` clicks as soon as the button shows after the load event, while the page is still starting (wallet
 * discovery, view chunks being fetched); `settle: 'idle'` waits for the network and the main thread to go quiet first,
 * which is when a person usually clicks.
 * @returns {Promise<{ samples: number[], median: number, p90: number, cpuRate: number, errors: string[] }>}
 */
export async function measureModalOpen({ browser, url, runs = 20, cpuRate = 4, settle = 'load' }) {
  const samples = []
  const errors = []
  for (let run = 0; run < runs; run++) {
    const page = await openPage(browser, url, { gotoOptions: { waitUntil: 'load' } })
    const button = page.getByRole('button', { name: 'Connect Wallet', exact: true })
    await button.waitFor({ state: 'visible', timeout: 30_000 })
    if (settle === 'idle') {
      await page.waitForLoadState('networkidle')
      await page.evaluate(waitForIdle)
    }
    await throttleCpu(page, cpuRate)
    const measured = page.evaluate(measureClickToConnectPaint)
    await button.click()
    samples.push(await measured)
    errors.push(...pageErrors(page))
    await page.context().close()
  }
  return { samples, median: median(samples), p90: percentile(samples, 90), cpuRate, errors }
}
