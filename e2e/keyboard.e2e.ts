import { describe, expect, it } from 'vitest'
import { modal, useBrowser } from './support/demo.js'

const { open } = useBrowser()

/** Describes the focused element, looking through shadow roots. */
const focused = (page: import('playwright-core').Page) =>
  page.evaluate(() => {
    let el: Element | null = document.activeElement
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement
    const inModal = Boolean(el?.closest('[role="dialog"][aria-modal="true"]'))
    return { label: el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '', inModal, tag: el?.tagName ?? '' }
  })

describe('keyboard-only use', () => {
  it('opens with Enter, keeps Tab inside the dialog, closes with Esc and returns focus to the trigger', async () => {
    const page = await open()
    const trigger = page.getByRole('button', { name: 'Connect Wallet' }).first()
    await trigger.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => modal(page).count()).toBe(1)
    await expect.poll(async () => (await focused(page)).inModal).toBe(true)
    // Tab through what the view shows, as a person would: wait for the wallet list (on a loaded machine it can
    // arrive after the dialog itself).
    await modal(page).getByRole('button', { name: 'Foyer Dev Wallet' }).waitFor()
    const seen = new Set<string>()
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab')
      const f = await focused(page)
      expect(f.inModal).toBe(true)
      seen.add(f.label)
    }
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Shift+Tab')
      expect((await focused(page)).inModal).toBe(true)
    }
    expect(seen.size, [...seen].join(' | ')).toBeGreaterThan(1)
    await page.keyboard.press('Escape')
    await expect.poll(() => modal(page).count()).toBe(0)
    await expect.poll(async () => (await focused(page)).label).toBe('Connect Wallet')
  })

  it('reaches and activates a wallet from the keyboard', async () => {
    const page = await open()
    await page.getByRole('button', { name: 'Connect Wallet' }).first().focus()
    await page.keyboard.press('Enter')
    // Tab once the wallets are shown, as a person would: until then Tab only cycles the header's buttons.
    await modal(page).getByRole('button', { name: 'Foyer Dev Wallet' }).waitFor()
    for (let i = 0; i < 10 && (await focused(page)).label !== 'Foyer Dev Wallet'; i++) await page.keyboard.press('Tab')
    expect((await focused(page)).label).toBe('Foyer Dev Wallet')
    await page.keyboard.press('Enter')
    // The dev wallet is on EVM and Solana: the chain picker comes first, also by keyboard.
    await expect.poll(() => modal(page).getByRole('heading', { name: 'Select chain' }).count()).toBe(1)
    // The heading is the dialog's and comes with the route; the picker's buttons can come later (its view's chunk
    // loading on a busy machine). Ten Tabs before they existed ended on Close in one CI-like run.
    await modal(page).getByRole('button', { name: 'Ethereum (EVM)' }).waitFor()
    for (let i = 0; i < 10 && (await focused(page)).label !== 'Ethereum (EVM)'; i++) await page.keyboard.press('Tab')
    expect((await focused(page)).label).toBe('Ethereum (EVM)')
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByRole('dialog', { name: 'Foyer Dev Wallet request' }).count()).toBe(1)
  })

  it('tabs through All Wallets in list order, past the rows first shown, and back', async () => {
    const page = await open('?preset=many-wallets')
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
    await modal(page).getByRole('button', { name: 'All Wallets' }).click()
    const search = modal(page).getByRole('searchbox', { name: 'Search wallets' })
    await search.fill('wallet 1')
    await expect.poll(() => modal(page).getByRole('status').textContent()).toBe('112 wallets')
    await search.focus()
    // The list is virtualised: its rows are reused as it scrolls. Tab still walks the wallets in order, one by one,
    // each one scrolled into view, well past the window first rendered.
    const numbers: number[] = []
    for (let i = 0; i < 24; i++) {
      await page.keyboard.press('Tab')
      const { label } = await focused(page)
      numbers.push(Number(/Wallet (\d+)$/.exec(label)?.[1] ?? Number.NaN))
    }
    // The preset's "… Wallet n" for n = 1…1000 in that order: those with "wallet 1" are 1, 10–19, 100–199, 1000.
    const listed = Array.from({ length: 1000 }, (_, i) => i + 1).filter((n) => String(n).startsWith('1'))
    expect(numbers).toEqual(listed.slice(0, 24))
    for (let i = 0; i < 5; i++) await page.keyboard.press('Shift+Tab')
    const back = new RegExp(` Wallet ${listed[18]}$`)
    expect((await focused(page)).label).toMatch(back)
    const visible = await modal(page)
      .getByRole('button', { name: back })
      .evaluate((button) => {
        const list = button.closest('.foyer-virtual')!.getBoundingClientRect()
        const row = button.getBoundingClientRect()
        return row.top >= list.top - 1 && row.bottom <= list.bottom + 1
      })
    expect(visible).toBe(true)
  })
})
