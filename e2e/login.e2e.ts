// ?preset=login (the host passes auth: createEmbeddedWallet(…)) in real Chromium. What runs without the wallet frame:
// the Connect view's login part — email field, socials in the spec's order with the rest behind More options, the
// wallet list after them, the embedded wallet not listed as a wallet — keyboard reachable, and axe finds nothing.
// Then the login as a person meets it, through the wallet frame the demo's server serves on http://localhost:8793:
// email → the 6-digit code from the dev mailbox → connected on EVM and Solana (the recovery code shown in the frame
// once); personal_sign approved and rejected in the frame over ApproveTransaction, a forbidden call refused; sign out;
// a new browser (context) logs in with the same email and the recovery code → the same wallet.
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, FrameLocator, Page } from 'playwright-core'
import { assertOnlyLoopback, openPage, pageErrors } from './browser.js'
import { createPublicClient, http, parseAbi, recoverMessageAddress } from 'viem'
import { axeViolations } from './support/axe.js'
import { modal, useBrowser } from './support/demo.js'
import { answerFrameRecovery, launchAsShipped } from './support/login.js'

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

const MESSAGE = 'Hello from the Foyer laboratory'

/** The devnet's SimpleAccountFactory v0.8 (apps/demo/foyer.config.ts): the smart account's address for an owner. */
function smartAccountOf(owner: `0x${string}`): Promise<string> {
  return createPublicClient({ transport: http(inject('rpcUrl')) }).readContract({
    address: '0x13E9ed32155810FDbd067D4522C492D6f68E5944',
    abi: parseAbi(['function getAddress(address owner, uint256 salt) view returns (address)']),
    functionName: 'getAddress',
    args: [owner, 0n],
  })
}

/** The newest 6-digit code the dev mail server received for `email` (after `since`, an ISO time). */
async function codeFromMailbox(email: string, since: string): Promise<string> {
  let code = ''
  await expect
    .poll(
      async () => {
        const response = await fetch(`${inject('mailboxUrl')}/messages?to=${encodeURIComponent(email)}`)
        const { messages } = (await response.json()) as { messages: { text: string; date: string }[] }
        const fresh = messages.find((m) => m.date >= since)
        code = fresh?.text.match(/\b(\d{6})\b/)?.[1] ?? ''
        return code
      },
      { timeout: 30_000 },
    )
    .toMatch(/^\d{6}$/)
  return code
}

/** Email → code → connected. `recovery`: the code to type when the frame asks for it (a new browser). */
async function logIn(
  page: Page,
  email: string,
  recovery?: string,
): Promise<{ frame: FrameLocator; recoveryCode?: string }> {
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  const dialog = modal(page)
  const since = new Date(Date.now() - 1000).toISOString()
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
  // EmailVerifyOtp: the code the dev mail server got, typed as the person would.
  // (polled on the modal's text, so a refusal shown instead is in the failure message)
  await expect
    .poll(() => dialog.innerText(), { timeout: 30_000 })
    .toContain(`Enter the 6-digit code we sent to ${email}.`)
  const code = await codeFromMailbox(email, since)
  await dialog.getByRole('textbox', { name: 'Code' }).fill(code)
  return answerFrameRecovery(page, recovery)
}

/** The embedded wallet's Solana account, asked of its Wallet Standard wallet the way a dapp would. */
function solanaAddress(page: Page): Promise<string> {
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

/** Asks the embedded wallet's EIP-1193 provider (found over EIP-6963) directly; resolves to the result or the error. */
function requestEmbedded(
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

describe('login preset: email login through the wallet frame', () => {
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
  const open = async (query: string) => {
    const page = await openPage(browser, `${inject('demoUrl')}/${query}`)
    pages.push(page)
    return page
  }
  const email = `ada-${Date.now()}@example.com`

  it('logs in by email, signs, refuses, signs out, and a new browser gets the same wallet back', async () => {
    // 1. Email → code from the dev mailbox → connected with an EVM and a Solana address.
    const page = await open('?preset=login')
    const { frame, recoveryCode } = await logIn(page, email)
    const evm = (await page.getByTestId('address').textContent())!.trim()
    expect(evm).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(await page.getByTestId('wallet').textContent()).toMatch(/Foyer Embedded Wallet|Email/)
    const solana = await solanaAddress(page)
    expect(solana).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)

    // 3. personal_sign from the page's control: the frame's approval over ApproveTransaction shows the text.
    await page.getByRole('button', { name: 'Sign a message' }).click()
    await modal(page).getByText('Review the request in the panel below.').waitFor({ timeout: 30_000 })
    await frame.getByRole('dialog', { name: 'Sign message' }).waitFor()
    expect(await frame.getByText(MESSAGE).count()).toBe(1)
    await frame.getByRole('button', { name: 'Approve' }).click()
    const result = page.getByRole('region', { name: 'Try it' }).getByRole('status')
    await expect.poll(() => result.textContent(), { timeout: 30_000 }).toMatch(/^Sign message: 0x[0-9a-f]{130}$/)
    const signature = (await result.textContent())!.replace('Sign message: ', '') as `0x${string}`
    // The connected address is the smart account (the default where a bundler is configured, as on the devnet).
    // SimpleAccount has no ERC-1271, so the wallet signs with its owner EOA: the signer is the key whose smart account
    // (the factory's CREATE2 address for it) is the connected one.
    const signer = await recoverMessageAddress({ message: MESSAGE, signature })
    expect(await smartAccountOf(signer)).toBe(evm)

    // Reject: the page gets the user-rejected error, 4001.
    const rejected = requestEmbedded(page, 'personal_sign', ['0x' + Buffer.from('Reject me').toString('hex'), evm])
    await frame.getByRole('dialog', { name: 'Sign message' }).waitFor({ timeout: 30_000 })
    expect(await frame.getByText('Reject me').count()).toBe(1)
    await frame.getByRole('button', { name: 'Reject' }).click()
    expect(await rejected).toEqual({ code: 4001, message: 'User rejected the request.' })

    // A forbidden method is refused without a screen: the page shows the spec's UI text, the provider's error its own.
    // The modal closes after the answer: a click during its closing animation would land on the inert page.
    await modal(page).waitFor({ state: 'hidden', timeout: 10_000 })
    // One click in about three, right after the modal closed, changed nothing on the page (checked after the failure:
    // the button was enabled and on top at its centre). Not understood yet, so the click is retried rather than the
    // step dropped; a person clicks hundreds of milliseconds later.
    await expect(async () => {
      await page.getByRole('button', { name: 'Try a forbidden call' }).click()
      await expect.poll(() => result.textContent(), { timeout: 3_000 }).toBe('eth_sign failed: Action not allowed')
    }).toPass({ timeout: 30_000 })
    expect(await requestEmbedded(page, 'eth_sign', [evm, '0x00'])).toMatchObject({
      code: 4200,
      message: 'Requested RPC call is not allowed',
    })

    // 4. Sign out: Account → Account settings → Sign out → disconnected.
    await page.getByRole('button', { name: 'Open modal' }).click()
    await modal(page).getByRole('button', { name: 'Account settings' }).click()
    await modal(page).getByRole('button', { name: 'Sign out' }).click()
    await expect.poll(() => page.getByTestId('status').textContent(), { timeout: 30_000 }).toBe('disconnected')

    // A new browser (its own storage): the same email and the recovery code give the same EVM address back.
    const second = await open('?preset=login')
    await logIn(second, email, recoveryCode!)
    expect((await second.getByTestId('address').textContent())!.trim()).toBe(evm)
    expect(await solanaAddress(second)).toBe(solana)
  }, 300_000)
})
