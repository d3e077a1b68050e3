// Swap view open → quote painted: from the click on "Swap" in the Account view's features row (the dev wallet
// connected, the page idle) to the first frame showing the form, then from the amount typed (set in the same frame
// the field appears, as a person pasting would) to the first frame showing the server's quote, on a fresh page each
// run under 4× CPU throttling (set once the page is idle). The demo's @foyer/server (127.0.0.1:8788) quotes on the
// devnet's Uniswap V2 pools and is warm (one unmeasured run first). The quote time includes the view's 350 ms
// debounce (QUOTE_DEBOUNCE_MS in @foyer/react's swap/SwapForm), which is by design.
import os from 'node:os'
import { measureFreshPage, sample, settle } from './browser-timing.mjs'
import { withDemoStack } from './demo-stack.mjs'
import { loadAndErrorLines, table } from './results-md.mjs'
import { median, ms, percentile } from './stats.mjs'

export const SWAP_QUOTE_TITLE = 'Swap view open → quote painted (warm server, 4× CPU)'

// Runs in the page before the click (with bench/browser-timing.mjs's helpers installed); resolves with the three
// intervals, each to the end of the frame that shows it.
function measureSwapOpenToQuote() {
  const bench = globalThis.__foyerBench
  return (async () => {
    const clickedAt = await bench.nextClick()
    const form = await bench.painted('[role="dialog"] .foyer-swap input[inputmode="decimal"]', 30_000)
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set
    setValue.call(form.element, '0.1')
    form.element.dispatchEvent(new Event('input', { bubbles: true }))
    const typedAt = performance.now()
    const quote = await bench.painted('[role="dialog"] [data-testid="foyer-swap-estimate"]', 30_000)
    return { form: form.at - clickedAt, quote: quote.at - typedAt, total: quote.at - clickedAt }
  })()
}

function measureOnce({ browser, cpuRate }) {
  return measureFreshPage(browser, '/?preset=default', {
    cpuRate,
    prepare: async (page) => {
      const dialog = page.locator('[role="dialog"][aria-modal="true"]')
      await page.getByRole('button', { name: 'Connect Wallet' }).first().click({ timeout: 30_000 })
      await dialog.getByRole('button', { name: 'Foyer Dev Wallet' }).click({ timeout: 30_000 })
      const walletPanel = page.getByRole('dialog', { name: 'Foyer Dev Wallet request' })
      const chainHeading = dialog.getByRole('heading', { name: 'Select chain' })
      await Promise.race([chainHeading.waitFor({ timeout: 30_000 }), walletPanel.waitFor({ timeout: 30_000 })])
      if (await chainHeading.count()) await dialog.getByRole('button', { name: 'Ethereum (EVM)', exact: true }).click()
      await walletPanel.getByRole('button', { name: 'Approve' }).click({ timeout: 30_000 })
      await page.getByRole('button', { name: /^Open account/ }).click({ timeout: 30_000 })
      await swapButton(page).waitFor({ state: 'visible', timeout: 30_000 })
      await settle(page)
    },
    measure: async (page) => {
      const measured = page.evaluate(measureSwapOpenToQuote)
      await swapButton(page).click()
      return measured
    },
  })
}

function swapButton(page) {
  return page
    .locator('[role="dialog"][aria-modal="true"]')
    .getByRole('group', { name: 'Wallet actions' })
    .getByRole('button', { name: 'Swap' })
}

export async function measureSwapQuote({ browser, runs = 10, cpuRate = 4 }) {
  return { ...(await sample(() => measureOnce({ browser, cpuRate }), { runs })), cpuRate }
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
    ...loadAndErrorLines({ load, loadAfter, errors: result.errors }),
  ].join('\n')
}

/**
 * `--only swap` and the full run: the devnet, the demo's server on 127.0.0.1:8788 with a fresh PGlite folder, the
 * built demo on 5173 and Chromium, all stopped at the end. The ports are the e2e tests' own: run it under
 * /tmp/foyer-e2e.lock on a shared machine.
 */
export function runSwapQuoteSection() {
  return withDemoStack(swapQuoteSection)
}
