// What the login specs share (e2e/login*.e2e.ts): Chromium with third-party storage partitioning on, as it ships, one
// browser context per page with the loopback and page-error checks after each test, the email login with the code from
// the dev mailbox, the wallet frame's recovery-code screens as a person answers them, and the embedded wallet asked
// directly the way a dapp would (EIP-6963 provider, Wallet Standard wallet).
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest'
import type { Browser, FrameLocator, Page } from 'playwright-core'
import { createPublicClient, http, parseAbi, type Address } from 'viem'
import { CHROMIUM_ARGS, assertOnlyLoopback, launchBrowser, openPage, pageErrors } from '../browser.js'
import { modal } from './demo.js'

/** The embedded wallet's frame, served by the demo's @foyer/server on its own origin. */
export const FRAME = 'iframe[src^="http://localhost:8793"]'

/**
 * Chromium as it ships: Playwright turns ThirdPartyStoragePartitioning off, and without it the wallet frame (a site of
 * its own inside the demo) is refused IndexedDB, so a login lasts only while the page is open (frame-storage.ts;
 * e2e/login.e2e.ts has that case). Re-enabled, as the frame's own browser test does
 * (packages/server/src/wallet-frame/wallet-frame.browser.test.ts), for the specs in which the frame must remember.
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
): Promise<{ frame: FrameLocator; recoveryCode?: string; recoveryText?: string }> {
  const frame = page.frameLocator(FRAME)
  let recoveryCode: string | undefined
  let recoveryText: string | undefined
  if (recovery === undefined) {
    const secret = frame.locator('output.secret')
    await secret.waitFor({ timeout: 60_000 })
    recoveryCode = (await secret.textContent())!
    recoveryText = await frame.getByRole('dialog', { name: 'Save your recovery code' }).innerText()
    expect(recoveryCode).toMatch(/^([0-9A-Z]{4}-){7}[0-9A-Z]{4}$/)
    await frame.getByRole('button', { name: 'I saved it' }).click()
  } else {
    await frame.getByRole('dialog', { name: 'Enter your recovery code' }).waitFor({ timeout: 60_000 })
    await frame.getByRole('textbox', { name: 'Recovery code' }).fill(recovery)
    await frame.getByRole('button', { name: 'Continue', exact: true }).click()
  }
  await expect.poll(() => page.getByTestId('status').textContent(), { timeout: 60_000 }).toBe('connected')
  return { frame, ...(recoveryCode ? { recoveryCode, recoveryText } : {}) }
}

/**
 * For a describe block: one Chromium as it ships for the block, `open(query)` a demo page in a context of its own (a
 * new browser or device: storage of its own); after each test every page opened made only loopback requests and threw
 * nothing, and its context is closed.
 */
export function useLoginBrowser(): { open(query?: string): Promise<Page> } {
  let browser: Browser
  let pages: Page[] = []
  beforeAll(async () => {
    browser = await launchAsShipped()
  })
  afterAll(async () => {
    await browser?.close()
  })
  afterEach(async () => {
    for (const page of pages) {
      assertOnlyLoopback(page)
      expect(pageErrors(page).filter((e) => e.startsWith('pageerror'))).toEqual([])
      await page.context().close()
    }
    pages = []
  })
  return {
    async open(query = '?preset=login') {
      const page = await openPage(browser, `${inject('demoUrl')}/${query}`)
      pages.push(page)
      return page
    },
  }
}

/** The newest 6-digit code the dev mail server received for `email` (after `since`, an ISO time). */
export async function codeFromMailbox(email: string, since: string): Promise<string> {
  let code = ''
  await expect
    .poll(
      async () => {
        const response = await fetch(`${inject('mailboxUrl')}/messages?to=${encodeURIComponent(email)}`)
        const { messages } = (await response.json()) as { messages: { text: string; date: string }[] }
        code = messages.find((m) => m.date >= since)?.text.match(/\b(\d{6})\b/)?.[1] ?? ''
        return code
      },
      { timeout: 30_000 },
    )
    .toMatch(/^\d{6}$/)
  return code
}

/**
 * Connect Wallet → email → the code from the dev mailbox, typed as a person would → the frame's recovery screen
 * (`recovery`: the code to type on a new browser) → connected.
 */
export async function logInByEmail(
  page: Page,
  email: string,
  recovery?: string,
): Promise<{ frame: FrameLocator; recoveryCode?: string; recoveryText?: string }> {
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  const dialog = modal(page)
  const since = new Date(Date.now() - 1000).toISOString()
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
  // Polled on the modal's text, so a refusal shown instead is in the failure message.
  await expect
    .poll(() => dialog.innerText(), { timeout: 30_000 })
    .toContain(`Enter the 6-digit code we sent to ${email}.`)
  await dialog.getByRole('textbox', { name: 'Code' }).fill(await codeFromMailbox(email, since))
  return answerFrameRecovery(page, recovery)
}

/** Asks the embedded wallet's EIP-1193 provider (found over EIP-6963) as a dapp would; the result or the error. */
export function requestEmbedded(
  page: Page,
  method: string,
  params: unknown[],
): Promise<{ result?: unknown; code?: number; message?: string }> {
  return page.evaluate(
    async ({ method, params }) => {
      const providers: { info: { name: string }; provider: { request: (a: unknown) => Promise<unknown> } }[] = []
      const onAnnounce = (e: Event) => providers.push((e as CustomEvent).detail)
      window.addEventListener('eip6963:announceProvider', onAnnounce)
      window.dispatchEvent(new Event('eip6963:requestProvider'))
      window.removeEventListener('eip6963:announceProvider', onAnnounce)
      const embedded = providers.find((p) => p.info.name === 'Foyer Embedded Wallet')
      if (!embedded) return { message: 'no Foyer Embedded Wallet announced' }
      try {
        return { result: await embedded.provider.request({ method, params }) }
      } catch (error) {
        const e = error as { code?: number; message?: string }
        return { code: e.code, message: e.message }
      }
    },
    { method, params },
  )
}

/** The embedded wallet's Solana account, asked of its Wallet Standard wallet the way a dapp would. */
export function embeddedSolanaAddress(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const wallets: {
      name: string
      features: Record<string, { connect?: () => Promise<{ accounts: { address: string }[] }> }>
    }[] = []
    window.dispatchEvent(
      new CustomEvent('wallet-standard:app-ready', {
        detail: { register: (w: (typeof wallets)[number]) => wallets.push(w) },
      }),
    )
    const wallet = wallets.find((w) => w.name === 'Foyer Embedded Wallet')
    if (!wallet) return 'no Foyer Embedded Wallet registered'
    const { accounts } = await wallet.features['standard:connect']!.connect!()
    return accounts[0]?.address ?? 'no account'
  })
}

/** The devnet's SimpleAccountFactory v0.8 (apps/demo/foyer.config.ts names it for the wallet frame). */
export const SIMPLE_ACCOUNT_FACTORY = '0x13E9ed32155810FDbd067D4522C492D6f68E5944'

/** The smart account's (counterfactual) address for an owner, read from the factory on the devnet's anvil. */
export function smartAccountOf(owner: Address): Promise<Address> {
  return createPublicClient({ transport: http(inject('rpcUrl')) }).readContract({
    address: SIMPLE_ACCOUNT_FACTORY,
    abi: parseAbi(['function getAddress(address owner, uint256 salt) view returns (address)']),
    functionName: 'getAddress',
    args: [owner, 0n],
  })
}
