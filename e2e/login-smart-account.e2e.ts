// The embedded wallet's smart account as a person meets it in ?preset=login, in real Chromium, on the devnet's anvil
// (EntryPoint v0.8 and SimpleAccountFactory installed) and its real bundler (alto on 8798): after an email login the
// connected EVM address is the smart account (the spec's default for eip155), counterfactual — no code yet, and
// Account settings says it is not deployed; funded from dev account #0, a transaction approved in the wallet frame is
// sent as a user operation and mined through the bundler, deploying the account (code on anvil; the frame's approval
// screen said so) and Account settings then says it is deployed; switching to the regular account there changes the
// connected address to the EOA, whose factory address is the smart account, and switching back returns it.
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { createPublicClient, createWalletClient, http, parseAbi, parseEther, type Address, type Hex } from 'viem'
import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { assertOnlyLoopback, openPage, pageErrors } from './browser.js'
import { modal } from './support/demo.js'
import { answerFrameRecovery, launchAsShipped } from './support/login.js'

/** The devnet's canonical ERC-4337 contracts (apps/demo/foyer.config.ts names them for the wallet frame). */
const ENTRY_POINT = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'
const FACTORY = '0x13E9ed32155810FDbd067D4522C492D6f68E5944'
/** Anvil's dev account #0 (its well-known test key), which funds the smart account. */
const DEV_ACCOUNT_0 = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')

const chain = () => ({ ...foundry, rpcUrls: { default: { http: [inject('rpcUrl')] } } })
const chainClient = () => createPublicClient({ chain: chain(), transport: http(inject('rpcUrl')) })
const factoryAddressOf = (owner: Address) =>
  chainClient().readContract({
    address: FACTORY,
    abi: parseAbi(['function getAddress(address owner, uint256 salt) view returns (address)']),
    functionName: 'getAddress',
    args: [owner, 0n],
  })

/** The newest 6-digit code the dev mail server received for `email` (after `since`, an ISO time). */
async function codeFromMailbox(email: string, since: string): Promise<string> {
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

/** Asks the embedded wallet's EIP-1193 provider (found over EIP-6963) as a dapp would; the result or the error. */
function requestEmbedded(page: Page, method: string, params: unknown[]) {
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
  ) as Promise<{ result?: unknown; code?: number; message?: string }>
}

describe('login preset: the embedded wallet smart account', () => {
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

  it('connects the smart account, deploys it with the first transaction, and switches to the EOA', async () => {
    const page = await openPage(browser, `${inject('demoUrl')}/?preset=login`)
    pages.push(page)
    const email = `sam-${Date.now()}@example.com`

    // Email → code from the dev mailbox → the frame's recovery code → connected.
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
    const dialog = modal(page)
    const since = new Date(Date.now() - 1000).toISOString()
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect
      .poll(() => dialog.innerText(), { timeout: 30_000 })
      .toContain(`Enter the 6-digit code we sent to ${email}.`)
    await dialog.getByRole('textbox', { name: 'Code' }).fill(await codeFromMailbox(email, since))
    const { frame } = await answerFrameRecovery(page)

    // The connected EVM address is the smart account: counterfactual, no code on anvil yet.
    const address = page.getByTestId('address')
    const smart = (await address.textContent())!.trim() as Address
    expect(smart).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(await chainClient().getCode({ address: smart })).toBeUndefined()

    // Account settings: the smart account chosen, not deployed yet.
    await page.getByRole('button', { name: 'Open modal' }).click()
    await dialog.getByRole('button', { name: 'Account settings' }).click()
    const smartChoice = dialog.getByRole('radio', { name: /^Smart account/ })
    const eoaChoice = dialog.getByRole('radio', { name: /^Regular account \(EOA\)/ })
    await expect.poll(() => smartChoice.isChecked(), { timeout: 30_000 }).toBe(true)
    await expect
      .poll(() => dialog.innerText(), { timeout: 30_000 })
      .toContain('Your smart account is not deployed yet: your first transaction deploys it.')
    await page.keyboard.press('Escape')

    // Dev account #0 funds the counterfactual address; the account pays its own gas (no paymaster).
    const funder = createWalletClient({ account: DEV_ACCOUNT_0, chain: chain(), transport: http(inject('rpcUrl')) })
    await chainClient().waitForTransactionReceipt({
      hash: await funder.sendTransaction({ to: smart, value: parseEther('1') }),
    })

    // A dapp's eth_sendTransaction: the frame's approval names the smart account and says this deploys it.
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const sent = requestEmbedded(page, 'eth_sendTransaction', [
      { from: smart, to: recipient, value: `0x${parseEther('0.1').toString(16)}` },
    ])
    const approval = frame.getByRole('dialog', { name: 'Send transaction' })
    await approval.waitFor({ timeout: 30_000 })
    expect(await approval.innerText()).toContain(smart)
    expect(await approval.innerText()).toContain(
      'Not deployed yet: this transaction deploys it, paid from its balance.',
    )
    await frame.getByRole('button', { name: 'Approve' }).click()
    const { result: hash, message } = await sent
    expect(message).toBeUndefined()
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)

    // Mined through the bundler: the bundle went to the EntryPoint, the value arrived, the account has code.
    const receipt = await chainClient().getTransactionReceipt({ hash: hash as Hex })
    expect(receipt.status).toBe('success')
    expect(receipt.to?.toLowerCase()).toBe(ENTRY_POINT.toLowerCase())
    expect(await chainClient().getBalance({ address: recipient })).toBe(parseEther('0.1'))
    expect((await chainClient().getCode({ address: smart }))?.length).toBeGreaterThan(2)

    // smartAccountDeployed followed: Account settings says so.
    await page.getByRole('button', { name: 'Open modal' }).click()
    await dialog.getByRole('button', { name: 'Account settings' }).click()
    await expect.poll(() => dialog.innerText(), { timeout: 30_000 }).toContain('Your smart account is deployed.')

    // The switch: the regular account → the connected address is the EOA, the owner of that smart account.
    await eoaChoice.click()
    await expect.poll(async () => (await address.textContent())?.trim(), { timeout: 30_000 }).not.toBe(smart)
    const eoa = (await address.textContent())!.trim() as Address
    expect(eoa).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(await eoaChoice.isChecked()).toBe(true)
    expect(await factoryAddressOf(eoa)).toBe(smart)
    expect(await requestEmbedded(page, 'eth_accounts', [])).toEqual({ result: [eoa] })

    // And back.
    await smartChoice.click()
    await expect.poll(async () => (await address.textContent())?.trim(), { timeout: 30_000 }).toBe(smart)
  }, 300_000)
})
