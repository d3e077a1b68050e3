// The Account view over the demo's own @foyer/server (apiUrl http://127.0.0.1:8788, started by global-setup on the
// devnets): tokens with their USD value, Receive's QR code, Activity's failure and recovery, and axe on the new views.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations } from './support/axe.js'
import { DEV_ACCOUNT_0, approveInWallet, connectDevWallet, modal, rpc, useBrowser } from './support/demo.js'
import { fillAndSubmitSend } from './support/solana.js'

const { open } = useBrowser()
const jsQrSource = readFileSync(createRequire(import.meta.url).resolve('jsqr/dist/jsQR.js'), 'utf8')

async function openAccount(page: Page): Promise<void> {
  await connectDevWallet(page)
  await page.getByRole('button', { name: /^Open account/ }).click()
  await expect.poll(() => modal(page).getByRole('button', { name: 'Disconnect' }).count()).toBe(1)
}

/** Draws the QR code's SVG on a canvas in the page and decodes it with jsQR. */
async function decodeQr(page: Page): Promise<string | undefined> {
  await page.addScriptTag({ content: jsQrSource })
  return page.evaluate(async () => {
    const root = document.querySelector('[data-foyer-modal]')!.shadowRoot!
    const svg = root.querySelector('.foyer-qr-code svg')!
    const image = new Image()
    image.src = `data:image/svg+xml,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`
    await image.decode()
    const canvas = document.createElement('canvas')
    canvas.width = canvas.height = 400
    const context = canvas.getContext('2d')!
    context.fillStyle = '#fff'
    context.fillRect(0, 0, 400, 400)
    context.drawImage(image, 20, 20, 360, 360)
    const pixels = context.getImageData(0, 0, 400, 400)
    const decode = (
      window as unknown as { jsQR: (d: Uint8ClampedArray, w: number, h: number) => { data: string } | null }
    ).jsQR
    return decode(pixels.data, 400, 400)?.data
  })
}

describe('the account view with the demo server', () => {
  it('lists the seeded tokens with their USD value, most valuable first, and the total', async () => {
    const page = await open()
    await openAccount(page)
    const tokens = modal(page).getByRole('list', { name: 'Tokens' })
    await expect.poll(() => tokens.textContent(), { timeout: 15_000 }).toContain('FUSD')
    const rows = await tokens.getByRole('listitem').allTextContents()
    expect(rows.some((row) => /10,000 FUSD\$10,000\.00/.test(row))).toBe(true)
    const total = await modal(page).getByRole('group', { name: 'Total value' }).textContent()
    expect(total).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/)
    const values = rows.map((row) => Number(/\$([\d,]+\.\d{2})$/.exec(row)?.[1]?.replace(/,/g, '') ?? 0))
    expect(values).toEqual([...values].sort((a, b) => b - a))
  })

  it('Receive shows a QR code that decodes to the address', async () => {
    const page = await open()
    await openAccount(page)
    await modal(page).getByRole('group', { name: 'Wallet actions' }).getByRole('button', { name: 'Receive' }).click()
    await expect
      .poll(() =>
        modal(page)
          .getByRole('img', { name: /QR code of your address/ })
          .count(),
      )
      .toBe(1)
    expect(await decodeQr(page)).toBe(DEV_ACCOUNT_0)
  })

  it('says "Failed to fetch transactions" while the server fails, and recovers on Try again', async () => {
    const page = await open()
    await page.route('**/v1/account/*/history*', (route) => route.fulfill({ status: 500, body: '{"error":"down"}' }))
    await openAccount(page)
    await modal(page).getByRole('tab', { name: 'Activity' }).click()
    await expect.poll(() => modal(page).getByRole('alert').textContent()).toBe('Failed to fetch transactions')
    await page.unroute('**/v1/account/*/history*')
    await modal(page).getByRole('button', { name: 'Try again' }).click()
    await expect.poll(() => modal(page).getByRole('alert').count()).toBe(0)
  })

  it('passes axe on the Tokens and Activity tabs and on Receive, in light and dark', async () => {
    for (const theme of ['light', 'dark']) {
      const page = await open(`?preset=${theme}`)
      await openAccount(page)
      await expect.poll(() => modal(page).getByRole('list', { name: 'Tokens' }).count(), { timeout: 15_000 }).toBe(1)
      expect(await axeViolations(page)).toEqual([])
      await modal(page).getByRole('tab', { name: 'Activity' }).click()
      await expect.poll(() => modal(page).locator('[aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0)
      expect(await axeViolations(page)).toEqual([])
      await modal(page).getByRole('button', { name: 'Receive' }).click()
      await expect
        .poll(() =>
          modal(page)
            .getByRole('img', { name: /QR code/ })
            .count(),
        )
        .toBe(1)
      expect(await axeViolations(page)).toEqual([])
    }
  })

  it('shows the ENS name, the seeded NFTs without the spam one, and the seeded transfers in Activity', async () => {
    const page = await open()
    await openAccount(page)
    await expect.poll(() => modal(page).textContent(), { timeout: 15_000 }).toContain('alice.foyer.eth')
    await modal(page).getByRole('tab', { name: 'NFTs' }).click()
    const grid = modal(page).getByRole('list', { name: 'NFTs' })
    await expect.poll(() => grid.count(), { timeout: 30_000 }).toBe(1)
    const cards = await grid.getByRole('button').allTextContents()
    expect(cards.some((card) => card.includes('Foyer Pass'))).toBe(true)
    expect(cards.some((card) => /Airdrop|Voucher/i.test(card))).toBe(false)
    expect(await grid.locator('img').first().getAttribute('src')).toMatch(/^data:image\//)
    await modal(page).getByRole('tab', { name: 'Activity' }).click()
    await expect.poll(() => modal(page).getByRole('region').count(), { timeout: 30_000 }).toBeGreaterThan(0)
    const activity = (await modal(page).locator('.foyer-activity').textContent()) ?? ''
    expect(activity).toContain('FUSD')
    expect(activity).toContain('Failed')
  })

  it('asks for Activity again when the person comes back to the tab', async () => {
    const page = await open()
    await openAccount(page)
    await modal(page).getByRole('tab', { name: 'Activity' }).click()
    await expect.poll(() => modal(page).getByRole('region').count(), { timeout: 30_000 }).toBeGreaterThan(0)
    const asked: string[] = []
    page.on('request', (request) => {
      if (/\/v1\/account\/[^/]+\/history/.test(request.url())) asked.push(request.url())
    })
    await page.waitForTimeout(500)
    expect(asked).toEqual([])
    // What the browser fires when the tab is shown again after being hidden (query-core listens to it).
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')))
    await expect.poll(() => asked.length, { timeout: 10_000 }).toBeGreaterThan(0)
  })

  /**
   * Connected on dev account #4 (so the balances other tests read stay as seeded) under Playwright's clock, whose jumps
   * stand for the 30 s of the balance's lifetime; once its balance is shown, the chain gives the account `eth` ETH (as
   * a payment from elsewhere would), which the page does not know of yet.
   */
  async function connectedThenPaid(eth: bigint) {
    const page = await open()
    await page.clock.install()
    await page.reload()
    await page.evaluate(() =>
      (window as unknown as { foyerDevWallet: { switchAccount(i: number): void } }).foyerDevWallet.switchAccount(4),
    )
    await connectDevWallet(page)
    const balance = page.getByTestId('balance')
    await expect.poll(() => balance.textContent(), { timeout: 15_000 }).toMatch(/ ETH$/)
    const address = (await page.getByTestId('address').textContent()) ?? ''
    await rpc('anvil_setBalance', [address, `0x${(eth * 10n ** 18n).toString(16)}`])
    return { page, balance }
  }

  it('shows money that arrived from elsewhere once its balance is older than 30 s and the modal is opened again', async () => {
    const { page, balance } = await connectedThenPaid(12_345n)
    await page.getByRole('button', { name: /^Open account/ }).click()
    await page.keyboard.press('Escape')
    expect(await balance.textContent()).not.toContain('12345')
    await page.clock.fastForward(31_000)
    await page.getByRole('button', { name: /^Open account/ }).click()
    await expect.poll(() => balance.textContent(), { timeout: 10_000 }).toMatch(/^12,?345(\.0+)? ETH$/)
  })

  it('shows money that arrived while the person was on another tab when they come back after more than 30 s', async () => {
    const { page, balance } = await connectedThenPaid(23_456n)
    // What the browser does when the person switches to another tab and back (query-core listens to it).
    const tab = (state: 'hidden' | 'visible') =>
      page.evaluate((visibility) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility })
        document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))
      }, state)
    // A quick look away: the balance read a moment ago is not asked for again.
    await tab('hidden')
    await tab('visible')
    await page.waitForTimeout(1000)
    expect(await balance.textContent()).not.toContain('23,456')
    // Away for longer than the balance's 30 s lifetime: coming back shows what arrived, with no modal opened.
    await tab('hidden')
    await page.clock.fastForward(31_000)
    await tab('visible')
    await expect.poll(() => balance.textContent(), { timeout: 10_000 }).toMatch(/^23,?456(\.0+)? ETH$/)
    expect(await modal(page).count()).toBe(0)
  })

  it('sends ETH and FUSD on EVM, confirmed on chain, the Tokens list updated at once and newest first on top of Activity; the review shows the network fee', async () => {
    const page = await open()
    // Dev account #3, so the balances other tests read on #0 stay as seeded.
    await page.evaluate(() =>
      (window as unknown as { foyerDevWallet: { switchAccount(i: number): void } }).foyerDevWallet.switchAccount(3),
    )
    await openAccount(page)
    const from = (await page.getByTestId('address').textContent()) ?? ''
    const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const tokens = modal(page).getByRole('list', { name: 'Tokens' })
    await expect.poll(() => tokens.textContent(), { timeout: 15_000 }).toMatch(/[\d,]+ FUSD/)
    const fusdBefore = Number(/([\d,]+) FUSD/.exec((await tokens.textContent()) ?? '')![1]!.replace(/,/g, ''))
    const ethBefore = BigInt(await rpc<string>('eth_getBalance', [to, 'latest']))
    await fillAndSubmitSend(page, { token: 'ETH', amount: '0.25', to })
    await approveInWallet(page)
    await modal(page).getByRole('heading', { name: 'Sent' }).waitFor({ timeout: 30_000 })
    expect(BigInt(await rpc<string>('eth_getBalance', [to, 'latest'])) - ethBefore).toBe(250_000_000_000_000_000n)
    await modal(page).getByRole('button', { name: 'Send another' }).click()
    await modal(page).getByRole('radio', { name: 'FUSD' }).check()
    await modal(page).getByLabel('Amount').fill('3')
    await modal(page).getByLabel('Recipient address').fill(to)
    await modal(page).getByRole('button', { name: 'Review' }).click()
    await expect.poll(() => modal(page).textContent()).toMatch(/Network fee/)
    await modal(page).getByRole('button', { name: 'Send', exact: true }).click()
    await approveInWallet(page)
    await modal(page).getByRole('heading', { name: 'Sent' }).waitFor({ timeout: 30_000 })
    await modal(page).getByRole('button', { name: 'Done' }).click()
    // The Tokens list shows the balance after the sends at once, not the one its 30 s caches held (the header's
    // balance is read from the chain, and the two must not disagree).
    const fusdAfter = `${(fusdBefore - 3).toLocaleString('en-US')} FUSD`
    await expect.poll(() => tokens.textContent(), { timeout: 10_000 }).toContain(fusdAfter)
    await modal(page).getByRole('tab', { name: 'Activity' }).click()
    const rows = modal(page).locator('.foyer-activity-row')
    await expect.poll(async () => (await rows.first().textContent()) ?? '', { timeout: 30_000 }).toContain('−3 FUSD')
    expect(await rows.nth(1).textContent()).toContain('−0.25 ETH')
    expect(from).toMatch(/^0x/)
  })
})
