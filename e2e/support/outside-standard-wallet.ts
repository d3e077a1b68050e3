// What the specs of the outside Wallet Standard wallets (support/outside-solana-wallet.ts, outside-bitcoin-wallet.ts)
// do alike, the way a person does it: connect from the modal, open the account view, and check that the connection
// comes back silently after a reload while a Disconnect is kept across one.
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { modal, type ChainChoice } from './demo.js'

/** Connect Wallet → the wallet by its name; on the chain picker, if the modal shows one anyway, `chain`. */
export async function connectFromModal(page: Page, walletName: string, chain: ChainChoice): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  await modal(page).getByRole('button', { name: walletName }).click()
  // A wallet on one chain family has nothing to choose; if the modal asks anyway, the answer is that family.
  const picker = modal(page).getByRole('heading', { name: 'Select chain' })
  const status = () => page.getByTestId('status').textContent()
  await expect.poll(async () => (await picker.count()) > 0 || (await status()) === 'connected').toBe(true)
  if (await picker.count()) await modal(page).getByRole('button', { name: chain, exact: true }).click()
  await expect.poll(status).toBe('connected')
}

/** The account view, from the header's account button once the modal has closed. */
export async function openAccountView(page: Page): Promise<void> {
  await expect.poll(() => modal(page).count()).toBe(0)
  await page.getByRole('button', { name: /^Open account/ }).click()
  await modal(page).getByRole('heading', { name: 'Account' }).waitFor()
}

/**
 * With the wallet connected: a reload is still connected to `address` after only a silent standard:connect (no
 * prompt); Disconnect tells the wallet (standard:disconnect, and its `connectedKey` in localStorage goes); after
 * another reload the page stays disconnected.
 */
export async function expectReconnectThenDisconnectAcrossReloads(
  page: Page,
  wallet: { name: string; address: string; connectedKey: string; calls: () => Promise<string[]> },
): Promise<void> {
  await page.reload()
  await expect.poll(() => page.getByTestId('status').textContent()).toBe('connected')
  expect(await page.getByTestId('address').textContent()).toBe(wallet.address)
  expect(await page.getByTestId('wallet').textContent()).toBe(wallet.name)
  // Back without asking the person: only the silent connect, which a wallet answers without a prompt.
  expect(await wallet.calls()).toEqual(['standard:connect (silent)'])

  await openAccountView(page)
  await modal(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect.poll(() => page.getByTestId('status').textContent()).toBe('disconnected')
  // The wallet was told, so it no longer counts the site as connected either.
  expect(await wallet.calls()).toContain('standard:disconnect')
  expect(await page.evaluate((key) => localStorage.getItem(key), wallet.connectedKey)).toBeNull()

  await page.reload()
  await page.getByRole('button', { name: 'Connect Wallet' }).first().waitFor()
  // Longer than the adapters wait for a wallet to register after a load (1.5 s), so a reconnect would have shown.
  await page.waitForTimeout(2000)
  expect(await page.getByTestId('status').textContent()).toBe('disconnected')
  expect(await page.getByTestId('address').textContent()).toBe('—')
}
