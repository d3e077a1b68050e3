// What the browser specs share: open the demo guarded to loopback, find the modal and the dev wallet's approval panel
// the way a person would (roles and names), and read the chain directly to check what the page shows.
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest'
import type { Browser, Locator, Page } from 'playwright-core'
import { assertOnlyLoopback, launchBrowser, openPage, pageErrors } from '../browser.js'

export const DEV_WALLET = 'Foyer Dev Wallet'

/** One browser per spec file; every page it opened is checked for off-loopback requests and page errors after each test. */
export function useBrowser(): {
  browser: () => Browser
  open: (query?: string, options?: Parameters<typeof openPage>[2]) => Promise<Page>
} {
  let browser: Browser | undefined
  let pages: Page[] = []
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })
  afterEach(async () => {
    const opened = pages
    pages = []
    for (const page of opened) {
      assertOnlyLoopback(page)
      expect(pageErrors(page).filter((e) => e.startsWith('pageerror'))).toEqual([])
      await page.context().close()
    }
  })
  return {
    browser: () => browser!,
    async open(query = '', options) {
      const demoUrl = inject('demoUrl')
      if (!demoUrl) throw new Error('the demo is not served (apps/demo/vite.config.ts missing)')
      const page = await openPage(browser!, `${demoUrl}/${query}`, options)
      pages.push(page)
      return page
    },
  }
}

/** The Foyer modal (an aria-modal dialog inside Foyer's shadow root). */
export const modal = (page: Page): Locator => page.locator('[role="dialog"][aria-modal="true"]')

/** The dev wallet's approval card. */
export const walletPanel = (page: Page): Locator => page.getByRole('dialog', { name: 'Foyer Dev Wallet request' })

export async function approveInWallet(page: Page): Promise<void> {
  await walletPanel(page).getByRole('button', { name: 'Approve' }).click()
}

export async function rejectInWallet(page: Page): Promise<void> {
  await walletPanel(page).getByRole('button', { name: 'Reject' }).click()
}

/** The chain families the modal offers for a wallet on several chains (the dev wallet is on EVM and Solana). */
export type ChainChoice = 'Ethereum (EVM)' | 'Solana' | 'Bitcoin' | 'Both'

/** On the chain picker ("Select chain"), chooses `chain`; does nothing when the wallet connected without asking. */
export async function pickChain(page: Page, chain: ChainChoice = 'Ethereum (EVM)'): Promise<void> {
  const heading = modal(page).getByRole('heading', { name: 'Select chain' })
  await expect.poll(async () => (await heading.count()) > 0 || (await walletPanel(page).count()) > 0).toBe(true)
  if (await heading.count()) await modal(page).getByRole('button', { name: chain, exact: true }).click()
}

/** Opens the modal from the page's Connect Wallet button and connects the dev wallet on `chain`, approving in the wallet. */
export async function connectDevWallet(page: Page, chain: ChainChoice = 'Ethereum (EVM)'): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  await modal(page).getByRole('button', { name: DEV_WALLET }).click()
  await pickChain(page, chain)
  await approveInWallet(page)
  if (chain === 'Both') await approveInWallet(page)
  await expect.poll(() => page.getByTestId('status').textContent()).toBe('connected')
}

/** A JSON-RPC call to the devnet, from the test process (not through the page). */
export async function rpc<T>(method: string, params: unknown[] = [], url = inject('rpcUrl')): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: T; error?: { message: string } }
  if (body.error) throw new Error(body.error.message)
  return body.result as T
}

/** The first dev account (the dev wallet's default account). */
export const DEV_ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
