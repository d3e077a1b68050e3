// The demo driven with a Solana wallet Foyer did not write (e2e/support/outside-solana-wallet.ts: a Wallet Standard
// wallet registered by a page script, with its own WebCrypto Ed25519 key, on `solana:localnet`), through the same
// roles and labels a person uses: what the dev wallet's Solana specs show must hold for any standard wallet.
import { randomBytes } from 'node:crypto'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { SOLANA_DEVNET_CAIP2 } from '../packages/devnet/src/solana/constants.js'
import { modal, rpc, useBrowser } from './support/demo.js'
import {
  connectFromModal,
  expectReconnectThenDisconnectAcrossReloads,
  openAccountView,
} from './support/outside-standard-wallet.js'
import {
  OUTSIDE_SOLANA_WALLET,
  installOutsideSolanaWallet,
  outsideSolanaWalletAddress,
  outsideSolanaWalletCalls,
  refuseNextInOutsideSolanaWallet,
} from './support/outside-solana-wallet.js'
import { expectDeclinedThenSentOnRetry, fillAndSubmitSend, lamportsOf } from './support/solana.js'

const { open } = useBrowser()
const NETWORK = `Foyer Solana Devnet (${SOLANA_DEVNET_CAIP2})`

/** The demo with the wallet installed; resolves with the page and the wallet's address (a key made for this page). */
async function openWithOutsideSolanaWallet(query = ''): Promise<{ page: Page; address: string }> {
  const page = await open(query)
  await installOutsideSolanaWallet(page, { rpcUrl: inject('solanaRpcUrl') })
  await page.reload()
  return { page, address: await outsideSolanaWalletAddress(page) }
}

/** The wallet's key is new, so its account is empty: the devnet's faucet gives it `lamports`, from this process. */
async function fund(address: string, lamports: number): Promise<void> {
  await rpc('requestAirdrop', [address, lamports], inject('solanaRpcUrl'))
  await expect.poll(() => lamportsOf(address)).toBe(BigInt(lamports))
}

describe('a Solana wallet Foyer did not write (Wallet Standard, its own Ed25519 key)', () => {
  it('connects from the modal and shows its address, the devnet for solana:localnet, and the balance the chain holds', async () => {
    const { page, address } = await openWithOutsideSolanaWallet()
    await fund(address, 2_500_000_000)
    await connectFromModal(page, OUTSIDE_SOLANA_WALLET, 'Solana')
    expect(await page.getByTestId('wallet').textContent()).toBe(OUTSIDE_SOLANA_WALLET)
    expect(await page.getByTestId('address').textContent()).toBe(address)
    // The wallet says `solana:localnet`; the page names the one non-public cluster it lists.
    expect(await page.getByTestId('network').textContent()).toBe(NETWORK)
    const sol = Number(await lamportsOf(address)) / 1e9
    await expect.poll(() => page.getByTestId('balance').textContent()).toMatch(/ SOL$/)
    const shown = Number((await page.getByTestId('balance').textContent())!.replace(/[^\d.]/g, ''))
    expect(Math.abs(shown - sol)).toBeLessThan(0.0001)
    expect(await outsideSolanaWalletCalls(page)).toEqual(['standard:connect'])
  })

  it('sends SOL from the account view: the wallet signs and submits, and the recipient has it on chain', async () => {
    const { page, address } = await openWithOutsideSolanaWallet()
    await fund(address, 2_000_000_000)
    await connectFromModal(page, OUTSIDE_SOLANA_WALLET, 'Solana')
    const to = base58.encode(randomBytes(32))
    await openAccountView(page)
    await fillAndSubmitSend(page, { token: 'SOL', amount: '0.25', to })
    await modal(page).getByRole('heading', { name: 'Sent' }).waitFor({ timeout: 20_000 })
    expect(await lamportsOf(to)).toBe(250_000_000n)
    // The sender paid the amount and a fee, nothing more (litesvm's fee is 5 000 lamports a signature).
    const spent = 2_000_000_000n - (await lamportsOf(address))
    expect(spent).toBeGreaterThan(250_000_000n)
    expect(spent).toBeLessThan(250_000_000n + 1_000_000n)
    expect(await outsideSolanaWalletCalls(page)).toContain('solana:signAndSendTransaction')
  })

  it('says the person declined, in Foyer words, when the wallet refuses to connect or to send, and Try again goes on', async () => {
    const { page, address } = await openWithOutsideSolanaWallet()
    await fund(address, 1_000_000_000)
    await refuseNextInOutsideSolanaWallet(page, 'standard:connect', {
      message: 'User rejected the request.',
      code: 4001,
    })
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
    await modal(page).getByRole('button', { name: OUTSIDE_SOLANA_WALLET }).click()
    await expect.poll(() => modal(page).getByRole('alert').textContent()).toBe('Connection declined')
    expect(await page.getByTestId('status').textContent()).toBe('disconnected')
    await modal(page).getByRole('button', { name: 'Try again' }).click()
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('connected')
    expect(await page.getByTestId('address').textContent()).toBe(address)

    const to = base58.encode(randomBytes(32))
    await refuseNextInOutsideSolanaWallet(page, 'solana:signAndSendTransaction', {
      message: 'User rejected the request.',
      code: 4001,
    })
    await openAccountView(page)
    await fillAndSubmitSend(page, { token: 'SOL', amount: '0.1', to })
    await expectDeclinedThenSentOnRetry(page, { amount: '0.1', to })
    // Only the second attempt moved money.
    expect(await lamportsOf(to)).toBe(100_000_000n)
  })

  it('signs in with Solana through solana:signMessage (no solana:signIn) and the stored signature verifies', async () => {
    const { page, address } = await openWithOutsideSolanaWallet('?preset=siwx')
    await connectFromModal(page, OUTSIDE_SOLANA_WALLET, 'Solana')
    await modal(page).getByRole('heading', { name: 'Sign in to Foyer laboratory' }).waitFor()
    // Declined once in the wallet (in its own words): the spec's text, and the view stays to sign again.
    await refuseNextInOutsideSolanaWallet(page, 'solana:signMessage', { message: 'Approval denied', code: 4001 })
    await modal(page).getByRole('button', { name: 'Sign', exact: true }).click()
    await expect.poll(() => modal(page).getByText('Signature declined').count()).toBe(1)
    expect(await page.getByTestId('siwx').textContent()).not.toBe('signed in')
    await modal(page).getByRole('button', { name: 'Sign', exact: true }).click()
    await expect.poll(() => page.getByTestId('siwx').textContent()).toBe('signed in')
    expect(await page.getByTestId('siwx-account').textContent()).toBe(`${SOLANA_DEVNET_CAIP2}:${address}`)
    const [session] = await page.evaluate(
      () =>
        JSON.parse(localStorage.getItem('foyer.siwx.sessions') ?? '[]') as {
          data: { accountAddress: string; chainId: string }
          message: string
          signature: string
        }[],
    )
    expect(session!.data).toMatchObject({ accountAddress: address, chainId: SOLANA_DEVNET_CAIP2 })
    expect(session!.message).toContain(`127.0.0.1:5173 wants you to sign in with your Solana account:\n${address}`)
    // Verified here, outside the page, with the public key the address spells.
    const valid = ed25519.verify(
      base58.decode(session!.signature),
      new TextEncoder().encode(session!.message),
      base58.decode(address),
    )
    expect(valid).toBe(true)
    expect(await outsideSolanaWalletCalls(page)).toContain('solana:signMessage')
  })

  it('stays connected across a reload (a silent reconnect), and Disconnect is kept across one too', async () => {
    const { page, address } = await openWithOutsideSolanaWallet()
    await connectFromModal(page, OUTSIDE_SOLANA_WALLET, 'Solana')
    await expectReconnectThenDisconnectAcrossReloads(page, {
      name: OUTSIDE_SOLANA_WALLET,
      address,
      connectedKey: 'outside-solana-wallet.connected',
      calls: () => outsideSolanaWalletCalls(page),
    })
  })
})
