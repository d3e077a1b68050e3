// Modal open: from the click on "Connect Wallet" to the first frame in which a wallet name is visible, on a fresh page
// each run, under 4× CPU throttling (set after the page has loaded, so only the interaction is slowed). The demo and a
// baseline page (apps/demo/baseline.html: a plain React button opening a plain role=dialog div with ten wallet names)
// are measured interleaved in the same Chromium, so both see the same machine load; the result is Foyer ÷ baseline.
import os from 'node:os'
import { measureFreshPage, settle as settlePage, timeClickToPaint } from './browser-timing.mjs'
import { loadAndErrorLines, table } from './results-md.mjs'
import { median, ms, percentile } from './stats.mjs'

export const MODAL_OPEN_TITLE = 'Modal open (click → a wallet name painted, Foyer ÷ plain React baseline)'
export const MODAL_OPEN_TARGET_RATIO = 2

// A wallet name counts once an element matching the page's `selector` is inside an open role=dialog and rendered
// (bench/browser-timing.mjs looks in the document and in the body's open shadow roots, where Foyer's modal lives).

/** The two pages compared. `selector` matches one wallet name inside the dialog. */
export const MODAL_OPEN_PAGES = [
  { name: 'Foyer (demo, preset default)', url: '/?preset=default', selector: '.foyer-item-name' },
  { name: 'baseline (plain React dialog)', url: '/baseline.html', selector: '[data-wallet-name]' },
]

function measureOnce({ browser, url, selector, cpuRate, settle }) {
  return measureFreshPage(browser, url, {
    cpuRate,
    prepare: async (page) => {
      await page
        .getByRole('button', { name: 'Connect Wallet', exact: true })
        .waitFor({ state: 'visible', timeout: 30_000 })
      if (settle === 'idle') await settlePage(page)
    },
    measure: async (page) => {
      const measured = timeClickToPaint(page, `[role="dialog"] ${selector}`)
      await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
      return measured
    },
  })
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
      const { result: ms, errors: seen } = await measureOnce({ browser, ...pages[i], cpuRate, settle })
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

/** The section's text for bench/results.md: both cases (page idle, right after load), each page's times and the ratios. */
export async function modalOpenSection({ browser }) {
  const rows = []
  const errors = []
  const ratios = []
  let runs = 0
  let cpuRate = 4
  const load = os.loadavg()[0]
  for (const settle of ['idle', 'load']) {
    const open = await measureModalOpen({ browser, settle })
    runs = open.pages[0].samples.length
    cpuRate = open.cpuRate
    errors.push(...open.errors)
    const when = settle === 'idle' ? 'page idle' : 'right after load'
    for (const page of open.pages) {
      rows.push([
        when,
        page.name,
        ms(page.median),
        ms(page.p90),
        ms(Math.min(...page.samples)),
        ms(Math.max(...page.samples)),
      ])
    }
    const verdict = (ratio) => (ratio <= MODAL_OPEN_TARGET_RATIO ? 'met' : '**missed**')
    ratios.push([
      when,
      `${open.ratio.toFixed(2)}× (${verdict(open.ratio)})`,
      `${open.runRatio.toFixed(2)}× (${verdict(open.runRatio)})`,
    ])
  }
  const loadAfter = os.loadavg()[0]
  return [
    "From the click's event timestamp to the end of the first frame in which a wallet name is visible inside the",
    `open role=dialog, ${runs} fresh page loads per page and case, CPU throttled ${cpuRate}× (CDP`,
    'Emulation.setCPUThrottlingRate) after load. Foyer is the demo (preset default: WalletConnect and the Foyer Dev',
    "Wallet listed, the demo's @foyer/server answering on 127.0.0.1:8788); the baseline is apps/demo/baseline.html, a",
    'plain React button opening a plain role=dialog div with ten wallet names, built with the demo. The two pages',
    'alternate in the same Chromium (which goes first alternates per run), so both see the same machine load. "page',
    'idle": clicked once the network and the main thread went quiet (when a person usually clicks); "right after',
    'load": clicked as soon as the button showed, while the page was still starting.',
    '',
    table(['when clicked', 'page', 'median', 'p90', 'min', 'max'], rows),
    '',
    `Foyer ÷ baseline (target ≤ ${MODAL_OPEN_TARGET_RATIO}×): "medians" divides the two medians; "per run" is the median of each run's own`,
    "ratio (its two pages measured back to back), less disturbed by the machine's load drifting.",
    '',
    table(['when clicked', 'medians', 'per run'], ratios),
    '',
    ...loadAndErrorLines({
      load,
      loadAfter,
      errors,
      caveat:
        'Other work on the machine stretches every figure here (the baseline included), so compare the ratios rather than the times across runs.',
    }),
  ].join('\n')
}
