// ?preset=login, social login through the wallet frame in real Chromium, against the devnet's OpenID provider
// (oidc-provider on 127.0.0.1:8796) standing in for each of the spec's providers: the person clicks "Continue with …",
// a popup opens on the provider's login page, they log in there, the popup closes by itself, the frame claims the
// login (its claim secret, PKCE and state checked by the server), shows the new wallet's recovery code, and the page
// is connected with the provider recorded. The same social user on a new browser gets the same wallet back with the
// recovery code; a popup the person closes leaves the view saying so, and nothing connected.
import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { modal } from './support/demo.js'
import { FRAME, answerFrameRecovery, useLoginBrowser } from './support/login.js'

const PROVIDERS = [
  { id: 'google', label: 'Google', more: false },
  { id: 'x', label: 'X', more: false },
  { id: 'discord', label: 'Discord', more: false },
  { id: 'github', label: 'GitHub', more: true },
  { id: 'apple', label: 'Apple', more: true },
  { id: 'facebook', label: 'Facebook', more: true },
] as const
type Provider = (typeof PROVIDERS)[number]

/** The same username at every provider: each (provider, subject) is a user of its own, so a wallet of its own. */
const USERNAME = `ada${Date.now()}`

/** Opens the Connect view, clicks "Continue with <provider>" and returns the popup it opened, on the provider's page. */
async function openProviderPopup(page: Page, provider: Provider): Promise<Page> {
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  const socials = modal(page).getByRole('group', { name: 'Log in with' })
  await socials.getByRole('button', { name: 'Continue with Google' }).waitFor()
  if (provider.more) await socials.getByRole('button', { name: 'More options' }).click()
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    socials.getByRole('button', { name: `Continue with ${provider.label}` }).click(),
  ])
  await popup.waitForURL((url) => url.origin === inject('oidcUrl'), { timeout: 30_000 })
  await popup.getByRole('heading', { name: `Log in to ${provider.id} (dev)` }).waitFor({ timeout: 30_000 })
  // While the popup is up, the modal says where to go.
  expect(
    await modal(page)
      .getByRole('heading', { name: `Continue in the ${provider.label} window.` })
      .count(),
  ).toBe(1)
  return popup
}

/** Logs in at the provider as `username`; the popup closes by itself, then the frame's recovery screen is answered. */
async function logIn(page: Page, provider: Provider, username: string, recovery?: string) {
  const popup = await openProviderPopup(page, provider)
  const closed = popup.waitForEvent('close', { timeout: 30_000 })
  // What the popup went through, for the failure message.
  const visited: string[] = []
  popup.on('framenavigated', (f) => visited.push(f.url()))
  popup.on('console', (m) => visited.push(`console: ${m.text()}`))
  await popup.getByRole('textbox', { name: 'Username' }).fill(username)
  await popup.getByRole('button', { name: 'Continue' }).click()
  await closed
  // The frame's recovery screen next; an error the modal shows instead fails here, with its text.
  const prompt = page
    .frameLocator(FRAME)
    .locator(recovery === undefined ? 'output.secret' : 'input')
    .first()
  await expect
    .poll(
      async () =>
        (await prompt.isVisible())
          ? 'the frame asks'
          : (await modal(page).getByRole('alert').allTextContents()).join(' ') ||
            `waiting (the popup went through: ${visited.join(' | ')})`,
      { timeout: 60_000 },
    )
    .toBe('the frame asks')
  return answerFrameRecovery(page, recovery)
}

describe('login preset: social login through the wallet frame and the dev OpenID provider', () => {
  const { open: openQuery } = useLoginBrowser()
  /** A new browser context: storage of its own, as a new browser or device. */
  const open = () => openQuery('?preset=login')

  const wallets = new Map<string, { evm: string; recoveryCode: string }>()

  it.each(PROVIDERS)(
    'logs in with $label in its popup and connects a wallet of its own',
    async (provider) => {
      const page = await open()
      const { recoveryCode } = await logIn(page, provider, USERNAME)
      expect(await page.getByTestId('login').textContent()).toBe(provider.id)
      const evm = (await page.getByTestId('address').textContent())!.trim()
      expect(evm).toMatch(/^0x[0-9a-fA-F]{40}$/)
      // One user per (provider, subject): the same username at another provider is another wallet.
      expect([...wallets.values()].map((w) => w.evm)).not.toContain(evm)
      wallets.set(provider.id, { evm, recoveryCode: recoveryCode! })
      // The modal closed on connecting.
      expect(await modal(page).count()).toBe(0)
    },
    120_000,
  )

  it('gives the same Google user the same wallet on a new browser, with the recovery code', async () => {
    const first = wallets.get('google')
    expect(first, 'the Google login above must have passed').toBeDefined()
    const page = await open()
    await logIn(page, PROVIDERS[0], USERNAME, first!.recoveryCode)
    expect((await page.getByTestId('address').textContent())!.trim()).toBe(first!.evm)
    expect(await page.getByTestId('login').textContent()).toBe('google')
    await page.getByRole('button', { name: 'Open modal' }).click()
    await modal(page).getByRole('button', { name: 'Account settings' }).click()
    await expect.poll(() => modal(page).innerText()).toContain(`Logged in as ${USERNAME.toLowerCase()}@dev.foyer.test`)
  }, 120_000)

  it('says so when the person closes the popup, and connects nothing', async () => {
    const page = await open()
    const popup = await openProviderPopup(page, PROVIDERS[0])
    await popup.close()
    const alert = modal(page).getByRole('alert')
    await expect
      .poll(() => alert.textContent(), { timeout: 30_000 })
      .toBe('The Google window was closed before the login finished.')
    expect(await modal(page).getByRole('button', { name: 'Try again' }).count()).toBe(1)
    expect(await page.getByTestId('status').textContent()).toBe('disconnected')
    expect(await page.getByTestId('login').count()).toBe(0)
  }, 60_000)
})
