// What the login specs share (e2e/login.e2e.ts, e2e/login-social.e2e.ts): Chromium with third-party storage
// partitioning on, as it ships, and the wallet frame's recovery-code screens as a person answers them.
import { expect } from 'vitest'
import type { Browser, FrameLocator, Page } from 'playwright-core'
import { CHROMIUM_ARGS, launchBrowser } from '../browser.js'

/** The embedded wallet's frame, served by the demo's @foyer/server on its own origin. */
export const FRAME = 'iframe[src^="http://localhost:8793"]'

/**
 * Chromium as it ships: Playwright turns ThirdPartyStoragePartitioning off, and without it the wallet frame (a site of
 * its own inside the demo) is refused IndexedDB — "The user denied permission to access the database." on the email
 * field. Re-enabled as the frame's own browser test does (packages/server/src/wallet-frame/wallet-frame.browser.test.ts).
 */
export async function launchAsShipped(): Promise<Browser> {
  const probe = await launchBrowser()
  let disabled: string
  try {
    const page = await probe.newPage()
    await page.goto('chrome://version')
    disabled = /--disable-features=\S+/.exec((await page.textContent('body')) ?? '')![0]
  } finally {
    await probe.close()
  }
  return launchBrowser({
    ignoreDefaultArgs: [disabled],
    args: [...CHROMIUM_ARGS, disabled.replace('ThirdPartyStoragePartitioning,', '')],
  })
}

/**
 * After the login answered, in the frame: a first login shows the new wallet's recovery code once (read, then "I saved
 * it"); a new browser asks for it (`recovery`). Resolves when the page says connected, with the code shown, if any.
 */
export async function answerFrameRecovery(
  page: Page,
  recovery?: string,
): Promise<{ frame: FrameLocator; recoveryCode?: string }> {
  const frame = page.frameLocator(FRAME)
  let recoveryCode: string | undefined
  if (recovery === undefined) {
    const secret = frame.locator('output.secret')
    await secret.waitFor({ timeout: 60_000 })
    recoveryCode = (await secret.textContent())!
    expect(recoveryCode).toMatch(/^([0-9A-Z]{4}-){7}[0-9A-Z]{4}$/)
    await frame.getByRole('button', { name: 'I saved it' }).click()
  } else {
    await frame.getByRole('dialog', { name: 'Enter your recovery code' }).waitFor({ timeout: 60_000 })
    await frame.getByRole('textbox', { name: 'Recovery code' }).fill(recovery)
    await frame.getByRole('button', { name: 'Continue', exact: true }).click()
  }
  await expect.poll(() => page.getByTestId('status').textContent(), { timeout: 60_000 }).toBe('connected')
  return { frame, ...(recoveryCode ? { recoveryCode } : {}) }
}
