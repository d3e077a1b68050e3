// The demo connected over WalletConnect to a wallet Foyer did not write (e2e/support/outside-walletconnect-wallet.ts:
// plain WalletKit in this test process, signing with a viem key, sending through anvil), through the dev relay and the
// same roles and labels a person uses. The sibling of outside-wallet.e2e.ts (EIP-6963): what the dev wallet's
// WalletConnect specs show must hold for any wallet that speaks the protocol, including one that approves less than
// the app proposed.
import { randomBytes } from 'node:crypto'
import type { Page } from 'playwright-core'
import type { SessionTypes } from '@walletconnect/types'
import { toHex, verifyMessage, type Hex } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { modal, rpc, useBrowser } from './support/demo.js'
import {
  OUTSIDE_WC_ACCOUNT,
  OUTSIDE_WC_CHAIN,
  OUTSIDE_WC_WALLET,
  startOutsideWalletConnectWallet,
  type OutsideWalletConnectWallet,
} from './support/outside-walletconnect-wallet.js'
import { fillAndSubmitSend } from './support/solana.js'

const { open } = useBrowser()
let wallet: OutsideWalletConnectWallet

beforeAll(async () => {
  wallet = await startOutsideWalletConnectWallet({ relayUrl: inject('relayUrl'), rpcUrl: inject('rpcUrl') })
})
// Each test pairs afresh; a session a test left open is ended so the next one starts from a wallet with none.
afterEach(() => wallet?.disconnect())
afterAll(async () => {
  await wallet?.stop()
  // Nothing the wallet's SDK (or its viem client) fetched left loopback; the page is checked by useBrowser.
  expect(wallet?.offLoopback).toEqual([])
})

/** Connect Wallet → WalletConnect, the URI the QR carries goes to the wallet, which approves; resolves once connected. */
async function connectOverWalletConnect(): Promise<{ page: Page; session: SessionTypes.Struct }> {
  const page = await open()
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  await modal(page).getByRole('button', { name: 'WalletConnect' }).click()
  const qr = modal(page).getByRole('img', { name: 'QR code to scan with your wallet' })
  await qr.waitFor({ timeout: 15_000 })
  const uri = await qr.getAttribute('data-uri')
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  const session = await wallet.pair(uri!)
  await expect.poll(() => page.getByTestId('status').textContent(), { timeout: 15_000 }).toBe('connected')
  return { page, session }
}

/** What the wallet was asked over one session, in order. */
const requestsOver = (session: SessionTypes.Struct) => wallet.requests.filter((r) => r.topic === session.topic)

describe('a WalletConnect wallet Foyer did not write (WalletKit in Node, signing with a viem key)', () => {
  it('pairs from the QR code: the page shows the account and the one network the wallet approved, on EVM only', async () => {
    const { page, session } = await connectOverWalletConnect()
    // The demo proposed both anvils and Solana; the wallet approved only the first anvil, and Foyer took it as it is.
    expect(wallet.proposedChains.at(-1)).toEqual(expect.arrayContaining([OUTSIDE_WC_CHAIN, 'eip155:31338']))
    expect(wallet.proposedChains.at(-1)!.some((chain) => chain.startsWith('solana:'))).toBe(true)
    expect(Object.keys(session.namespaces)).toEqual(['eip155'])
    expect(session.namespaces.eip155!.accounts).toEqual([`${OUTSIDE_WC_CHAIN}:${OUTSIDE_WC_ACCOUNT}`])
    expect(await modal(page).count()).toBe(0)
    // The page's Wallet field (useWalletInfo) names the wallet at the other end, from its session metadata, and so
    // does the account view.
    expect(await page.getByTestId('wallet').textContent()).toBe(OUTSIDE_WC_WALLET)
    const connected = page
      .getByRole('list', { name: 'Event log' })
      .getByRole('listitem')
      .filter({ hasText: /^CONNECT_SUCCESS/ })
      .first()
    expect(JSON.parse((await connected.textContent())!.replace(/^CONNECT_SUCCESS\s*/, ''))).toEqual({
      method: 'qrcode',
      name: OUTSIDE_WC_WALLET,
      namespaces: ['eip155'],
    })
    expect(await page.getByTestId('address').textContent()).toBe(OUTSIDE_WC_ACCOUNT)
    expect(await page.getByTestId('network').textContent()).toBe(`Foyer Devnet (${OUTSIDE_WC_CHAIN})`)
    // The balance is read from the chain, not from the wallet: its whole ETH matches anvil's.
    const wei = BigInt(await rpc<string>('eth_getBalance', [OUTSIDE_WC_ACCOUNT, 'latest']))
    await expect
      .poll(() => page.getByTestId('balance').textContent())
      .toMatch(new RegExp(`^${wei / 10n ** 18n}(\\.\\d+)? ETH$`))
  })

  it('"Sign a message" goes to the wallet once and comes back with a signature of account 5 that verifies', async () => {
    const { page, session } = await connectOverWalletConnect()
    await page.getByRole('button', { name: 'Sign a message' }).click()
    const result = page.getByRole('status').filter({ hasText: /^Sign message/ })
    await expect.poll(() => result.textContent(), { timeout: 15_000 }).toMatch(/^Sign message: 0x[0-9a-f]{130}$/)
    const signature = (await result.textContent())!.replace('Sign message: ', '') as Hex
    const message = 'Hello from the Foyer laboratory'
    expect(await verifyMessage({ address: OUTSIDE_WC_ACCOUNT, message, signature })).toBe(true)
    // One request reached the wallet, and nothing else did: the message as hex and the account, on the approved chain.
    const asked = requestsOver(session)
    expect(asked.map((r) => r.method)).toEqual(['personal_sign'])
    expect(asked[0]!.chainId).toBe(OUTSIDE_WC_CHAIN)
    expect(asked[0]!.params).toEqual([
      toHex(message),
      expect.stringMatching(new RegExp(`^${OUTSIDE_WC_ACCOUNT}$`, 'i')),
    ])
  })

  it('sends ETH from the account view: the wallet submits it, the modal says Sent, and the exact wei arrives', async () => {
    const { page, session } = await connectOverWalletConnect()
    const to = `0x${randomBytes(20).toString('hex')}`
    await page.getByRole('button', { name: /^Open account/ }).click()
    await expect.poll(() => modal(page).textContent()).toContain(`Connected with ${OUTSIDE_WC_WALLET}`)
    await fillAndSubmitSend(page, { token: 'ETH', amount: '0.25', to })
    await modal(page).getByRole('heading', { name: 'Sent' }).waitFor({ timeout: 15_000 })
    expect(BigInt(await rpc<string>('eth_getBalance', [to, 'latest']))).toBe(250_000_000_000_000_000n)
    // The wallet was asked once, for that transfer (the page reads balances and fees from anvil itself).
    const asked = requestsOver(session)
    expect(asked.map((r) => r.method)).toEqual(['eth_sendTransaction'])
    expect(asked[0]!.params).toEqual([
      expect.objectContaining({ to: expect.stringMatching(new RegExp(`^${to}$`, 'i')), value: '0x3782dace9d90000' }),
    ])
  })

  it('the wallet ends the session: the page is disconnected and offers Connect Wallet again, without a reload', async () => {
    const { page } = await connectOverWalletConnect()
    // A marker only this document has: it would be gone after a reload.
    await page.evaluate(() => ((window as unknown as { stillThisDocument: boolean }).stillThisDocument = true))
    // The modal is open on the account when the wallet ends it: it turns to the wallet list, not a dead end.
    await expect.poll(() => modal(page).count()).toBe(0)
    await page.getByRole('button', { name: /^Open account/ }).click()
    await modal(page).getByRole('heading', { name: 'Account' }).waitFor()
    await wallet.disconnect()
    await expect.poll(() => page.getByTestId('status').textContent(), { timeout: 15_000 }).toBe('disconnected')
    await modal(page).getByRole('heading', { name: 'Connect Wallet' }).waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Connect Wallet' }).first().waitFor()
    expect(await page.getByTestId('address').textContent()).toBe('—')
    expect(await page.getByTestId('wallet').textContent()).toBe('—')
    expect(await page.evaluate(() => (window as unknown as { stillThisDocument?: boolean }).stillThisDocument)).toBe(
      true,
    )
    // The app tells its listeners the wallet did it, not the person in the app.
    const ended = page
      .getByRole('list', { name: 'Event log' })
      .getByRole('listitem')
      .filter({ hasText: /^DISCONNECT_SUCCESS/ })
      .first()
    expect(await ended.textContent()).toContain('"initiator":"wallet"')
  })
})
