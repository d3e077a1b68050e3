// The Swap view on the devnet: the demo's @foyer/server quotes and builds swaps on the seed's Uniswap V2 pools of the
// first devnet (apps/demo/foyer.config.ts), the dev wallet signs, anvil mines; balances are read from the chain with
// viem. The second devnet is not one of the server's swap chains, so the view shows the spec's refusal there.
import type { Page } from 'playwright-core'
import { createPublicClient, erc20Abi, http, type Address } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { axeViolations } from './support/axe.js'
import { approveInWallet, connectDevWallet, modal, rejectInWallet, useBrowser } from './support/demo.js'

const { open } = useBrowser()
/** Dev account #2: holds the seeded FUSD and FOY, and no other spec sends from it or reads its balances. */
const ACCOUNT_INDEX = 2
const ACCOUNT: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const chain = () => createPublicClient({ transport: http(inject('rpcUrl')) })
/** The seed's FUSD (6 decimals) and FOY (18), as global-setup deployed them. */
const tokenAddress = (symbol: 'FUSD' | 'FOY') =>
  (symbol === 'FUSD' ? inject('devnetContracts').tokenA : inject('devnetContracts').tokenB) as Address
const tokenBalance = (symbol: 'FUSD' | 'FOY') =>
  chain().readContract({ address: tokenAddress(symbol), abi: erc20Abi, functionName: 'balanceOf', args: [ACCOUNT] })

async function openSwap(page: Page): Promise<void> {
  await page.evaluate(
    (i) =>
      (window as unknown as { foyerDevWallet: { switchAccount(i: number): void } }).foyerDevWallet.switchAccount(i),
    ACCOUNT_INDEX,
  )
  await connectDevWallet(page)
  await page.getByRole('button', { name: /^Open account/ }).click()
  const swap = modal(page).getByRole('group', { name: 'Wallet actions' }).getByRole('button', { name: 'Swap' })
  await expect.poll(() => swap.count(), { timeout: 15_000 }).toBe(1)
  await swap.click()
  await expect.poll(() => modal(page).getByLabel('You pay').count(), { timeout: 15_000 }).toBe(1)
}

/** Picks the tokens by their symbol, types the amount and waits for the quote. */
async function fillSwap(page: Page, from: string, to: string, amount: string): Promise<void> {
  const optionOf = (label: string, symbol: string) =>
    modal(page)
      .getByLabel(label)
      .locator('option', { hasText: new RegExp(`^${symbol} `) })
      .getAttribute('value')
  await modal(page)
    .getByLabel('You pay')
    .selectOption((await optionOf('You pay', from))!)
  await modal(page)
    .getByLabel('You receive')
    .selectOption((await optionOf('You receive', to))!)
  await modal(page).getByLabel('Amount to pay').fill(amount)
  await expect
    .poll(() => modal(page).getByRole('region', { name: 'Quote' }).textContent(), { timeout: 15_000 })
    .toMatch(new RegExp(`1 ${from} = [\\d,.]+ ${to}`))
}

/** How far the Swap form and the dialog scroll sideways (0: they fit). */
const sidewaysOverflow = (page: Page) =>
  modal(page).evaluate((el) => {
    const form = el.querySelector('.foyer-swap')!
    return { form: form.scrollWidth - form.clientWidth, dialog: el.scrollWidth - el.clientWidth }
  })

describe('swap on the devnet', () => {
  it('swaps ETH for FUSD, confirmed on chain, and the Tokens tab shows the new balance', async () => {
    const page = await open()
    await openSwap(page)
    const before = await tokenBalance('FUSD')
    await fillSwap(page, 'ETH', 'FUSD', '0.1')
    // What the view promised at 1 % slippage: the chain must give at least that.
    const minimumText = (await modal(page).getByTestId('foyer-swap-minimum').textContent()) ?? ''
    const minimum = BigInt(Math.floor(Number(minimumText.replace(/[^\d.]/g, '')) * 1e6))
    expect(minimum).toBeGreaterThan(0n)
    await modal(page).getByRole('button', { name: 'Swap', exact: true }).click()
    await approveInWallet(page)
    await modal(page).getByRole('heading', { name: 'Swap complete' }).waitFor({ timeout: 30_000 })
    const after = await tokenBalance('FUSD')
    expect(after - before).toBeGreaterThanOrEqual(minimum)
    await modal(page).getByRole('button', { name: 'Done' }).click()
    const fusdRow = modal(page).getByRole('list', { name: 'Tokens' }).getByRole('listitem').filter({ hasText: 'FUSD' })
    // The row shows the new whole FUSD (the Tokens tab rounds the fraction its own way).
    const whole = (after / 1_000_000n).toLocaleString('en-US')
    expect(whole).not.toBe((before / 1_000_000n).toLocaleString('en-US'))
    await expect.poll(() => fusdRow.textContent(), { timeout: 15_000 }).toMatch(new RegExp(`${whole}(\\.\\d+)? FUSD`))
  })

  it('approves FUSD, then swaps it for FOY: both confirmed, both balances moved on chain', async () => {
    const page = await open()
    await openSwap(page)
    const fusdBefore = await tokenBalance('FUSD')
    const foyBefore = await tokenBalance('FOY')
    await fillSwap(page, 'FUSD', 'FOY', '25')
    const button = modal(page).getByRole('button', { name: 'Approve FUSD and swap' })
    await expect.poll(() => button.isEnabled(), { timeout: 15_000 }).toBe(true)
    await button.click()
    await approveInWallet(page) // the approval
    await approveInWallet(page) // the swap, once the approval is confirmed
    await modal(page).getByRole('heading', { name: 'Swap complete' }).waitFor({ timeout: 30_000 })
    expect(fusdBefore - (await tokenBalance('FUSD'))).toBe(25_000_000n)
    expect(await tokenBalance('FOY')).toBeGreaterThan(foyBefore)
  })

  it('keeps the form after the wallet rejects, with the message from the catalogue', async () => {
    const page = await open()
    await openSwap(page)
    await fillSwap(page, 'ETH', 'FOY', '0.01')
    await modal(page).getByRole('button', { name: 'Swap', exact: true }).click()
    await rejectInWallet(page)
    await expect
      .poll(() => modal(page).getByRole('alert').textContent())
      .toBe('You rejected the request in your wallet. Nothing was sent.')
    expect(await modal(page).getByLabel('Amount to pay').inputValue()).toBe('0.01')
  })

  it("shows 'Network not supported for Swaps' when the wallet moves to a chain the server does not swap on", async () => {
    const page = await open()
    await openSwap(page)
    await page.evaluate(() =>
      (
        window as unknown as { foyerDevWallet: { moveToChain(c: { id: number; rpcUrl: string }): Promise<void> } }
      ).foyerDevWallet.moveToChain({ id: 31338, rpcUrl: 'http://127.0.0.1:8546' }),
    )
    await expect
      .poll(() => modal(page).getByRole('alert').textContent(), { timeout: 15_000 })
      .toBe('Network not supported for Swaps')
    expect(await modal(page).getByLabel('Amount to pay').count()).toBe(0)
    await modal(page).getByRole('button', { name: 'Back' }).click()
    await expect.poll(() => modal(page).getByRole('button', { name: 'Disconnect' }).count()).toBe(1)
    expect(
      await modal(page).getByRole('group', { name: 'Wallet actions' }).getByRole('button', { name: 'Swap' }).count(),
    ).toBe(0)
  })

  it('passes axe with a quote shown, in light and dark', async () => {
    for (const theme of ['light', 'dark']) {
      const page = await open(`?preset=${theme}`)
      await openSwap(page)
      await fillSwap(page, 'ETH', 'FUSD', '0.5')
      await modal(page).getByRole('radio', { name: 'Custom' }).check()
      expect(await axeViolations(page)).toEqual([])
    }
  })

  it('fits the 360 px dialog on a desktop without sideways scrolling', async () => {
    const page = await open('', { contextOptions: { viewport: { width: 1280, height: 800 } } })
    await openSwap(page)
    await fillSwap(page, 'ETH', 'FUSD', '0.25')
    await page.waitForTimeout(400)
    expect((await modal(page).boundingBox())!.width).toBe(360)
    expect(await sidewaysOverflow(page)).toEqual({ form: 0, dialog: 0 })
    await modal(page).getByRole('button', { name: 'Swap', exact: true }).scrollIntoViewIfNeeded()
    expect(await modal(page).getByRole('button', { name: 'Swap', exact: true }).isVisible()).toBe(true)
  })

  // A phone (Chromium's mobile emulation): the modal is a bottom sheet exactly as wide as the screen — before, the demo
  // page's header made the page wider than a 360 px screen and the sheet followed the page (492 px on a 390 px phone).
  for (const viewport of [
    { width: 360, height: 640 },
    { width: 390, height: 844 },
  ]) {
    it(`swaps ETH for FUSD in the bottom sheet of a ${viewport.width} × ${viewport.height} phone`, async () => {
      const page = await open('', { contextOptions: { viewport, isMobile: true, hasTouch: true } })
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width)
      await openSwap(page)
      const before = await tokenBalance('FUSD')
      await fillSwap(page, 'ETH', 'FUSD', '0.05')
      // Once the sheet's opening slide is over: the screen's width, its bottom on the screen's bottom edge.
      await expect
        .poll(async () => {
          const { x, y, width, height } = (await modal(page).boundingBox())!
          return { x, width, bottom: Math.round(y + height) }
        })
        .toEqual({ x: 0, width: viewport.width, bottom: viewport.height })
      expect(await sidewaysOverflow(page)).toEqual({ form: 0, dialog: 0 })
      // Every control of the form, scrolled to, lies inside the screen.
      const controls = modal(page).locator('.foyer-swap').locator('select, input, button')
      expect(await controls.count()).toBeGreaterThan(4)
      for (const control of await controls.all()) {
        if (!(await control.isVisible())) continue
        await control.scrollIntoViewIfNeeded()
        const box = (await control.boundingBox())!
        expect(box.x).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 0.5)
        expect(box.y).toBeGreaterThanOrEqual(0)
        expect(box.y + box.height).toBeLessThanOrEqual(viewport.height + 0.5)
      }
      const minimumText = (await modal(page).getByTestId('foyer-swap-minimum').textContent()) ?? ''
      const minimum = BigInt(Math.floor(Number(minimumText.replace(/[^\d.]/g, '')) * 1e6))
      expect(minimum).toBeGreaterThan(0n)
      await modal(page).getByRole('button', { name: 'Swap', exact: true }).tap()
      await approveInWallet(page)
      await modal(page).getByRole('heading', { name: 'Swap complete' }).waitFor({ timeout: 30_000 })
      expect((await tokenBalance('FUSD')) - before).toBeGreaterThanOrEqual(minimum)
    })
  }
})
