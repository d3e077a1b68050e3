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
    for (let i = 0; i < 10 && (await focused(page)).label !== 'Foyer Dev Wallet'; i++) await page.keyboard.press('Tab')
    expect((await focused(page)).label).toBe('Foyer Dev Wallet')
    await page.keyboard.press('Enter')
    // The dev wallet is on EVM and Solana: the chain picker comes first, also by keyboard.
    await expect.poll(() => modal(page).getByRole('heading', { name: 'Select chain' }).count()).toBe(1)
    for (let i = 0; i < 10 && (await focused(page)).label !== 'Ethereum (EVM)'; i++) await page.keyboard.press('Tab')
    expect((await focused(page)).label).toBe('Ethereum (EVM)')
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByRole('dialog', { name: 'Foyer Dev Wallet request' }).count()).toBe(1)
  })
})
