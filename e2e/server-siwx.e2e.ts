// Sign-in kept by @foyer/server (createServerSiwx, ?preset=siwx-server) as the app's own backend sees it: the example
// host backend (apps/demo/host-backend, 127.0.0.1:8791) asks @foyer/server/verify about the session cookie the server
// set, and the page shows its answer. Signed in, it names the address; signed out or revoked, it says why not.
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { formatSessionRevokeMessage } from '../packages/core/src/siwx/server-siwx.js'
import { devAccount } from '../packages/dev-wallet/src/dev-keys.js'
import { axeViolations } from './support/axe.js'
import { DEV_ACCOUNT_0, approveInWallet, connectDevWallet, modal, useBrowser } from './support/demo.js'

const { open } = useBrowser()
const PROJECT = 'foyer-dev'

const signView = (page: Page) => modal(page).getByRole('heading', { name: 'Sign in to Foyer laboratory' })
const hostAnswer = (page: Page) => page.getByTestId('host-profile')

async function signInInModal(page: Page): Promise<void> {
  await signView(page).waitFor()
  await modal(page).getByRole('button', { name: 'Sign', exact: true }).click()
  await approveInWallet(page)
  await signedIn(page)
}

async function signedIn(page: Page): Promise<void> {
  // The server verifies the signature against the chain (viem on anvil) and stores the session: more than the
  // in-page check of the browser-kept sign-in takes on a busy machine. A refusal would show in the sign view.
  await expect
    .poll(
      async () => {
        const alert = modal(page).getByRole('alert')
        if (await alert.count()) return `alert: ${await alert.first().textContent()}`
        return page.getByTestId('siwx').textContent()
      },
      { timeout: 15_000 },
    )
    .toBe('signed in')
  await expect.poll(() => modal(page).count(), { timeout: 5_000 }).toBe(0)
}

/** Clicks "Who am I?" and waits for the host backend's answer. */
async function whoAmI(page: Page): Promise<string> {
  const before = Number(await hostAnswer(page).getAttribute('data-answers'))
  await page.getByRole('button', { name: 'Who am I?' }).click()
  await expect
    .poll(async () => Number(await hostAnswer(page).getAttribute('data-answers')), { timeout: 10_000 })
    .toBe(before + 1)
  return (await hostAnswer(page).textContent())!
}

const sessionCookie = async (context: BrowserContext) =>
  (await context.cookies('http://127.0.0.1:8788')).find((cookie) => cookie.name === 'foyer_session')

describe('sign-in kept by the server, seen by the host backend', () => {
  it('the host backend names the signed-in address; after Sign out and after a revoke it says why not', async () => {
    const apiUrl = inject('apiUrl')
    const hostBackendUrl = inject('hostBackendUrl')
    expect(hostBackendUrl, 'the host backend needs PostgreSQL (apt-get install postgresql)').toBe(
      'http://127.0.0.1:8791',
    )
    const page = await open('?preset=siwx-server')
    expect(await whoAmI(page)).toBe('Refused (401, missing): No session: sign in first')

    await connectDevWallet(page, 'Ethereum (EVM)')
    await signInInModal(page)
    expect(await page.getByTestId('siwx-account').textContent()).toBe(`eip155:31337:${DEV_ACCOUNT_0}`)
    // The session is the server's httpOnly cookie, on its host (127.0.0.1), not in the page's storage.
    const cookie = await sessionCookie(page.context())
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', domain: '127.0.0.1' })
    expect(await page.evaluate(() => document.cookie)).not.toContain('foyer_session')
    expect(await whoAmI(page)).toBe(`Signed in as eip155:31337:${DEV_ACCOUNT_0}`)
    // The page's Host backend panel with its answer: a labelled region, a named button, a status line.
    expect(await axeViolations(page)).toEqual([])

    // Sign out: the server ends the session and clears the cookie. The page's backend then has no cookie, and the
    // token it had (kept here as a bearer) names a session that is over.
    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect.poll(() => page.getByTestId('siwx').textContent(), { timeout: 10_000 }).toBe('not signed in')
    expect(await whoAmI(page)).toBe('Refused (401, missing): No session: sign in first')
    const old = await fetch(`${hostBackendUrl}/api/profile`, {
      headers: { authorization: `Bearer ${cookie!.value}` },
    })
    expect(old.status).toBe(401)
    expect(await old.json()).toMatchObject({ reason: 'revoked' })

    // Signed in again, the session is revoked by the address's signature of the revoke text, as another device of
    // the same person would: the cookie stays in this browser, and the host backend refuses it as revoked.
    // The page's own Sign in button asks the wallet at once (no sign view).
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await approveInWallet(page)
    await signedIn(page)
    expect(await whoAmI(page)).toBe(`Signed in as eip155:31337:${DEV_ACCOUNT_0}`)
    const me = await page.evaluate(
      async ([url, project]) =>
        (await fetch(`${url}/v1/auth/me?projectId=${project}`, { credentials: 'include' })).json(),
      [apiUrl, PROJECT] as const,
    )
    expect(me).toMatchObject({ address: DEV_ACCOUNT_0, chainId: 'eip155:31337' })
    const signature = await devAccount(0).signMessage({ message: formatSessionRevokeMessage(me.pci) })
    const revoke = await fetch(`${apiUrl}/v1/sessions/${DEV_ACCOUNT_0}/revoke?projectId=${PROJECT}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pci: me.pci, signature }),
    })
    expect(revoke.status).toBe(200)
    expect(await sessionCookie(page.context())).toBeDefined()
    expect(await whoAmI(page)).toBe('Refused (401, revoked): The session was signed out or revoked')
  })
})
