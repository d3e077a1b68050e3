// All Wallets search over 1,000 wallets (demo preset many-wallets): from the input event to the first paint of the
// filtered list, under 4× CPU throttling. Each query is typed in turn, several rounds; the result count is checked too.
import { openPage, pageErrors } from '../scripts/lib/browser.mjs'
import { throttleCpu } from './cpu-throttle.mjs'
import { median, percentile } from './stats.mjs'

export const SEARCH_QUERIES = ['wallet 9', 'a', 'zzz-no-such-wallet', '']

// Runs in the page: sets the search box's value the way typing does, then times input event → next paint.
function searchAndTime(query) {
  const root = document.querySelector('[data-foyer-modal]')?.shadowRoot
  const input = root?.querySelector('input[aria-label="Search wallets"]')
  if (!input) throw new Error('no "Search wallets" input in the modal')
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set
  return new Promise((resolve) => {
    const started = performance.now()
    setValue.call(input, query)
    input.dispatchEvent(new Event('input', { bubbles: true }))
    requestAnimationFrame(() => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => {
        const status = root.querySelector('[role="status"][aria-live]')?.textContent ?? ''
        resolve({ ms: performance.now() - started, status })
      }
      channel.port2.postMessage(null)
    })
  })
}

/** @returns {Promise<{ perQuery: { query: string, median: number, status: string }[], median: number, p90: number, cpuRate: number, errors: string[] }>} */
export async function measureWalletSearch({ browser, url, rounds = 5, cpuRate = 4 }) {
  const page = await openPage(browser, url, { gotoOptions: { waitUntil: 'load' } })
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click({ timeout: 30_000 })
  await page.getByRole('button', { name: 'All Wallets', exact: true }).click({ timeout: 30_000 })
  await page.getByLabel('Search wallets', { exact: true }).waitFor({ state: 'visible', timeout: 30_000 })
  await throttleCpu(page, cpuRate)
  const byQuery = new Map(SEARCH_QUERIES.map((query) => [query, { samples: [], status: '' }]))
  for (let round = 0; round < rounds; round++) {
    for (const query of SEARCH_QUERIES) {
      const { ms, status } = await page.evaluate(searchAndTime, query)
      const entry = byQuery.get(query)
      entry.samples.push(ms)
      entry.status = status
    }
  }
  const all = [...byQuery.values()].flatMap((entry) => entry.samples)
  const errors = pageErrors(page)
  await page.context().close()
  return {
    perQuery: [...byQuery].map(([query, entry]) => ({ query, median: median(entry.samples), status: entry.status })),
    median: median(all),
    p90: percentile(all, 90),
    cpuRate,
    errors,
  }
}
