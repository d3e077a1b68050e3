import { describe, expect, it } from 'vitest'
import { verifyMessage } from 'viem'
import type { Page } from 'playwright-core'
import { DEV_ACCOUNT_0, approveInWallet, modal, rejectInWallet, useBrowser, walletPanel } from './support/demo.js'

const { open } = useBrowser()

const WC_URI = /^wc:[0-9a-f]{64}@2\?/
const qrOf = (demo: Page) => modal(demo).getByRole('img', { name: 'QR code to scan with your wallet' })

/** Opens the modal's WalletConnect view and returns the pairing URI its QR carries. */
async function openWalletConnect(demo: Page): Promise<string> {
  await demo.getByRole('button', { name: 'Connect Wallet' }).first().click()
  await modal(demo).getByRole('button', { name: 'WalletConnect' }).click()
  await qrOf(demo).waitFor({ timeout: 20_000 })
  const uri = await qrOf(demo).getAttribute('data-uri')
  expect(uri).toMatch(WC_URI)
  return uri!
}

const pairingTopic = (uri: string) => uri.slice(3, uri.indexOf('@'))

/** The properties of the newest CONNECT_SUCCESS in the demo's event log. */
async function connectSuccessOf(demo: Page): Promise<Record<string, unknown>> {
  const entry = demo
    .getByRole('list', { name: 'Event log' })
    .getByRole('listitem')
    .filter({ hasText: /^CONNECT_SUCCESS/ })
    .first()
  const text = (await entry.textContent())!.replace(/^CONNECT_SUCCESS\s*/, '')
  return JSON.parse(text) as Record<string, unknown>
}

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
    // The URI went over by copy and paste, no link opened: a "qrcode" connection.
    expect(await connectSuccessOf(demo)).toMatchObject({ method: 'qrcode', name: 'Foyer Dev Wallet' })

    // A request from the app goes to the wallet, which signs with the dev key.
    await demo.getByRole('button', { name: 'Sign a message' }).click()
    await approveInWallet(wallet)
    const result = demo.getByRole('status').filter({ hasText: /^Sign message/ })
    await expect.poll(() => result.textContent(), { timeout: 20_000 }).toMatch(/^Sign message: 0x[0-9a-f]{130}$/)
    const signature = (await result.textContent())!.replace('Sign message: ', '') as `0x${string}`
    expect(await verifyMessage({ address: DEV_ACCOUNT_0, message: 'Hello from the Foyer laboratory', signature })).toBe(
      true,
    )

    // The session survives a reload of the app.
    await demo.reload()
    await expect.poll(() => demo.getByTestId('address').textContent(), { timeout: 20_000 }).toBe(DEV_ACCOUNT_0)
    expect(await demo.getByTestId('status').textContent()).toBe('connected')
  })

  it('replaces an expired pairing URI in the QR and the copy link by itself, and the fresh one pairs', async () => {
    // The demo's test-only knob (the wcPairingLifetimeMs test switch): URIs live 10 s instead of 5 min. Long enough for
    // the wallet page to open and approve the fresh one on a loaded 2-core machine (6 s was not: the fresh proposal
    // expired and was withdrawn before the approval arrived).
    const demo = await open('?wcPairingLifetime=10000', {
      contextOptions: { permissions: ['clipboard-read', 'clipboard-write'] },
    })
    const first = await openWalletConnect(demo)
    const copied = async () => {
      await modal(demo).getByRole('button', { name: 'Copy link' }).click()
      return demo.evaluate(() => navigator.clipboard.readText())
    }
    expect(await copied()).toBe(first)

    // Nobody touches anything: the QR turns into a new pairing once the first one's time is up.
    const started = Date.now()
    await expect.poll(() => qrOf(demo).getAttribute('data-uri'), { timeout: 25_000, interval: 100 }).not.toBe(first)
    expect(Date.now() - started).toBeGreaterThan(2_000)
    const fresh = (await qrOf(demo).getAttribute('data-uri'))!
    expect(fresh).toMatch(WC_URI)
    expect(pairingTopic(fresh)).not.toBe(pairingTopic(first))
    expect(await copied()).toBe(fresh)

    // The fresh URI pairs and the wallet's approval connects the app.
    const wallet = await open(`wallet.html?uri=${encodeURIComponent(fresh)}`)
    await approveInWallet(wallet)
    await expect.poll(() => demo.getByTestId('status').textContent(), { timeout: 20_000 }).toBe('connected')
    expect(await demo.getByTestId('address').textContent()).toBe(DEV_ACCOUNT_0)
  })

  it('a wallet page opened with ?uri= that rejects: the view says the connection was declined, and Try again pairs afresh', async () => {
    const demo = await open('')
    const first = await openWalletConnect(demo)
    const wallet = await open(`wallet.html?uri=${encodeURIComponent(first)}`)
    await expect.poll(() => walletPanel(wallet).textContent(), { timeout: 20_000 }).toContain('Foyer laboratory')
    await rejectInWallet(wallet)
    await expect
      .poll(() => wallet.locator('#pair-status').textContent())
      .toBe('Rejected the session with Foyer laboratory.')

    const alert = modal(demo).getByRole('alert')
    await expect.poll(() => alert.textContent(), { timeout: 10_000 }).toBe('Connection declined')
    expect(await modal(demo).getByText('The request was declined in the wallet.').count()).toBe(1)
    expect(await demo.getByTestId('status').textContent()).toBe('disconnected')

    await modal(demo).getByRole('button', { name: 'Try again' }).click()
    await expect.poll(() => qrOf(demo).getAttribute('data-uri'), { timeout: 20_000 }).toMatch(WC_URI)
    const second = (await qrOf(demo).getAttribute('data-uri'))!
    expect(second).not.toBe(first)
    const again = await open(`wallet.html?uri=${encodeURIComponent(second)}`)
    await approveInWallet(again)
    await expect.poll(() => demo.getByTestId('status').textContent(), { timeout: 20_000 }).toBe('connected')
  })

  it('a wallet page still showing a proposal the app gave up on says it was withdrawn; the current one is declined as usual', async () => {
    const demo = await open('')
    const stale = await openWalletConnect(demo)
    const wallet = await open(`wallet.html?uri=${encodeURIComponent(stale)}`)
    await expect.poll(() => walletPanel(wallet).textContent(), { timeout: 20_000 }).toContain('Foyer laboratory')
    // The person leaves the app's WalletConnect view and comes back: a new proposal, the old one withdrawn.
    await modal(demo).getByRole('button', { name: 'Back' }).click()
    await modal(demo).getByRole('button', { name: 'WalletConnect' }).click()
    await expect.poll(() => qrOf(demo).getAttribute('data-uri'), { timeout: 20_000 }).toMatch(WC_URI)
    const current = (await qrOf(demo).getAttribute('data-uri'))!
    expect(current).not.toBe(stale)
    const withdrawn =
      'Foyer laboratory withdrew this proposal (it made a new QR code, or its connection view was closed). Nothing was sent: use its new code.'
    await expect.poll(() => wallet.locator('#pair-status').textContent(), { timeout: 10_000 }).toBe(withdrawn)
    // Answering the old card sends nothing and says so; the app's current attempt is untouched.
    await rejectInWallet(wallet)
    expect(await wallet.locator('#pair-status').textContent()).toBe(withdrawn)
    expect(await qrOf(demo).getAttribute('data-uri')).toBe(current)

    const again = await open(`wallet.html?uri=${encodeURIComponent(current)}`)
    await rejectInWallet(again)
    await expect
      .poll(() => modal(demo).getByRole('alert').textContent(), { timeout: 10_000 })
      .toBe('Connection declined')
  })

  it("the Web tab's link opens the wallet page with ?uri= in the same browser: its Reject reaches the app; after Try again its approval connects with method mobile", async () => {
    const demo = await open('')
    const uri = await openWalletConnect(demo)
    await modal(demo).getByRole('tab', { name: 'Web' }).click()
    const link = modal(demo).getByRole('link', { name: 'Open in the web wallet' })
    expect(await link.getAttribute('href')).toBe(`http://127.0.0.1:5173/wallet.html?uri=${encodeURIComponent(uri)}`)
    const [wallet] = await Promise.all([demo.context().waitForEvent('page'), link.click()])
    await expect.poll(() => walletPanel(wallet!).textContent(), { timeout: 20_000 }).toContain('Foyer laboratory')
    await rejectInWallet(wallet!)
    // The app's tab is in the background now, as for a person who switched tabs.
    await expect
      .poll(() => modal(demo).getByRole('alert').textContent(), { timeout: 10_000 })
      .toBe('Connection declined')
    expect(await modal(demo).getByRole('button', { name: 'Try again' }).count()).toBe(1)
    expect(await demo.getByTestId('status').textContent()).toBe('disconnected')

    // Try again, and this time the web wallet approves: a connection made through a link reports method "mobile".
    await modal(demo).getByRole('button', { name: 'Try again' }).click()
    // The Web tab stays chosen; its link carries the fresh URI.
    await expect.poll(() => link.getAttribute('data-uri'), { timeout: 20_000 }).toMatch(WC_URI)
    expect(await link.getAttribute('data-uri')).not.toBe(uri)
    const [approving] = await Promise.all([demo.context().waitForEvent('page'), link.click()])
    await approveInWallet(approving!)
    await expect.poll(() => demo.getByTestId('status').textContent(), { timeout: 20_000 }).toBe('connected')
    expect(await connectSuccessOf(demo)).toMatchObject({ method: 'mobile', name: 'Foyer Dev Wallet' })
  })

  it('when the session expires (a week later on the page clock), the app disconnects and shows Connect Wallet again', async () => {
    const demo = await open('')
    // The page's clock is Playwright's (it runs at normal speed until the test jumps it); installed before the app loads.
    await demo.clock.install()
    await demo.reload()
    const uri = await openWalletConnect(demo)
    const wallet = await open(`wallet.html?uri=${encodeURIComponent(uri)}`)
    await approveInWallet(wallet)
    await expect.poll(() => demo.getByTestId('status').textContent(), { timeout: 20_000 }).toBe('connected')
    expect(await demo.getByRole('button', { name: 'Connect Wallet' }).count()).toBe(0)

    // A day later the session (7 days) still stands.
    await demo.clock.fastForward(24 * 3_600_000)
    await demo.waitForTimeout(500)
    expect(await demo.getByTestId('status').textContent()).toBe('connected')
    // Past its 7 days, the SDK's expirer ends it at its next heartbeat: no message from the wallet is involved.
    await demo.clock.fastForward(7 * 24 * 3_600_000)
    await expect.poll(() => demo.getByTestId('status').textContent(), { timeout: 15_000 }).toBe('disconnected')
    await expect.poll(() => demo.getByRole('button', { name: 'Connect Wallet' }).count()).toBeGreaterThan(0)
    expect(await demo.getByTestId('address').textContent()).toBe('—')
    const disconnect = demo
      .getByRole('list', { name: 'Event log' })
      .getByRole('listitem')
      .filter({ hasText: /^DISCONNECT_SUCCESS/ })
      .first()
    expect(await disconnect.textContent()).toContain('"initiator":"wallet"')
  })
})
