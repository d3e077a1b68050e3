import { describe, expect, it } from 'vitest'
import { DEV_ACCOUNT_0, connectDevWallet, modal, useBrowser } from './support/demo.js'
import {
  SOLANA_DEV_ADDRESSES,
  demoTokenUnitsOf,
  fillAndSubmitSend,
  lamportsOf,
  sendAndApprove,
} from './support/solana.js'

const { open } = useBrowser()
const [SOL_0, SOL_1, , SOL_3] = SOLANA_DEV_ADDRESSES

async function openAccount(page: import('playwright-core').Page) {
  await page.getByRole('button', { name: /^Open account/ }).click()
  await modal(page).getByRole('heading', { name: 'Account' }).waitFor()
}

describe('Solana in the demo', () => {
  it('connects the dev wallet on Solana and shows its address and the balance the chain holds', async () => {
    const page = await open()
    await connectDevWallet(page, 'Solana')
    await expect.poll(() => page.getByTestId('address').textContent()).toBe(SOL_0)
    expect(await page.getByTestId('network').textContent()).toMatch(/^Foyer Solana Devnet \(solana:/)
    const sol = Number(await lamportsOf(SOL_0!)) / 1e9
    await expect.poll(() => page.getByTestId('balance').textContent()).toMatch(/SOL$/)
    const shown = Number((await page.getByTestId('balance').textContent())!.replace(/[^\d.]/g, ''))
    expect(Math.abs(shown - sol)).toBeLessThan(0.0001)
  })

  it('connects both namespaces at once and switches between the two accounts', async () => {
    const page = await open()
    await connectDevWallet(page, 'Both')
    await openAccount(page)
    const evm = modal(page).getByRole('button', { name: 'EVM', exact: true })
    const solana = modal(page).getByRole('button', { name: 'Solana', exact: true })
    await evm.click()
    await expect.poll(() => page.getByTestId('address').textContent()).toBe(DEV_ACCOUNT_0)
    expect(await evm.getAttribute('aria-pressed')).toBe('true')
    await solana.click()
    await expect.poll(() => page.getByTestId('address').textContent()).toBe(SOL_0)
    expect(await solana.getAttribute('aria-pressed')).toBe('true')
  })

  it('sends SOL, and the recipient receives it on chain', async () => {
    const page = await open()
    await connectDevWallet(page, 'Solana')
    const before = await lamportsOf(SOL_1!)
    await openAccount(page)
    await sendAndApprove(page, { token: 'SOL', amount: '1.25', to: SOL_1! })
    expect((await lamportsOf(SOL_1!)) - before).toBe(1_250_000_000n)
  })

  it('sends the SPL token to an account without a token account yet, creating it', async () => {
    const page = await open()
    await connectDevWallet(page, 'Solana')
    const before = await demoTokenUnitsOf(SOL_3!)
    await openAccount(page)
    await sendAndApprove(page, { token: 'FDOL', amount: '12.5', to: SOL_3! })
    expect((await demoTokenUnitsOf(SOL_3!)) - before).toBe(12_500_000n)
  })

  it('shows each send error the form can reach, word for word, and keeps the values', async () => {
    const page = await open()
    await connectDevWallet(page, 'Solana')
    await openAccount(page)
    const alert = () => modal(page).getByRole('alert').textContent()
    const tryAgain = () => modal(page).getByRole('button', { name: 'Try again' }).click()
    const balanceSol = (Number(await lamportsOf(SOL_0!)) / 1e9).toString()
    const cases: [string, string, string][] = [
      ['SOL', '0', 'Amount must be greater than 0'],
      ['SOL', '1000000', 'Not enough SOL to cover this transfer'],
      ['SOL', balanceSol, 'Not enough SOL to cover fees or rent'],
      ['FDOL', '0', 'Amount must be greater than 0'],
      ['FDOL', '100000000', 'Insufficient token balance'],
      ['FDOL', '0.0000001', 'Failed to create SPL token transaction: '],
    ]
    for (const [index, [token, amount, text]] of cases.entries()) {
      if (index > 0) await modal(page).getByRole('button', { name: 'Back' }).click()
      await fillAndSubmitSend(page, { token, amount, to: SOL_1! })
      await expect.poll(alert, { message: `${token} ${amount}` }).toContain(text)
      await tryAgain()
      // Nothing lost: the form comes back with what was typed.
      expect(await modal(page).getByLabel('Amount').inputValue()).toBe(amount)
      expect(await modal(page).getByLabel('Recipient address').inputValue()).toBe(SOL_1)
    }
  })

  it('shows a transfer declined in the wallet as declined, and sends nothing', async () => {
    const page = await open()
    await connectDevWallet(page, 'Solana')
    const before = await lamportsOf(SOL_1!)
    await openAccount(page)
    await fillAndSubmitSend(page, { token: 'SOL', amount: '0.5', to: SOL_1! })
    await page.getByRole('dialog', { name: 'Foyer Dev Wallet request' }).getByRole('button', { name: 'Reject' }).click()
    await expect.poll(() => modal(page).getByRole('alert').textContent()).toContain('Transaction declined')
    expect(await lamportsOf(SOL_1!)).toBe(before)
  })

  it('lists EVM and Solana networks apart and moves between connected namespaces from the Networks view', async () => {
    const page = await open()
    await connectDevWallet(page, 'Both')
    await page.getByRole('button', { name: /^Change network/ }).click()
    const dialog = modal(page)
    await expect.poll(() => dialog.getByRole('heading', { name: 'EVM networks' }).count()).toBe(1)
    expect(await dialog.getByRole('heading', { name: 'Solana networks' }).count()).toBe(1)
    await dialog.getByRole('button', { name: /Foyer Solana Devnet/ }).click()
    await expect.poll(() => page.getByTestId('address').textContent()).toBe(SOL_0)
    expect(await page.getByTestId('network').textContent()).toMatch(/^Foyer Solana Devnet/)
    await page.getByRole('button', { name: /^Change network/ }).click()
    await modal(page)
      .getByRole('button', { name: /^Foyer Devnet 2/ })
      .click()
    await expect.poll(() => page.getByTestId('network').textContent()).toBe('Foyer Devnet 2 (eip155:31338)')
    expect(await page.getByTestId('address').textContent()).toBe(DEV_ACCOUNT_0)
  })

  it('keeps the Solana connection across a reload', async () => {
    const page = await open()
    await connectDevWallet(page, 'Solana')
    await page.reload()
    await expect.poll(() => page.getByTestId('address').textContent()).toBe(SOL_0)
    expect(await page.getByTestId('status').textContent()).toBe('connected')
  })
})
