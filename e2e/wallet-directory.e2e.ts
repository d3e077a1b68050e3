// All Wallets over the demo's own @foyer/server wallet directory (apiUrl http://127.0.0.1:8788, started by
// global-setup): directory wallets with their images from the server, the next page on scroll, a search answered by
// the server, a directory wallet opened over WalletConnect with its icon on the QR, and axe in light and dark. The
// Connect view's "recommended" section from the same directory, and a recommended wallet connected over WalletConnect
// (the dev wallet's page pairs as a phone would) listed as recent after a reload.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations } from './support/axe.js'
import { approveInWallet, modal, useBrowser } from './support/demo.js'

const { open } = useBrowser()

/** The v1/wallets requests the page made, as their query parameters. */
function walletsRequests(page: Page): URLSearchParams[] {
  const seen: URLSearchParams[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === '/v1/wallets') seen.push(url.searchParams)
  })
  return seen
}

async function openAllWallets(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  await modal(page).getByRole('button', { name: 'All Wallets', exact: true }).click()
  await modal(page).getByRole('searchbox', { name: 'Search wallets' }).waitFor()
}

/** The wallets rendered in the list now (it is virtualized: only those near the visible part). */
const renderedIds = (page: Page): Promise<string[]> =>
  modal(page)
    .locator('[data-wallet-id]')
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-wallet-id') ?? ''))

describe('All Wallets over the wallet directory', () => {
  it('shows directory wallets with their images from the server, and the next page on scroll', async () => {
    const page = await open()
    const requests = walletsRequests(page)
    await openAllWallets(page)
    const rainbow = modal(page).getByRole('button', { name: 'Rainbow', exact: true })
    await rainbow.waitFor({ timeout: 15_000 })
    // The icon is the server's image route, loaded (not the monogram placeholder).
    const image = rainbow.locator('img')
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    expect(new URL((await image.getAttribute('src'))!).origin).toBe('http://127.0.0.1:8788')
    expect(requests.map((r) => r.get('page'))).toEqual(['1'])

    // Scroll to the end of what is loaded, several times: page 2 arrives and more than 40 wallets have been rendered.
    const seen = new Set(await renderedIds(page))
    const list = modal(page).locator('.foyer-virtual')
    for (let i = 0; i < 12 && !requests.some((r) => r.get('page') === '2'); i++) {
      await list.evaluate((el) => el.scrollBy(0, 400))
      await page.waitForTimeout(100)
      for (const id of await renderedIds(page)) seen.add(id)
    }
    await expect.poll(() => requests.map((r) => r.get('page')), { timeout: 10_000 }).toContain('2')
    for (let i = 0; i < 8; i++) {
      await list.evaluate((el) => el.scrollBy(0, 400))
      await page.waitForTimeout(100)
      for (const id of await renderedIds(page)) seen.add(id)
    }
    expect(seen.size).toBeGreaterThan(40)
    const status = await modal(page).locator('[role="status"][aria-live]').textContent()
    expect(Number(/^(\d+) wallets$/.exec(status ?? '')?.[1])).toBeGreaterThan(100)
  })

  it('finds a wallet that is not installed by the server search, and opens it over WalletConnect with its icon', async () => {
    const page = await open()
    const requests = walletsRequests(page)
    await openAllWallets(page)
    await modal(page).getByRole('button', { name: 'Rainbow', exact: true }).waitFor({ timeout: 15_000 })
    // Tangem Wallet is on the directory's third page: only the server's search can bring it up now.
    await modal(page).getByRole('searchbox', { name: 'Search wallets' }).fill('tangem')
    const tangem = modal(page).getByRole('button', { name: 'Tangem Wallet', exact: true })
    await tangem.waitFor({ timeout: 15_000 })
    expect(requests.map((r) => r.get('search'))).toEqual([null, 'tangem'])

    await tangem.click()
    const qr = modal(page).getByRole('img', { name: 'QR code to scan with your wallet' })
    await qr.waitFor({ timeout: 30_000 })
    const logo = modal(page).locator('.foyer-qr-logo img')
    expect(await logo.getAttribute('src')).toMatch(/^http:\/\/127\.0\.0\.1:8788\/v1\/wallets\/[^/]+\/image/)
    expect(await modal(page).getByText('Scan this code with Tangem Wallet, or open it on this device.').count()).toBe(1)
    // Its store pages, from the dataset (a desktop: no extension store for it, so the App Store comes first).
    const stores = modal(page).getByRole('navigation', { name: 'Get Tangem Wallet' })
    expect(await stores.getByRole('link').allTextContents()).toEqual(['App Store', 'Google Play'])
  })

  it(
    'passes axe on All Wallets with directory wallets and on a directory wallet’s WalletConnect view, light and dark',
    {
      timeout: 180_000,
    },
    async () => {
      for (const theme of ['light', 'dark']) {
        const page = await open(`?preset=${theme}`)
        await openAllWallets(page)
        await modal(page).getByRole('button', { name: 'Rainbow', exact: true }).waitFor({ timeout: 15_000 })
        expect(await axeViolations(page)).toEqual([])
        await modal(page).getByRole('button', { name: 'Rainbow', exact: true }).click()
        await modal(page).getByRole('img', { name: 'QR code to scan with your wallet' }).waitFor({ timeout: 30_000 })
        expect(await axeViolations(page)).toEqual([])
      }
    },
  )

  it(
    'fills the Connect view’s recommended wallets from the directory; one connected over WalletConnect is recent after a reload',
    {
      timeout: 180_000,
    },
    async () => {
      const page = await open()
      await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
      const recommended = modal(page).getByRole('group', { name: 'Recommended wallets' })
      await recommended.waitFor({ timeout: 15_000 })
      const rows = recommended.locator('[data-wallet-id]')
      const shown = await rows.evaluateAll((buttons) =>
        buttons.map((b) => ({ id: b.getAttribute('data-wallet-id')!, name: b.getAttribute('aria-label')! })),
      )
      // A few, not installed (the dev wallet is listed once, under the installed wallets), each with the server's icon.
      expect(shown.length).toBeGreaterThan(0)
      expect(shown.length).toBeLessThanOrEqual(4)
      expect(shown.map((w) => w.name)).not.toContain('Foyer Dev Wallet')
      for (const src of await rows.locator('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src'))))
        expect(new URL(src!).origin).toBe('http://127.0.0.1:8788')
      // The tile says how many more All Wallets has.
      const allWallets = modal(page).getByRole('button', { name: 'All Wallets', exact: true })
      const moreId = await allWallets.getAttribute('aria-describedby')
      const more = await modal(page).locator(`[id="${moreId}"]`).textContent()
      expect(Number(/^(\d+) more$/.exec(more ?? '')?.[1])).toBeGreaterThan(100)

      // The first recommended wallet, over WalletConnect: the dev wallet's page takes the URI and approves.
      const picked = shown[0]!
      await rows.first().click()
      const qr = modal(page).getByRole('img', { name: 'QR code to scan with your wallet' })
      await qr.waitFor({ timeout: 30_000 })
      expect(
        await modal(page).getByText(`Scan this code with ${picked.name}, or open it on this device.`).count(),
      ).toBe(1)
      const uri = await qr.getAttribute('data-uri')
      const wallet = await open('wallet.html')
      await wallet.getByLabel('WalletConnect URI').fill(uri!)
      await wallet.getByRole('button', { name: 'Connect', exact: true }).click()
      await approveInWallet(wallet)
      await expect.poll(() => page.getByTestId('status').textContent(), { timeout: 20_000 }).toBe('connected')
      await page.getByRole('button', { name: /^Open account/ }).click()
      await modal(page).getByRole('button', { name: 'Disconnect' }).click()
      // Ending the session goes through the relay: more than a moment on a busy machine.
      await expect.poll(() => page.getByTestId('status').textContent(), { timeout: 20_000 }).toBe('disconnected')

      // After a reload, the wallet is under "Recently used" by its directory id, with its name and the server's icon.
      await page.reload()
      await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
      const recent = modal(page).getByRole('group', { name: 'Recently used' })
      const row = recent.getByRole('button', { name: picked.name, exact: true })
      await row.waitFor({ timeout: 15_000 })
      expect(await row.getAttribute('data-wallet-id')).toBe(picked.id)
      expect(new URL((await row.locator('img').getAttribute('src'))!).origin).toBe('http://127.0.0.1:8788')
      // Shown once: no longer among the recommended wallets.
      expect(await recommended.getByRole('button', { name: picked.name, exact: true }).count()).toBe(0)
      expect(await axeViolations(page)).toEqual([])
    },
  )
})
