// Reading the Solana devnet from the test process, to check what the page shows against the chain itself.
import { expect, inject } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { SOLANA_DEV_ADDRESSES, SOLANA_DEVNET_MINT } from '../../packages/devnet/src/solana/constants.js'
import { approveInWallet, modal } from './demo.js'

export { SOLANA_DEV_ADDRESSES, SOLANA_DEVNET_MINT }

async function solanaRpc<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(inject('solanaRpcUrl'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: T; error?: { message: string } }
  if (body.error) throw new Error(body.error.message)
  return body.result as T
}

export async function lamportsOf(address: string): Promise<bigint> {
  const { value } = await solanaRpc<{ value: number }>('getBalance', [address, { commitment: 'confirmed' }])
  return BigInt(value)
}

/** The account's balance of the demo token in base units (0 when it has no token account). */
export async function demoTokenUnitsOf(owner: string): Promise<bigint> {
  const { value } = await solanaRpc<{
    value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[]
  }>('getTokenAccountsByOwner', [
    owner,
    { mint: SOLANA_DEVNET_MINT },
    { encoding: 'jsonParsed', commitment: 'confirmed' },
  ])
  return value.reduce((sum, a) => sum + BigInt(a.account.data.parsed.info.tokenAmount.amount), 0n)
}

/** From the Account view: Send, choose the token, fill amount and recipient, review and send. Leaves the wallet's prompt open. */
export async function fillAndSubmitSend(
  page: Page,
  { token, amount, to }: { token: string; amount: string; to: string },
): Promise<void> {
  const dialog = await fillSendForm(page, { token, amount, to })
  await dialog.getByRole('button', { name: 'Review' }).click()
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
}

/** From the account view: Send, then the form filled (token, amount, recipient), not yet reviewed. Resolves with the modal. */
export async function fillSendForm(
  page: Page,
  { token, amount, to }: { token: string; amount: string; to: string },
): Promise<Locator> {
  const dialog = modal(page)
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await dialog.getByRole('radio', { name: token }).check()
  await dialog.getByLabel('Amount').fill(amount)
  await dialog.getByLabel('Recipient address').fill(to)
  return dialog
}

/**
 * On a send the wallet declined: expects the spec's "Transaction declined", then Try again, the form with what was
 * typed, and the transfer sent again to Sent (the wallet approving by itself this time).
 */
export async function expectDeclinedThenSentOnRetry(page: Page, { amount, to }: { amount: string; to: string }) {
  const dialog = modal(page)
  await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Transaction declined')
  await dialog.getByRole('button', { name: 'Try again' }).click()
  expect(await dialog.getByLabel('Amount').inputValue()).toBe(amount)
  expect(await dialog.getByLabel('Recipient address').inputValue()).toBe(to)
  await dialog.getByRole('button', { name: 'Review' }).click()
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await dialog.getByRole('heading', { name: 'Sent' }).waitFor({ timeout: 20_000 })
}

/** Sends and approves in the wallet; resolves once the modal says Sent. */
export async function sendAndApprove(page: Page, args: { token: string; amount: string; to: string }): Promise<void> {
  await fillAndSubmitSend(page, args)
  await approveInWallet(page)
  await modal(page).getByRole('heading', { name: 'Sent' }).waitFor({ timeout: 20_000 })
}
