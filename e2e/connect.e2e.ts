import { describe, expect, it } from 'vitest'
import {
  DEV_ACCOUNT_0,
  DEV_WALLET,
  approveInWallet,
  modal,
  pickChain,
  rejectInWallet,
  rpc,
  useBrowser,
  walletPanel,
} from './support/demo.js'

const { open } = useBrowser()

describe('connecting the dev wallet', () => {
  it('shows the address and the balance the chain holds', async () => {
    const page = await open()
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
    const dialog = modal(page)
    await expect.poll(() => dialog.getAttribute('aria-labelledby')).toBeTruthy()
    await expect.poll(() => dialog.getByRole('heading').first().textContent()).toBe('Connect Wallet')
    await dialog.getByRole('button', { name: DEV_WALLET }).click()
    await pickChain(page, 'Ethereum (EVM)')
    await expect.poll(() => walletPanel(page).textContent()).toMatch(/Connect/)
    await approveInWallet(page)

    await expect.poll(() => page.getByTestId('address').textContent()).toBe(DEV_ACCOUNT_0)
    const wei = BigInt(await rpc<string>('eth_getBalance', [DEV_ACCOUNT_0, 'latest']))
    const whole = (wei / 10n ** 18n).toString()
    await expect.poll(() => page.getByTestId('balance').textContent()).toMatch(new RegExp(`^${whole}(\\.\\d+)? ETH$`))
    // The modal closes on success; the header shows the account button.
    await expect.poll(() => modal(page).count()).toBe(0)
    const accountButton = page.getByRole('button', { name: /^Open account/ })
    await expect.poll(() => accountButton.count()).toBe(1)
    await accountButton.click()
    await expect.poll(() => modal(page).textContent()).toContain(DEV_ACCOUNT_0.slice(0, 6))
    await expect
      .poll(() => modal(page).textContent())
      .toMatch(new RegExp(`${Number(whole).toLocaleString('en-US')}|${whole}`))
  })

  it('shows a rejection as such, then connects on retry', async () => {
    const page = await open()
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
    await modal(page).getByRole('button', { name: DEV_WALLET }).click()
    await pickChain(page)
    await rejectInWallet(page)
    await expect.poll(() => modal(page).textContent()).toContain('Connection declined')
    await modal(page).getByRole('button', { name: 'Try again' }).click()
    await approveInWallet(page)
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('connected')
    await expect.poll(() => page.getByTestId('address').textContent()).toBe(DEV_ACCOUNT_0)
  })

  it('lists the dev wallet as recent after a connection, and disconnects from the account view', async () => {
    const page = await open()
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
    await modal(page).getByRole('button', { name: DEV_WALLET }).click()
    await pickChain(page)
    await approveInWallet(page)
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('connected')
    await page.getByRole('button', { name: /^Open account/ }).click()
    await modal(page).getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('disconnected')
    await expect.poll(() => page.getByRole('button', { name: 'Connect Wallet' }).count()).toBeGreaterThan(0)
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
    await expect
      .poll(() =>
        modal(page).getByRole('group', { name: 'Recently used' }).getByRole('button', { name: DEV_WALLET }).count(),
      )
      .toBe(1)
  })
})
