import { describe, expect, it } from 'vitest'
import { axeViolations } from './support/axe.js'
import { DEV_WALLET, modal, useBrowser } from './support/demo.js'

const { open } = useBrowser()
describe('the modal as a person sees it', () => {
  it('is a 360 px dialog at z-index 999 on a desktop viewport', async () => {
    const page = await open('', { contextOptions: { viewport: { width: 1280, height: 800 } } })
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
    const box = await modal(page).boundingBox()
    expect(box?.width).toBe(360)
    expect(box!.x).toBeGreaterThan(100)
    const zIndex = await page.evaluate(() => {
      // The host element whose shadow root holds the modal (the dev wallet panel has a shadow root of its own).
      const host = [...document.body.querySelectorAll('*')].find((el) =>
        el.shadowRoot?.querySelector('[aria-modal="true"]'),
      )
      return host ? getComputedStyle(host).zIndex : null
    })
    expect(zIndex).toBe('999')
  })

  it('becomes a bottom sheet that fits a narrow screen', async () => {
    const page = await open('', {
      contextOptions: { viewport: { width: 390, height: 700 }, isMobile: true, hasTouch: true },
    })
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
    await page.waitForTimeout(400)
    const box = (await modal(page).boundingBox())!
    expect(box.width).toBe(390)
    expect(Math.round(box.y + box.height)).toBe(700)
    expect(box.height).toBeLessThanOrEqual(700)
  })

  it('passes axe with no violations, in light and dark themes', async () => {
    for (const preset of ['light', 'dark']) {
      const page = await open(`?preset=${preset}`)
      await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
      await expect.poll(() => modal(page).getByRole('button', { name: DEV_WALLET }).count()).toBe(1)
      await page.waitForTimeout(300)
      expect(await axeViolations(page)).toEqual([])
    }
  })

  it('uses dark colours in the dark preset and light ones in the light preset', async () => {
    const luminance = async (preset: string) => {
      const page = await open(`?preset=${preset}`)
      await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
      await page.waitForTimeout(300)
      return modal(page).evaluate((el) => {
        const [r, g, b] = getComputedStyle(el)
          .backgroundColor.match(/\d+(\.\d+)?/g)!
          .map(Number)
        return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255
      })
    }
    expect(await luminance('dark')).toBeLessThan(0.3)
    expect(await luminance('light')).toBeGreaterThan(0.7)
  })

  it('keeps the host page CSS out of the modal', async () => {
    const page = await open()
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
    // The demo styles every <button> with a #b8bec8 border; the modal's own buttons must not pick that up.
    const border = await modal(page)
      .getByRole('button', { name: DEV_WALLET })
      .evaluate((el) => getComputedStyle(el).borderTopColor)
    expect(border).not.toBe('rgb(184, 190, 200)')
  })

  it('searches 1,000 wallets in All Wallets', async () => {
    const page = await open('?preset=many-wallets')
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
    await modal(page).getByRole('button', { name: 'All Wallets' }).click()
    const search = modal(page)
      .getByRole('searchbox', { name: 'Search wallets' })
      .or(modal(page).getByLabel('Search wallets'))
    // Wallet n is named after WALLET_WORDS[(n - 1) % 10] in the demo preset: 999 → Iris.
    await search.first().fill('iris wallet 999')
    await expect
      .poll(() =>
        modal(page)
          .getByRole('button', { name: /Iris Wallet 999$/ })
          .count(),
      )
      .toBe(1)
    // Virtualised: far fewer rows in the DOM than wallets in the list.
    await search.first().fill('wallet')
    await page.waitForTimeout(200)
    const rendered = await modal(page)
      .getByRole('button', { name: /Wallet \d+$/ })
      .count()
    expect(rendered).toBeGreaterThan(3)
    expect(rendered).toBeLessThan(200)
    const height = async () => (await modal(page).boundingBox())?.height
    const listed = await height()
    await search.first().fill('no such wallet at all')
    await expect.poll(() => modal(page).textContent()).toContain('No wallet found')
    // No wallet is left to click or Tab to, and the modal keeps its height under the message.
    expect(
      await modal(page)
        .getByRole('button', { name: /Wallet \d+$/ })
        .count(),
    ).toBe(0)
    expect(await height()).toBe(listed)
    // Correcting the name brings the list back.
    await search.first().fill('iris wallet 99')
    await expect
      .poll(() =>
        modal(page)
          .getByRole('button', { name: /Iris Wallet 99$/ })
          .count(),
      )
      .toBe(1)
    expect(await modal(page).getByRole('heading', { name: 'No wallet found' }).count()).toBe(0)
  })

  it('shows the custom wallets an app adds, and hides the ones it excludes', async () => {
    const page = await open('?preset=exclude-wallets')
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
    await expect.poll(() => modal(page).getByRole('button', { name: 'Lantern Wallet' }).count()).toBe(1)
    expect(await modal(page).getByRole('button', { name: 'Harbor Wallet' }).count()).toBe(0)
    expect(await modal(page).getByRole('button', { name: 'Quill Wallet' }).count()).toBe(0)
  })
})
