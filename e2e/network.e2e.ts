import { describe, expect, it } from 'vitest'
import { connectDevWallet, modal, approveInWallet, useBrowser } from './support/demo.js'

const { open } = useBrowser()

describe('networks', () => {
  it('switches the wallet to another listed network from the Networks view', async () => {
    const page = await open()
    await connectDevWallet(page)
    await page.getByRole('button', { name: /^Change network/ }).click()
    await modal(page)
      .getByRole('button', { name: /Foyer Devnet 2/ })
      .click()
    // The dev wallet may ask to add the chain first; approve whatever it asks.
    await page.waitForTimeout(300)
    if (await page.getByRole('dialog', { name: 'Foyer Dev Wallet request' }).count()) await approveInWallet(page)
    await expect.poll(() => page.getByTestId('network').textContent()).toBe('Foyer Devnet 2 (eip155:31338)')
    await expect.poll(() => page.getByTestId('balance').textContent()).toMatch(/ETH$/)
  })

  it('shows UnsupportedChain when the wallet moves to a chain the app does not list, and recovers by switching', async () => {
    const page = await open()
    await connectDevWallet(page)
    await page.evaluate(() =>
      (
        window as unknown as { foyerDevWallet: { moveToChain(c: { id: number; rpcUrl: string }): Promise<void> } }
      ).foyerDevWallet.moveToChain({
        id: 4242,
        rpcUrl: 'http://127.0.0.1:8545',
      }),
    )
    await expect.poll(() => modal(page).getByRole('heading').first().textContent()).toBe('Switch network')
    await expect.poll(() => page.getByTestId('network').textContent()).toBe('Unsupported (eip155:4242)')
    await modal(page)
      .getByRole('button', { name: /^Foyer Devnet$|Foyer Devnet(?! 2)/ })
      .first()
      .click()
    await expect.poll(() => page.getByTestId('network').textContent()).toBe('Foyer Devnet (eip155:31337)')
    await expect.poll(() => modal(page).count()).toBe(0)
  })

  it('stays connected without the UnsupportedChain view when the app allows unsupported chains', async () => {
    const page = await open('?preset=allow-unsupported-chain')
    await connectDevWallet(page)
    await page.evaluate(() =>
      (
        window as unknown as { foyerDevWallet: { moveToChain(c: { id: number; rpcUrl: string }): Promise<void> } }
      ).foyerDevWallet.moveToChain({
        id: 4242,
        rpcUrl: 'http://127.0.0.1:8545',
      }),
    )
    await expect.poll(() => page.getByTestId('network').textContent()).toBe('Unsupported (eip155:4242)')
    expect(await modal(page).count()).toBe(0)
    expect(await page.getByTestId('status').textContent()).toBe('connected')
  })
})
