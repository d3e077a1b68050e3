// Names over the demo's own @foyer/server: a name registered from the Account view (the dev wallet signs the
// registration message; a first refusal shows 'Signature declined'), shown in the header and the account button, then
// seen from a second browser context through the server — identity for that address, and Send resolving the name.
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { axeViolations } from './support/axe.js'
import { approveInWallet, connectDevWallet, modal, rejectInWallet, useBrowser } from './support/demo.js'

const { open } = useBrowser()
/** Dev account #8: no ENS name, and no other spec sends from it. */
const ACCOUNT = 8

/** Where the test is, in its output: a timeout then says which step it was in. */
const step = (what: string) => console.log(`[names.e2e ${new Date().toISOString()}] ${what}`)

async function openAccountAs(page: Page, index: number): Promise<void> {
  await page.evaluate(
    (i) =>
      (window as unknown as { foyerDevWallet: { switchAccount(i: number): void } }).foyerDevWallet.switchAccount(i),
    index,
  )
  await connectDevWallet(page)
  await page.getByRole('button', { name: /^Open account/ }).click()
  await expect.poll(() => modal(page).getByRole('button', { name: 'Disconnect' }).count()).toBe(1)
}

describe('names', () => {
  it('registers a name in the modal, shows it in the header, and another browser sees it through the server', async () => {
    const label = `e2e${Date.now().toString(36)}`
    const name = `${label}.reown.id`
    const page = await open()
    await openAccountAs(page, ACCOUNT)
    const address = (await page.getByTestId('address').textContent()) ?? ''
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

    step('choose a name')
    const entry = modal(page).getByRole('button', { name: 'Choose a name' })
    await entry.waitFor({ timeout: 15_000 })
    await entry.click()
    await modal(page).getByLabel('Name').fill(label)
    const status = modal(page).getByTestId('foyer-name-status')
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toBe(`${name} is available`)
    expect(await axeViolations(page)).toEqual([])

    step('register, refused')
    // Refused once in the wallet: the spec's text, and nothing registered.
    await modal(page).getByRole('button', { name: 'Register' }).click()
    await rejectInWallet(page)
    await expect.poll(() => modal(page).getByRole('alert').textContent()).toBe('Signature declined')

    step('register, approved')
    await modal(page).getByRole('button', { name: 'Register' }).click()
    await approveInWallet(page)
    await expect
      .poll(() => modal(page).getByTestId('foyer-name-registered').textContent(), { timeout: 15_000 })
      .toBe(`${name} is yours`)
    step('done: header')
    await modal(page).getByRole('button', { name: 'Done' }).click()
    await expect.poll(() => modal(page).locator('.foyer-profile-name').textContent(), { timeout: 15_000 }).toBe(name)
    expect(await modal(page).getByRole('button', { name: 'Choose a name' }).count()).toBe(0)
    await expect.poll(() => page.getByRole('button', { name: /^Open account/ }).textContent()).toContain(name)

    step('identity')
    // The server's identity for the address now answers the name (its 5-minute cache was dropped on registration).
    const identityUrl = new URL(`v1/identity/${address}`, `${inject('apiUrl')}/`)
    identityUrl.searchParams.set('projectId', 'foyer-dev')
    expect(await (await fetch(identityUrl)).json()).toEqual({ name, avatar: null })

    step('second context')
    // Another browser context (another person, dev account #0): Send to the name resolves to the address.
    const other = await open()
    await openAccountAs(other, 0)
    await modal(other).getByRole('group', { name: 'Wallet actions' }).getByRole('button', { name: 'Send' }).click()
    await modal(other).getByLabel('Amount').fill('0.01')
    await modal(other).getByLabel('Recipient address').fill(name)
    await expect
      .poll(() => modal(other).getByTestId('foyer-recipient-name').textContent(), { timeout: 15_000 })
      .toBe(`${name}: ${address}`)
    step('review')
    await modal(other).getByRole('button', { name: 'Review' }).click()
    const recipient = modal(other).getByTestId('foyer-send-recipient')
    await expect.poll(() => recipient.textContent()).toContain(name)
    expect(await recipient.getAttribute('title')).toBe(address)
    // A name nobody holds is an error on the field.
    await modal(other).getByRole('button', { name: 'Edit' }).click()
    await modal(other).getByLabel('Recipient address').fill(`nobody${label}.reown.id`)
    await expect
      .poll(() => modal(other).getByText(`No address is registered for nobody${label}.reown.id`).count(), {
        timeout: 15_000,
      })
      .toBe(1)
  }, 180_000)
})
