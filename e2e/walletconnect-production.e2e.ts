// WalletConnect's production path (no SDK test switch): the SDK then asks WalletConnect's Verify host for an
// attestation (an iframe) and may report telemetry. Offline, or behind a blocker, those requests fail; the connection
// must still complete. The harness aborts every off-loopback request, which is what an unreachable host looks like.
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { takeOffLoopbackRequests } from './browser.js'
import { DEV_ACCOUNT_0, approveInWallet, modal, useBrowser } from './support/demo.js'

const { open } = useBrowser()

/** Pairs the demo with the wallet page and returns ms from the wallet's Approve to the account shown. */
async function connectThroughWalletPage(demo: Page, wallet: Page): Promise<number> {
  await demo.getByRole('button', { name: 'Connect Wallet' }).first().click()
  await modal(demo).getByRole('button', { name: 'WalletConnect' }).click()
  const qr = modal(demo).getByRole('img', { name: 'QR code to scan with your wallet' })
  await qr.waitFor({ timeout: 30_000 })
  const uri = (await qr.getAttribute('data-uri'))!
  await wallet.getByLabel('WalletConnect URI').fill(uri)
  await wallet.getByRole('button', { name: 'Connect', exact: true }).click()
  const started = Date.now()
  await approveInWallet(wallet)
  await expect.poll(() => demo.getByTestId('address').textContent(), { timeout: 30_000 }).toBe(DEV_ACCOUNT_0)
  return Date.now() - started
}

describe('WalletConnect without the test switch', () => {
  it('connects while WalletConnect’s Verify host is unreachable; only WalletConnect’s own hosts were asked for', async () => {
    const demo = await open('?wcTestMode=off')
    const wallet = await open('wallet.html')
    const ms = await connectThroughWalletPage(demo, wallet)
    expect(await demo.getByTestId('status').textContent()).toBe('connected')
    const blocked = takeOffLoopbackRequests(demo)
    // Whatever the SDK tried to reach was WalletConnect's (and was blocked); nothing else left the page.
    for (const url of blocked) expect(new URL(url).hostname).toMatch(/(^|\.)walletconnect\.(org|com)$/)
    console.info(`WalletConnect production path: approve → account ${ms} ms; blocked: ${blocked.join(', ') || 'none'}`)
  })
})
