// Swap view open → quote painted: from the click on "Swap" in the Account view's features row (the dev wallet
// connected, the page idle) to the first frame showing the form, then from the amount typed (set in the same frame
// the field appears, as a person pasting would) to the first frame showing the server's quote, on a fresh page each
// run under 4× CPU throttling (set once the page is idle). The demo's @foyer/server (127.0.0.1:8788) quotes on the
// devnet's Uniswap V2 pools and is warm (one unmeasured run first). The quote time includes the view's 350 ms
// debounce (QUOTE_DEBOUNCE_MS in @foyer/react's swap/SwapForm), which is by design.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { launchBrowser, openPage, pageErrors } from '../scripts/lib/browser.mjs'
import { buildDemo, startDemoPreview } from '../scripts/lib/demo-server.mjs'
import { startDevnetCli } from '../scripts/lib/devnet-cli.mjs'
import { startServerCli } from '../scripts/lib/server-cli.mjs'
import { throttleCpu } from './cpu-throttle.mjs'
import { table } from './results-md.mjs'
import { median, ms, percentile } from './stats.mjs'

export const SWAP_QUOTE_TITLE = 'Swap view open → quote painted (warm server, 4× CPU)'

// Runs in the page before the click; resolves with the three intervals, each to the end of the frame that shows it.
function measureSwapOpenToQuote() {
  const root = () =>
    [...document.body.children].find((el) => el.shadowRoot?.querySelector('[role="dialog"]'))?.shadowRoot
  const visible = (el) => el?.checkVisibility({ visibilityProperty: true }) ?? false
  const afterPaint = () =>
    new Promise((resolve) => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => resolve(performance.now())
      channel.port2.postMessage(null)
    })
  return new Promise((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error('no quote painted within 30 s')), 30_000)
    document.addEventListener(
      'click',
      (event) => {
        const clickedAt = event.timeStamp
        let formAt
        let typedAt
        const frame = async () => {
          const shadow = root()
          if (formAt === undefined) {
            const input = shadow?.querySelector('.foyer-swap input[inputmode="decimal"]')
            if (!visible(input)) return requestAnimationFrame(frame)
            formAt = await afterPaint()
            const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set
            setValue.call(input, '0.1')
            input.dispatchEvent(new Event('input', { bubbles: true }))
            typedAt = performance.now()
            return requestAnimationFrame(frame)
          }
          if (!visible(shadow?.querySelector('[data-testid="foyer-swap-estimate"]')))
            return requestAnimationFrame(frame)
          const quoteAt = await afterPaint()
          clearTimeout(timeout)
          resolve({ form: formAt - clickedAt, quote: quoteAt - typedAt, total: quoteAt - clickedAt })
        }
        requestAnimationFrame(frame)
      },
      { capture: true, once: true },
    )
  })
}

function waitForIdle() {
  return new Promise((resolve) => {
    const idle = () => requestIdleCallback(() => resolve(undefined), { timeout: 5000 })
    setTimeout(idle, 500)
  })
}

async function measureOnce({ browser, cpuRate }) {
  const page = await openPage(browser, '/?preset=default', { gotoOptions: { waitUntil: 'load' } })
  try {
    const dialog = page.locator('[role="dialog"][aria-modal="true"]')
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click({ timeout: 30_000 })
    await dialog.getByRole('button', { name: 'Foyer Dev Wallet' }).click({ timeout: 30_000 })
    const walletPanel = page.getByRole('dialog', { name: 'Foyer Dev Wallet request' })
    const chainHeading = dialog.getByRole('heading', { name: 'Select chain' })
    await Promise.race([chainHeading.waitFor({ timeout: 30_000 }), walletPanel.waitFor({ timeout: 30_000 })])
    if (await chainHeading.count()) await dialog.getByRole('button', { name: 'Ethereum (EVM)', exact: true }).click()
    await walletPanel.getByRole('button', { name: 'Approve' }).click({ timeout: 30_000 })
    await page.getByRole('button', { name: /^Open account/ }).click({ timeout: 30_000 })
    const swap = dialog.getByRole('group', { name: 'Wallet actions' }).getByRole('button', { name: 'Swap' })
    await swap.waitFor({ state: 'visible', timeout: 30_000 })
    await page.waitForLoadState('networkidle')
    await page.evaluate(waitForIdle)
    await throttleCpu(page, cpuRate)
    const measured = page.evaluate(measureSwapOpenToQuote)
    await swap.click()
    return { ...(await measured), errors: pageErrors(page) }
  } finally {
    await page.context().close()
  }
}

export async function measureSwapQuote({ browser, runs = 10, cpuRate = 4 }) {
  const errors = []
  errors.push(...(await measureOnce({ browser, cpuRate })).errors)
  const samples = []
  for (let run = 0; run < runs; run++) {
    const { errors: seen, ...sample } = await measureOnce({ browser, cpuRate })
    samples.push(sample)
    errors.push(...seen)
  }
  return { samples, cpuRate, errors }
}

export async function swapQuoteSection({ browser }) {
  const load = os.loadavg()[0]
  const result = await measureSwapQuote({ browser })
  const loadAfter = os.loadavg()[0]
  const row = (label, values) => [
    label,
    ms(median(values)),
    ms(percentile(values, 90)),
    ms(Math.min(...values)),
    ms(Math.max(...values)),
  ]
  return [
    'From the click on "Swap" in the Account view (demo preset default, the dev wallet connected on the first devnet,',
    'the page idle) to the first frame showing the Swap form; then from the amount set (0.1 ETH → FUSD, in the frame',
    "the field appears) to the first frame showing the quote from the demo's @foyer/server (Uniswap V2 on the devnet).",
    `${result.samples.length} fresh pages (after one unmeasured), CPU throttled ${result.cpuRate}× (CDP`,
    'Emulation.setCPUThrottlingRate) once the page is idle. "Amount → quote" includes the 350 ms typing debounce.',
    '',
    table(
      ['what', 'median', 'p90', 'min', 'max'],
      [
        row(
          'click → Swap form painted',
          result.samples.map((s) => s.form),
        ),
        row(
          'amount → quote painted',
          result.samples.map((s) => s.quote),
        ),
        row(
          'click → quote painted',
          result.samples.map((s) => s.total),
        ),
      ],
    ),
    '',
    `Load average: ${load.toFixed(1)} when this section started, ${loadAfter.toFixed(1)} when it ended, on`,
    `${os.cpus().length} CPUs. Other work on the machine stretches these times.`,
    ...(result.errors.length
      ? ['', `Page errors seen: ${result.errors.length} (first: ${result.errors[0].split('\n')[0]})`]
      : []),
  ].join('\n')
}

/**
 * `--only swap` and the full run: the devnet, the demo's server on 127.0.0.1:8788 with a fresh PGlite folder, the
 * built demo on 5173 and Chromium, all stopped at the end. The ports are the e2e tests' own: run it under
 * /tmp/foyer-e2e.lock on a shared machine.
 */
export async function runSwapQuoteSection() {
  const stops = []
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-bench-server-'))
  stops.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }))
  try {
    const devnet = await startDevnetCli({ stdio: ['ignore', 'ignore', 'inherit'] })
    stops.push(devnet.stop)
    const server = await startServerCli({ dataDir, stdio: ['ignore', 'ignore', 'inherit'] })
    stops.push(server.stop)
    await buildDemo()
    const demo = await startDemoPreview()
    stops.push(demo.stop)
    const browser = await launchBrowser()
    stops.push(() => browser.close())
    return await swapQuoteSection({ browser })
  } finally {
    for (const stop of stops.reverse()) await stop()
  }
}
