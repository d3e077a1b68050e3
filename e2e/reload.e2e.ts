import { describe, expect, it } from 'vitest'
import { DEV_ACCOUNT_0, connectDevWallet, useBrowser } from './support/demo.js'

const { open } = useBrowser()

describe('reload', () => {
  it('restores the connection without flashing the Connect Wallet button', async () => {
    const page = await open()
    await connectDevWallet(page)
    // From the very first script of the next load, watch for a Connect Wallet button appearing at any moment.
    await page.addInitScript(() => {
      const w = window as unknown as { __connectFlashed: boolean }
      w.__connectFlashed = false
      new MutationObserver(() => {
        for (const b of document.querySelectorAll('button'))
          if (b.textContent?.trim() === 'Connect Wallet' && b.offsetParent !== null) w.__connectFlashed = true
      }).observe(document, { subtree: true, childList: true, characterData: true })
    })
    await page.reload()
    await expect.poll(() => page.getByTestId('address').textContent()).toBe(DEV_ACCOUNT_0)
    expect(await page.evaluate(() => (window as unknown as { __connectFlashed: boolean }).__connectFlashed)).toBe(false)
    expect(await page.getByTestId('status').textContent()).toBe('connected')
  })

  it('stays disconnected after a reload once the person disconnected', async () => {
    const page = await open()
    await connectDevWallet(page)
    await page.getByRole('button', { name: /^Open account/ }).click()
    await page.locator('[role="dialog"][aria-modal="true"]').getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('disconnected')
    await page.reload()
    await expect.poll(() => page.getByRole('button', { name: 'Connect Wallet' }).count()).toBeGreaterThan(0)
    expect(await page.getByTestId('status').textContent()).toBe('disconnected')
  })
})
