import { describe, expect, it } from 'vitest'
import { DEV_WALLET, modal, useBrowser } from './support/demo.js'

const { open } = useBrowser()

/** A second EIP-6963 wallet, written here as a page script (not the dev wallet), announced when `announce()` is called. */
function installSecondWallet() {
  const info = {
    uuid: '6f1c7a55-0000-4000-8000-000000000002',
    name: 'Second Test Wallet',
    rdns: 'test.e2e.second',
    icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"%3E%3Crect width="8" height="8" fill="teal"/%3E%3C/svg%3E',
  }
  const provider = {
    request: async ({ method }: { method: string }) => {
      if (method === 'eth_chainId') return '0x7a69'
      if (method === 'eth_accounts') return []
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    },
    on() {},
    removeListener() {},
  }
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }))
  ;(window as unknown as { announceSecondWallet: () => void }).announceSecondWallet = () => {
    window.addEventListener('eip6963:requestProvider', announce)
    announce()
  }
}

describe('wallet discovery', () => {
  it('shows a wallet announced after the modal opened', async () => {
    const page = await open('?wallet=late')
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
    await expect.poll(() => modal(page).getByRole('button', { name: DEV_WALLET }).count(), { timeout: 10_000 }).toBe(1)
  })

  it('adds a second wallet announced late, once, however often it announces', async () => {
    const page = await open()
    await page.evaluate(installSecondWallet)
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
    await expect.poll(() => modal(page).getByRole('button', { name: DEV_WALLET }).count()).toBe(1)
    await page.evaluate(() => {
      const w = window as unknown as { announceSecondWallet: () => void }
      w.announceSecondWallet()
      w.announceSecondWallet()
      window.dispatchEvent(new Event('eip6963:requestProvider'))
    })
    await expect.poll(() => modal(page).getByRole('button', { name: 'Second Test Wallet' }).count()).toBe(1)
    // The dev wallet answers every requestProvider too; it must still be listed once.
    expect(await modal(page).getByRole('button', { name: DEV_WALLET }).count()).toBe(1)
  })

  it('hides a wallet the app excluded by rdns', async () => {
    const page = await open('?preset=exclude-dev-wallet')
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
    await expect.poll(() => modal(page).getByRole('button', { name: 'Harbor Wallet' }).count()).toBe(1)
    expect(await modal(page).getByRole('button', { name: DEV_WALLET }).count()).toBe(0)
  })
})
