// What a person sees when a network's node or the app's server does not answer (its requests aborted, as when the
// connection drops): the modal says so in its own words — not the browser's "Failed to fetch" or viem's request dump
// with its version — keeps what was typed, and works again once the connection is back.
import type { Page } from 'playwright-core'
import { createPublicClient, http, type Address } from 'viem'
import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts'
import { describe, expect, inject, it } from 'vitest'
import { approveInWallet, connectDevWallet, modal, useBrowser, walletPanel, type ChainChoice } from './support/demo.js'
import { BITCOIN_DEV_ADDRESSES } from '../packages/devnet/src/bitcoin/constants.js'
import { SOLANA_DEV_ADDRESSES } from './support/solana.js'

const { open } = useBrowser()
const SERVER = 'http://127.0.0.1:8788/**'
const NO_SERVER = 'No connection to the server. Check your internet connection and try again.'

async function fillSend(page: Page, token: string, amount: string, to: string): Promise<void> {
  await page.getByRole('button', { name: /^Open account/ }).click()
  await modal(page).getByRole('button', { name: 'Send', exact: true }).click()
  await modal(page).getByRole('radio', { name: token }).check()
  await modal(page).getByLabel('Amount').fill(amount)
  await modal(page).getByLabel('Recipient address').fill(to)
}

async function reviewAndSend(page: Page): Promise<void> {
  await modal(page).getByRole('button', { name: 'Review' }).click()
  await modal(page).getByRole('button', { name: 'Send', exact: true }).click()
}

describe('no connection', () => {
  it('a transfer whose node does not answer says which network, keeps the form, and goes once it answers', async () => {
    const page = await open()
    await connectDevWallet(page)
    const to = privateKeyToAccount(generatePrivateKey()).address
    await fillSend(page, 'ETH', '0.01', to)
    await page.route('http://127.0.0.1:8545/**', (route) => route.abort())
    await reviewAndSend(page)
    await expect
      .poll(() => modal(page).getByRole('alert').textContent(), { timeout: 15_000 })
      .toBe('No connection to Foyer Devnet. Check your internet connection and try again.')
    expect(await walletPanel(page).count()).toBe(0)

    await page.unroute('http://127.0.0.1:8545/**')
    await modal(page).getByRole('button', { name: 'Try again' }).click()
    expect(await modal(page).getByLabel('Amount').inputValue()).toBe('0.01')
    expect(await modal(page).getByLabel('Recipient address').inputValue()).toBe(to)
    await reviewAndSend(page)
    await approveInWallet(page)
    await modal(page).getByRole('heading', { name: 'Sent' }).waitFor({ timeout: 20_000 })
    const chain = createPublicClient({ transport: http(inject('rpcUrl')) })
    expect(await chain.getBalance({ address: to as Address })).toBe(10_000_000_000_000_000n)
  })

  it('a recipient name the server cannot look up says so on the field', async () => {
    const page = await open()
    await connectDevWallet(page)
    await page.route(SERVER, (route) => route.abort())
    await fillSend(page, 'ETH', '0.01', 'alice.foyer.eth')
    await expect
      .poll(
        () =>
          modal(page)
            .getByText(/^Could not look up/)
            .textContent(),
        { timeout: 15_000 },
      )
      .toBe(`Could not look up alice.foyer.eth: ${NO_SERVER}`)
    expect(await modal(page).getByRole('button', { name: 'Review' }).isDisabled()).toBe(true)
  })

  const others: [preset: string, chain: ChainChoice, token: string, to: string, down: string, network: string][] = [
    ['?preset=solana', 'Solana', 'SOL', SOLANA_DEV_ADDRESSES[1]!, 'http://127.0.0.1:8899/**', 'Foyer Solana Devnet'],
    [
      '?preset=bitcoin',
      'Bitcoin',
      'BTC',
      BITCOIN_DEV_ADDRESSES[1]!,
      'http://127.0.0.1:8790/**',
      'Foyer Bitcoin Devnet',
    ],
  ]
  for (const [preset, chain, token, to, down, network] of others)
    it(`says which network did not answer for a ${token} transfer too`, async () => {
      const page = await open(preset)
      await connectDevWallet(page, chain)
      await fillSend(page, token, '0.01', to)
      await page.route(down, (route) => route.abort())
      await reviewAndSend(page)
      await expect
        .poll(() => modal(page).getByRole('alert').textContent(), { timeout: 15_000 })
        .toBe(`No connection to ${network}. Check your internet connection and try again.`)
    })

  it('a swap whose server does not answer says so, and asks the wallet nothing', async () => {
    const page = await open()
    await connectDevWallet(page)
    await page.getByRole('button', { name: /^Open account/ }).click()
    const swap = modal(page).getByRole('group', { name: 'Wallet actions' }).getByRole('button', { name: 'Swap' })
    await expect.poll(() => swap.count(), { timeout: 15_000 }).toBe(1)
    await swap.click()
    await modal(page).getByLabel('Amount to pay').fill('0.1')
    await expect
      .poll(() => modal(page).getByRole('region', { name: 'Quote' }).textContent(), { timeout: 15_000 })
      .toMatch(/1 ETH = [\d,.]+ FUSD/)
    await page.route(SERVER, (route) => route.abort())
    await modal(page).getByRole('button', { name: 'Swap', exact: true }).click()
    await expect
      .poll(() => modal(page).getByRole('alert').textContent(), { timeout: 15_000 })
      .toBe(`The swap failed: ${NO_SERVER}`)
    expect(await walletPanel(page).count()).toBe(0)
  })

  it('a sign-in whose server does not answer after the wallet signed says so, not "Signature declined"', async () => {
    const page = await open('?preset=siwx-server')
    await connectDevWallet(page)
    await modal(page).getByRole('heading', { name: 'Sign in to Foyer laboratory' }).waitFor()
    await page.route(SERVER, (route) => route.abort())
    await modal(page).getByRole('button', { name: 'Sign', exact: true }).click()
    await approveInWallet(page)
    await expect.poll(() => modal(page).getByRole('alert').textContent(), { timeout: 15_000 }).toBe(NO_SERVER)
    await page.unroute(SERVER)
    await modal(page).getByRole('button', { name: 'Sign', exact: true }).click()
    await approveInWallet(page)
    await expect.poll(() => page.getByTestId('siwx').textContent(), { timeout: 15_000 }).toBe('signed in')
  })

  it('an email login whose server does not answer says so, and goes on once it answers', async () => {
    const page = await open('?preset=login')
    await page.route(SERVER, (route) => route.abort())
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
    const email = `nobody-${Date.now()}@example.com`
    await modal(page).getByRole('textbox', { name: 'Email' }).fill(email)
    await modal(page).getByRole('button', { name: 'Continue', exact: true }).click()
    await expect
      .poll(() => modal(page).getByRole('alert').textContent(), { timeout: 15_000 })
      .toBe(`Could not log in: ${NO_SERVER}`)
    await page.unroute(SERVER)
    await modal(page).getByRole('button', { name: 'Continue', exact: true }).click()
    await expect
      .poll(() => modal(page).innerText(), { timeout: 15_000 })
      .toContain(`Enter the 6-digit code we sent to ${email}.`)
  })
})
