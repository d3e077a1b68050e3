// Sign in with the wallet (spec §4) in Chromium, with the dev wallet: EIP-4361 on the EVM devnet and Sign In With
// Solana on the Solana devnet. Every signature the page stores is verified again here, outside the page.
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import type { Page } from 'playwright-core'
import { verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { axeViolations } from './support/axe.js'
import {
  DEV_ACCOUNT_0,
  approveInWallet,
  connectDevWallet,
  modal,
  rejectInWallet,
  useBrowser,
  walletPanel,
} from './support/demo.js'
import { SOLANA_DEV_ADDRESSES } from './support/solana.js'

const { open } = useBrowser()
const SESSIONS_KEY = 'foyer.siwx.sessions'

interface StoredSession {
  data: {
    accountAddress: string
    chainId: string
    domain: string
    nonce: string
    expirationTime?: string
    statement?: string
  }
  message: string
  signature: string
}

const storedSessions = (page: Page): Promise<StoredSession[]> =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), SESSIONS_KEY)

const signView = (page: Page) => modal(page).getByRole('heading', { name: 'Sign in to Foyer laboratory' })

async function signIn(page: Page): Promise<void> {
  await modal(page).getByRole('button', { name: 'Sign', exact: true }).click()
  await approveInWallet(page)
  await expect.poll(() => page.getByTestId('siwx').textContent()).toBe('signed in')
  await expect.poll(() => modal(page).count()).toBe(0)
}

describe('sign-in with the wallet', () => {
  it('EVM: connecting asks to sign; Sign stores an EIP-4361 session that verifies', async () => {
    const page = await open('?preset=siwx')
    await connectDevWallet(page, 'Ethereum (EVM)')
    await signView(page).waitFor()
    const details = modal(page).getByRole('definition')
    await expect
      .poll(() => details.allTextContents())
      .toEqual(expect.arrayContaining(['127.0.0.1:5173', 'Sign in to the Foyer laboratory.']))
    await signIn(page)

    const [session] = await storedSessions(page)
    expect(session!.data).toMatchObject({
      accountAddress: DEV_ACCOUNT_0,
      chainId: 'eip155:31337',
      domain: '127.0.0.1:5173',
    })
    expect(session!.message).toContain(
      `127.0.0.1:5173 wants you to sign in with your Ethereum account:\n${DEV_ACCOUNT_0}`,
    )
    expect(session!.message).toContain(`Nonce: ${session!.data.nonce}`)
    expect(
      await verifyMessage({
        address: DEV_ACCOUNT_0,
        message: session!.message,
        signature: session!.signature as `0x${string}`,
      }),
    ).toBe(true)
    expect(await page.getByTestId('siwx-account').textContent()).toBe(`eip155:31337:${DEV_ACCOUNT_0}`)
  })

  it('Solana: the wallet signs in in one step (solana:signIn) and the ed25519 signature verifies', async () => {
    const page = await open('?preset=siwx')
    await connectDevWallet(page, 'Solana')
    await signView(page).waitFor()
    await signIn(page)

    const [session] = await storedSessions(page)
    const address = SOLANA_DEV_ADDRESSES[0]!
    expect(session!.data).toMatchObject({ accountAddress: address, domain: '127.0.0.1:5173' })
    expect(session!.data.chainId).toMatch(/^solana:/)
    expect(session!.message).toContain(`127.0.0.1:5173 wants you to sign in with your Solana account:\n${address}`)
    const valid = ed25519.verify(
      base58.decode(session!.signature),
      new TextEncoder().encode(session!.message),
      base58.decode(address),
    )
    expect(valid).toBe(true)
  })

  it('declining shows "Signature declined" on the sign view, and signing again works', async () => {
    const page = await open('?preset=siwx')
    await connectDevWallet(page, 'Ethereum (EVM)')
    await modal(page).getByRole('button', { name: 'Sign', exact: true }).click()
    await rejectInWallet(page)
    await expect.poll(() => modal(page).getByRole('alert').textContent()).toBe('Signature declined')
    expect(await page.getByTestId('siwx').textContent()).toBe('not signed in')
    await signIn(page)
  })

  it('the sign view passes axe in light and dark, with the declined error shown', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await open('?preset=siwx')
      await page.emulateMedia({ colorScheme })
      await connectDevWallet(page, 'Ethereum (EVM)')
      await modal(page).getByRole('button', { name: 'Sign', exact: true }).click()
      await rejectInWallet(page)
      await expect.poll(() => modal(page).getByRole('alert').count()).toBe(1)
      await page.waitForTimeout(300)
      expect(await axeViolations(page)).toEqual([])
    }
  })

  it('another chain is another session: switching network asks again, switching back does not', async () => {
    const page = await open('?preset=siwx')
    await connectDevWallet(page, 'Ethereum (EVM)')
    await signView(page).waitFor()
    await signIn(page)
    const switchTo = async (name: RegExp, network: string) => {
      await page.getByRole('button', { name: /^Change network/ }).click()
      await modal(page).getByRole('button', { name }).click()
      // The dev wallet may ask to add or switch the chain; approve whatever it asks.
      await page.waitForTimeout(300)
      if (await walletPanel(page).count()) await approveInWallet(page)
      await expect.poll(() => page.getByTestId('network').textContent()).toBe(network)
    }
    await switchTo(/Foyer Devnet 2/, 'Foyer Devnet 2 (eip155:31338)')
    await signView(page).waitFor()
    expect(await page.getByTestId('siwx').textContent()).toBe('not signed in')
    await page.keyboard.press('Escape')
    await expect.poll(() => modal(page).count()).toBe(0)
    await switchTo(/^Foyer Devnet(?! 2)/, 'Foyer Devnet (eip155:31337)')
    await expect.poll(() => page.getByTestId('siwx').textContent()).toBe('signed in')
    expect(await modal(page).count()).toBe(0)
  })

  it('an expired session is dropped: a reload after its expiry asks again', async () => {
    const page = await open('?preset=siwx')
    await page.clock.install()
    await connectDevWallet(page, 'Ethereum (EVM)')
    await signView(page).waitFor()
    await signIn(page)
    const [session] = await storedSessions(page)
    expect(Date.parse(session!.data.expirationTime!)).toBeGreaterThan(Date.now())
    await page.clock.setSystemTime(Date.parse(session!.data.expirationTime!) + 60_000)
    await page.reload()
    await signView(page).waitFor()
    expect(await page.getByTestId('siwx').textContent()).toBe('not signed in')
    expect(await storedSessions(page)).toEqual([])
  })

  it('required: the sign view cannot be closed, and Cancel disconnects and offers Connect again', async () => {
    const page = await open('?preset=siwx-required')
    await connectDevWallet(page, 'Ethereum (EVM)')
    await signView(page).waitFor()
    expect(await modal(page).getByRole('button', { name: 'Close' }).count()).toBe(0)
    await page.keyboard.press('Escape')
    await page.mouse.click(5, 5)
    await expect.poll(() => signView(page).count()).toBe(1)
    await modal(page).getByRole('button', { name: 'Cancel' }).click()
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('disconnected')
    await modal(page).getByRole('heading', { name: 'Connect Wallet' }).waitFor()
    expect(await page.getByRole('button', { name: 'Connect Wallet' }).count()).toBeGreaterThan(0)
  })

  it('not required: Cancel closes and the wallet stays connected', async () => {
    const page = await open('?preset=siwx')
    await connectDevWallet(page, 'Ethereum (EVM)')
    await signView(page).waitFor()
    await modal(page).getByRole('button', { name: 'Cancel' }).click()
    await expect.poll(() => modal(page).count()).toBe(0)
    expect(await page.getByTestId('status').textContent()).toBe('connected')
    expect(await page.getByTestId('siwx').textContent()).toBe('not signed in')
  })

  it('a reload keeps the session; another account is asked again, the first one is not', async () => {
    const page = await open('?preset=siwx')
    await connectDevWallet(page, 'Ethereum (EVM)')
    await signView(page).waitFor()
    await signIn(page)

    await page.reload()
    await expect.poll(() => page.getByTestId('siwx').textContent()).toBe('signed in')
    expect(await modal(page).count()).toBe(0)

    // The wallet moves to its second account: no session there, so the sign view asks.
    await page.evaluate(() =>
      (window as unknown as { foyerDevWallet: { switchAccount(i: number): void } }).foyerDevWallet.switchAccount(1),
    )
    await signView(page).waitFor()
    expect(await page.getByTestId('siwx').textContent()).toBe('not signed in')
    await page.keyboard.press('Escape')
    await expect.poll(() => modal(page).count()).toBe(0)

    // Back to the first account: its session is still valid, nothing is asked.
    await page.evaluate(() =>
      (window as unknown as { foyerDevWallet: { switchAccount(i: number): void } }).foyerDevWallet.switchAccount(0),
    )
    await expect.poll(() => page.getByTestId('siwx').textContent()).toBe('signed in')
    expect(await modal(page).count()).toBe(0)
    expect(await walletPanel(page).count()).toBe(0)
  })

  it('a session edited in storage is not accepted: it is dropped and the sign view asks again', async () => {
    const page = await open('?preset=siwx')
    await connectDevWallet(page, 'Ethereum (EVM)')
    await signView(page).waitFor()
    await signIn(page)
    // Stretch the expiry in both the fields and the text: the signature no longer matches the text.
    await page.evaluate((key) => {
      const sessions = JSON.parse(localStorage.getItem(key)!) as StoredSession[]
      const s = sessions[0]!
      const later = '2099-01-01T00:00:00.000Z'
      s.message = s.message.replace(/Expiration Time: .*/, `Expiration Time: ${later}`)
      s.data.expirationTime = later
      localStorage.setItem(key, JSON.stringify(sessions))
    }, SESSIONS_KEY)
    await page.reload()
    await signView(page).waitFor()
    expect(await page.getByTestId('siwx').textContent()).toBe('not signed in')
    expect(await storedSessions(page)).toEqual([])
  })

  it('disconnecting signs out: connecting again asks again', async () => {
    const page = await open('?preset=siwx')
    await connectDevWallet(page, 'Ethereum (EVM)')
    await signView(page).waitFor()
    await signIn(page)
    await page.getByRole('button', { name: /^Open account/ }).click()
    await modal(page).getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('disconnected')
    expect(await storedSessions(page)).toEqual([])
    await connectDevWallet(page, 'Ethereum (EVM)')
    await signView(page).waitFor()
    expect(await page.getByTestId('siwx').textContent()).toBe('not signed in')
  })
})
