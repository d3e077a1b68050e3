// Activity and Send in the Account view over the demo's @foyer/server (apiUrl http://127.0.0.1:8788, indexing the
// devnet anvil): the next page loads as the list is scrolled, a new send sits on top as Pending until its block is
// mined, every bad EVM send is refused in the UI with its text and nothing reaches the chain, and Max leaves the fee.
// Each test uses a dev account of its own (#4-#7) so the seeded balances other specs read on #0-#3 stay as they are.
import type { Page } from 'playwright-core'
import { encodeFunctionData, erc20Abi, parseEther, toHex } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { DEVNET_TOKENS } from '../packages/devnet/src/contracts/addresses.js'
import { devAccounts } from '../packages/devnet/src/dev-accounts.js'
import { approveInWallet, connectDevWallet, modal, rpc, useBrowser } from './support/demo.js'
import { fillAndSubmitSend } from './support/solana.js'

const { open } = useBrowser()
const [, , , , DEV4, DEV5, , DEV7, DEV8, DEV9] = devAccounts().map((a) => a.address)
const CHAIN = 'eip155:31337'
const PAGE_SIZE = 50
const SEEDED = PAGE_SIZE + 5

/** Opens the demo as dev account `index` and the Account view. */
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

/** One history page from the server, as the modal asks it. */
async function historyPage(address: string, cursor?: string): Promise<{ data: unknown[]; next?: string }> {
  const url = new URL(`v1/account/${address}/history`, `${inject('apiUrl')}/`)
  url.searchParams.set('projectId', 'foyer-dev')
  url.searchParams.set('chainId', CHAIN)
  if (cursor) url.searchParams.set('cursor', cursor)
  const response = await fetch(url)
  if (!response.ok) throw new Error(`history ${response.status}: ${await response.text()}`)
  return (await response.json()) as { data: unknown[]; next?: string }
}

async function historyCount(address: string): Promise<number> {
  let count = 0
  let cursor: string | undefined
  do {
    const page = await historyPage(address, cursor)
    count += page.data.length
    cursor = page.next
  } while (cursor)
  return count
}

const nonceOf = async (address: string) => Number(await rpc<string>('eth_getTransactionCount', [address, 'latest']))
const rowsOf = (page: Page) => modal(page).locator('.foyer-activity-row')

describe('Activity and Send in the account view', () => {
  it('loads the next page of Activity as the list is scrolled to its end', async () => {
    // 55 transfers out of dev #5 (anvil's dev accounts are unlocked), 0.001 ETH to 0.055 ETH: the oldest, 0.001, is
    // only on the second page.
    for (let i = 1; i <= SEEDED; i++)
      await rpc('eth_sendTransaction', [{ from: DEV5, to: DEV9, value: toHex(parseEther((i / 1000).toFixed(3))) }])
    await expect.poll(() => historyCount(DEV5!), { timeout: 30_000, interval: 500 }).toBeGreaterThanOrEqual(SEEDED)

    const page = await open()
    await openAccountAs(page, 5)
    await modal(page).getByRole('tab', { name: 'Activity' }).click()
    const rows = rowsOf(page)
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(PAGE_SIZE)
    const oldest = /−0\.001 ETH$/
    expect((await rows.allTextContents()).some((row) => oldest.test(row))).toBe(false)
    // Scroll the list as a person would (the wheel over the modal) until its end shows and the next page arrives.
    const box = (await modal(page).boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(0, 2000)
          return rows.count()
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThanOrEqual(SEEDED)
    expect((await rows.allTextContents()).some((row) => oldest.test(row))).toBe(true)
  })

  it('puts a new send on top of Activity as Pending, then Confirmed once its block is mined', async () => {
    const page = await open()
    await openAccountAs(page, 6)
    await rpc('evm_setAutomine', [false])
    try {
      await fillAndSubmitSend(page, { token: 'ETH', amount: '0.125', to: DEV8! })
      await approveInWallet(page)
      await modal(page)
        .getByRole('heading', { name: /^Sending/ })
        .waitFor({ timeout: 20_000 })
      await modal(page).getByRole('button', { name: 'Back' }).click()
      await modal(page).getByRole('tab', { name: 'Activity' }).click()
      const top = rowsOf(page).first()
      await expect.poll(async () => (await top.textContent()) ?? '', { timeout: 15_000 }).toContain('−0.125 ETH')
      expect(await top.textContent()).toContain('Pending')
      expect(await top.getAttribute('data-status')).toBe('pending')
      await rpc('evm_mine')
      await expect.poll(() => top.getAttribute('data-status'), { timeout: 20_000 }).toBe('confirmed')
      expect(await top.textContent()).toContain('Confirmed')
      expect(await top.textContent()).toContain('−0.125 ETH')
    } finally {
      await rpc('evm_setAutomine', [true])
    }
  })

  it('refuses each bad EVM send in the UI with its text, and nothing reaches the chain', async () => {
    const page = await open()
    await openAccountAs(page, 4)
    const dialog = modal(page)
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await dialog.getByRole('radio', { name: 'FUSD' }).waitFor({ timeout: 15_000 })
    // The account parts with all its FUSD elsewhere while the form still offers it: a token it no longer holds.
    const fusd = DEVNET_TOKENS.tokenA.address
    const held = await rpc<string>('eth_call', [
      { to: fusd, data: encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [DEV4!] }) },
      'latest',
    ])
    const drained = await rpc<string>('eth_sendTransaction', [
      {
        from: DEV4,
        to: fusd,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [DEV9!, BigInt(held)] }),
      },
    ])
    // Mined before the nonce is read: anvil answered the hash once, in a fresh-clone run, before automine had mined it,
    // so the nonce read 0 and the end of the test saw this transfer as a send that reached the chain.
    await expect.poll(() => rpc('eth_getTransactionReceipt', [drained]), { timeout: 10_000 }).toBeTruthy()
    const nonce = await nonceOf(DEV4!)
    const amount = dialog.getByLabel('Amount')
    const recipient = dialog.getByLabel('Recipient address')
    const review = dialog.getByRole('button', { name: 'Review' })

    // Not an address, and an address whose EIP-55 checksum is wrong (one letter's case changed): the form says so.
    await dialog.getByRole('radio', { name: 'ETH' }).check()
    await amount.fill('1')
    for (const bad of ['0x1234', DEV8!.replace(/[A-F]/, (c) => c.toLowerCase())]) {
      await recipient.fill(bad)
      await expect.poll(() => dialog.getByText('Enter a valid address').count()).toBe(1)
      expect(await review.isDisabled()).toBe(true)
    }
    // A negative amount is not a number the form accepts.
    await recipient.fill(DEV8!)
    await amount.fill('-1')
    await expect.poll(() => dialog.getByText('Enter a number').count()).toBe(1)
    expect(await review.isDisabled()).toBe(true)

    /** Review and Send, then the refusal the modal shows; Try again returns to the form with the values kept. */
    const refusalOf = async (): Promise<string> => {
      await review.click()
      await dialog.getByRole('button', { name: 'Send', exact: true }).click()
      const alert = dialog.getByRole('alert')
      await alert.waitFor({ timeout: 20_000 })
      const text = (await alert.textContent()) ?? ''
      await dialog.getByRole('button', { name: 'Try again' }).click()
      await amount.waitFor()
      return text
    }
    await amount.fill('0')
    expect(await refusalOf()).toBe('Amount must be greater than 0')
    await amount.fill('1000000')
    expect(await refusalOf()).toBe('Not enough ETH to cover this transfer')
    await dialog.getByRole('radio', { name: 'FUSD' }).check()
    await amount.fill('1')
    expect(await refusalOf()).toBe('Insufficient token balance')
    // No wallet prompt was needed and no transaction left the account.
    expect(await nonceOf(DEV4!)).toBe(nonce)
    expect(Number(await rpc<string>('eth_getTransactionCount', [DEV4, 'pending']))).toBe(nonce)
  })

  it('Max on ETH leaves the network fee, and that amount sends', async () => {
    const page = await open()
    await openAccountAs(page, 7)
    const before = BigInt(await rpc<string>('eth_getBalance', [DEV7, 'latest']))
    const dialog = modal(page)
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await dialog.getByRole('radio', { name: 'ETH' }).check()
    await dialog.getByLabel('Recipient address').fill(DEV8!)
    const max = dialog.getByRole('button', { name: 'Max' })
    await expect.poll(() => max.isEnabled(), { timeout: 15_000 }).toBe(true)
    await max.click()
    const amount = dialog.getByLabel('Amount')
    await expect.poll(() => amount.inputValue(), { timeout: 15_000 }).toMatch(/^\d+\.\d+$/)
    const filled = parseEther(await amount.inputValue())
    // Less than the whole balance, by no more than a transfer's fee on the devnet and its margin (well under 0.01 ETH).
    expect(filled).toBeLessThan(before)
    expect(before - filled).toBeLessThan(parseEther('0.01'))
    await dialog.getByRole('button', { name: 'Review' }).click()
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await approveInWallet(page)
    await dialog.getByRole('heading', { name: 'Sent' }).waitFor({ timeout: 30_000 })
    const after = BigInt(await rpc<string>('eth_getBalance', [DEV7, 'latest']))
    expect(after).toBeGreaterThan(0n)
    expect(after).toBeLessThan(before - filled + 1n)
  })
})
