import { describe, expect, it } from 'vitest'
import { verifyMessage } from 'viem'
import { DEV_ACCOUNT_0, approveInWallet, modal, useBrowser } from './support/demo.js'

const { open } = useBrowser()

describe('WalletConnect through the dev relay', () => {
  it('pairs the demo with the dev wallet page: QR = copied link, approval, account, a signed request, and a reload', async () => {
    const demo = await open('', { contextOptions: { permissions: ['clipboard-read', 'clipboard-write'] } })
    await demo.getByRole('button', { name: 'Connect Wallet' }).first().click()
    await modal(demo).getByRole('button', { name: 'WalletConnect' }).click()
    const qr = modal(demo).getByRole('img', { name: 'QR code to scan with your wallet' })
    await qr.waitFor({ timeout: 20_000 })
    const uri = await qr.getAttribute('data-uri')
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await modal(demo).getByRole('button', { name: 'Copy link' }).click()
    expect(await demo.evaluate(() => navigator.clipboard.readText())).toBe(uri)

    // The wallet in its own browser context, as a phone would be.
    const wallet = await open('wallet.html')
    await wallet.getByLabel('WalletConnect URI').fill(uri!)
    await wallet.getByRole('button', { name: 'Connect', exact: true }).click()
    await approveInWallet(wallet)
    await expect.poll(() => demo.getByTestId('status').textContent(), { timeout: 20_000 }).toBe('connected')
    await expect.poll(() => demo.getByTestId('address').textContent()).toBe(DEV_ACCOUNT_0)
    expect(await modal(demo).count()).toBe(0)

    // A request from the app goes to the wallet, which signs with the dev key.
    await demo.getByRole('button', { name: 'Sign a message' }).click()
    await approveInWallet(wallet)
    const result = demo.getByRole('status').filter({ hasText: /^Sign message/ })
    await expect.poll(() => result.textContent(), { timeout: 20_000 }).toMatch(/^Sign message: 0x[0-9a-f]{130}$/)
    const signature = (await result.textContent())!.replace('Sign message: ', '') as `0x${string}`
    expect(await verifyMessage({ address: DEV_ACCOUNT_0, message: 'Hello from the Foyer laboratory', signature })).toBe(true)

    // The session survives a reload of the app.
    await demo.reload()
    await expect.poll(() => demo.getByTestId('address').textContent(), { timeout: 20_000 }).toBe(DEV_ACCOUNT_0)
    expect(await demo.getByTestId('status').textContent()).toBe('connected')
  })
})
