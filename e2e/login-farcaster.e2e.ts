// ?preset=login, Sign In With Farcaster through the wallet frame in real Chromium, against the devnet's development
// parts: the frame opens a channel on the dev auth relay (127.0.0.1:8797) with a nonce from the demo's server, the
// modal's ConnectingFarcaster shows its farcaster://connect link (QR, "Open in Farcaster", Copy link), and the
// Farcaster app is played by the dev wallet page's "Sign in with Farcaster link" box (first login) and by its module
// in the test process (second), both with custody key = dev account #0 = fid 1001 "alice" in the dev ID registry. The server checks the signature against that registry; the page is connected on EVM and
// Solana, Account settings says "Logged in as alice", and a new browser signing in as the same fid gets the same wallet.
import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { modal } from './support/demo.js'
import { answerFrameRecovery, embeddedSolanaAddress, useLoginBrowser } from './support/login.js'
import { devAccounts } from '../packages/devnet/src/dev-accounts.js'
import {
  approveFarcasterSignIn,
  parseFarcasterSignInLink,
} from '../packages/dev-wallet/src/farcaster/farcaster-sign-in.js'

const RELAY = 'http://127.0.0.1:8797'
const [custody] = devAccounts(1)
const ALICE = { fid: 1001, username: 'alice', custody: custody! }

/** Opens Connect → More options → Continue with Farcaster and returns the link the view shows, once it is shown. */
async function openFarcaster(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  const socials = modal(page).getByRole('group', { name: 'Log in with' })
  await socials.getByRole('button', { name: 'More options' }).click()
  await socials.getByRole('button', { name: 'Continue with Farcaster' }).click()
  const qr = modal(page).getByRole('img', { name: 'Farcaster sign-in QR code' })
  // Polled on the modal's text too, so a refusal shown instead of the QR is in the failure message.
  await expect
    .poll(async () => (await qr.getAttribute('data-uri')) ?? (await modal(page).innerText()), { timeout: 30_000 })
    .toMatch(/^farcaster:\/\/connect\?/)
  const link = (await qr.getAttribute('data-uri'))!
  // The same link behind "Open in Farcaster", and the view says it is waiting.
  expect(await modal(page).getByRole('link', { name: 'Open in Farcaster' }).getAttribute('href')).toBe(link)
  expect(await modal(page).getByRole('status').textContent()).toContain('Waiting for your approval in Farcaster…')
  return link
}

describe('login preset: Sign In With Farcaster through the wallet frame', () => {
  const { open } = useLoginBrowser()

  it('signs in as fid 1001 through the dev relay, connected as alice, and the same fid gets the same wallet', async () => {
    // 1. The link the modal shows names the frame's origin and the server's nonce.
    const page = await open('?preset=login')
    const link = await openFarcaster(page)
    const request = parseFarcasterSignInLink(link)
    expect(request).toMatchObject({ domain: 'localhost:8793', siweUri: 'http://localhost:8793' })

    // "Copy link" puts the same link on the clipboard, for pasting into the Farcaster app (here the dev wallet page).
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: inject('demoUrl') })
    await modal(page).getByRole('button', { name: 'Copy link' }).click()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toBe(link)

    // 2. The dev wallet page answers it as the Farcaster app (fid 1001 alice, custody = dev account #0): a link that is
    // not one is refused there with its reason; the real one is signed and posted to the relay.
    const wallet = await open('wallet.html')
    const box = wallet.getByRole('textbox', { name: 'Sign in with Farcaster link' })
    const said = wallet.locator('#farcaster-status')
    await box.fill('wc:not-a-farcaster-link')
    await wallet.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect
      .poll(() => said.textContent())
      .toBe('Paste a Sign In With Farcaster link: it starts with "farcaster://connect?".')
    await box.fill(copied)
    await wallet.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect
      .poll(() => said.textContent(), { timeout: 30_000 })
      .toBe('Signed in to localhost:8793 as alice (fid 1001). The site finishes the login.')

    // The frame verifies with the server and shows the new wallet's recovery code once.
    const { recoveryCode } = await answerFrameRecovery(page)
    const evm = (await page.getByTestId('address').textContent())!.trim()
    expect(evm).toMatch(/^0x[0-9a-fA-F]{40}$/)
    // The embedded wallet's own key, not the Farcaster custody address that signed in.
    expect(evm.toLowerCase()).not.toBe(ALICE.custody.address.toLowerCase())
    const solana = await embeddedSolanaAddress(page)
    expect(solana).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    await page.getByRole('button', { name: 'Open modal' }).click()
    await modal(page).getByRole('button', { name: 'Account settings' }).click()
    await expect.poll(() => modal(page).innerText(), { timeout: 10_000 }).toContain('Logged in as alice')

    // 3. A new browser: fid 1001 again (a new channel, a new nonce), the recovery code → the same addresses.
    const second = await open('?preset=login')
    const again = parseFarcasterSignInLink(await openFarcaster(second))
    expect(again.nonce).not.toBe(request.nonce)
    await approveFarcasterSignIn({ relayUrl: RELAY, request: again, identity: ALICE })
    await answerFrameRecovery(second, recoveryCode!)
    expect((await second.getByTestId('address').textContent())!.trim()).toBe(evm)
    expect(await embeddedSolanaAddress(second)).toBe(solana)
  }, 300_000)

  it('stops reading the relay once the person leaves the Farcaster view', async () => {
    const page = await open('?preset=login')
    // The frame's reads of the channel's status (Playwright sees the frame's requests on the page).
    const reads: number[] = []
    page.on('request', (r) => {
      if (r.url().startsWith(`${RELAY}/v1/channel/status`)) reads.push(Date.now())
    })
    await openFarcaster(page)
    await expect.poll(() => reads.length, { timeout: 15_000 }).toBeGreaterThan(1)
    // Closing the modal ends the wait: the frame is told and stops within one read interval (1 s).
    await page.keyboard.press('Escape')
    await modal(page).waitFor({ state: 'detached', timeout: 10_000 })
    const left = Date.now()
    await new Promise((resolve) => setTimeout(resolve, 4_000))
    expect(reads.filter((at) => at > left + 1_500)).toEqual([])
  }, 120_000)
})
