import { describe, expect, it } from 'vitest'
import { DEV_ACCOUNT_0, connectDevWallet, useBrowser } from './support/demo.js'

const { open } = useBrowser()

describe('stored state that is corrupt or foreign', () => {
  it('is ignored at start-up: the page works and the person can connect', async () => {
    const page = await open('?wallet=none')
    // Garbage under every key Foyer and its EVM adapter use, set before the next load's first script runs.
    await page.evaluate(() => {
      localStorage.setItem('foyer.recentWallets', '{"not":"a list"')
      localStorage.setItem('foyer.connection', JSON.stringify([{ namespace: 'eip155', connectorId: 42 }]))
      localStorage.setItem('foyer.activeNetwork', JSON.stringify('eip155:999999'))
      localStorage.setItem('foyer.wagmi.store', '%%% not json')
      localStorage.setItem('foyer.wagmi.recentConnectorId', '{')
    })
    await page.goto(page.url().replace('?wallet=none', ''))
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('disconnected')
    expect(await page.getByTestId('network').textContent()).toBe('Foyer Devnet (eip155:31337)')
    await connectDevWallet(page)
    await expect.poll(() => page.getByTestId('address').textContent()).toBe(DEV_ACCOUNT_0)
    // The corrupt values were replaced, not kept.
    const stored = await page.evaluate(() => [
      localStorage.getItem('foyer.recentWallets'),
      localStorage.getItem('foyer.activeNetwork'),
    ])
    expect(JSON.parse(stored[0]!)).toEqual([expect.objectContaining({ id: 'dev.foyer.wallet' })])
    expect(stored[1]).not.toContain('999999')
  })
})
