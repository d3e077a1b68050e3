// ?preset=login (the host passes auth: createEmbeddedWallet(…)) in real Chromium. What runs without the wallet frame:
// the Connect view's login part — email field, socials in the spec's order with the rest behind More options, the
// wallet list after them, the embedded wallet not listed as a wallet — keyboard reachable, and axe finds nothing.
// The login itself (code from the dev mailbox, ApproveTransaction, sign out and back) needs the frame on
// http://localhost:8793, which is not served yet: those steps are not written here.
import { describe, expect, it } from 'vitest'
import { axeViolations } from './support/axe.js'
import { modal, useBrowser } from './support/demo.js'

const { open } = useBrowser()

describe('login preset: the Connect view', () => {
  it('offers email, then socials, then wallets, and passes axe', async () => {
    const page = await open('?preset=login')
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
    const dialog = modal(page)
    const email = dialog.getByRole('textbox', { name: 'Email' })
    await email.waitFor()
    const socials = dialog.getByRole('group', { name: 'Log in with' })
    await expect
      .poll(() => socials.getByRole('button', { name: /^Continue with / }).allTextContents())
      .toEqual(['Continue with Google', 'Continue with X', 'Continue with Discord'])
    await dialog.getByRole('button', { name: 'Foyer Dev Wallet' }).waitFor()
    // Email first, socials next, the wallet list last (connectMethodsOrder's default).
    const tops = await Promise.all(
      [email, socials, dialog.getByRole('button', { name: 'Foyer Dev Wallet' })].map(
        async (l) => (await l.boundingBox())!.y,
      ),
    )
    expect([...tops].sort((a, b) => a - b)).toEqual(tops)
    // The embedded wallet reaches the adapters as an EIP-6963 provider and a Wallet Standard wallet, never as a row.
    expect(await dialog.getByRole('button', { name: /Foyer Embedded Wallet/ }).count()).toBe(0)
    await socials.getByRole('button', { name: 'More options' }).click()
    await expect
      .poll(() => socials.getByRole('button', { name: /^Continue with / }).allTextContents())
      .toEqual([
        'Continue with Google',
        'Continue with X',
        'Continue with Discord',
        'Continue with Farcaster',
        'Continue with GitHub',
        'Continue with Apple',
        'Continue with Facebook',
      ])
    // A malformed address is refused on the field, before anything is sent.
    await email.fill('ada@')
    await email.press('Enter')
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe('Enter an email address like name@example.com.')
    expect(await axeViolations(page)).toEqual([])
  })
})
