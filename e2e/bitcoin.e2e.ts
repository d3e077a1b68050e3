// Bitcoin in the demo (?preset=bitcoin): the dev wallet's Bitcoin side on the development chain (regtest, Esplora API on
// 127.0.0.1:8790, started by global-setup) connects through the same Foyer Dev Wallet button, alone or with EVM and
// Solana, shows its balance, sends BTC through the modal's Send view and signs in with BIP-322 (?preset=siwx-bitcoin).
// The chain mines on demand here (global-setup starts it without a block timer), so the test mines the block that
// confirms a send, as a miner would. What the page shows is checked against the chain's own Esplora answers.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { verifyBitcoinMessage } from '../packages/bitcoin/src/bip322/index.js'
import { networkInfoOf } from '../packages/bitcoin/src/networks.js'
import { BITCOIN_DEV_ADDRESSES, BITCOIN_DEVNET_CAIP2 } from '../packages/devnet/src/bitcoin/constants.js'
import { approveInWallet, connectDevWallet, DEV_ACCOUNT_0, modal, useBrowser, walletPanel } from './support/demo.js'
import { btcText, esplora, mineBlock, satsOf } from './support/esplora.js'
import { SOLANA_DEV_ADDRESSES } from './support/solana.js'

const { open } = useBrowser()
const [PAYER, PAYEE] = BITCOIN_DEV_ADDRESSES as readonly [string, string, string]

async function openSend(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Open account/ }).click()
  await modal(page).getByRole('button', { name: 'Send', exact: true }).click()
  await modal(page).getByRole('radio', { name: 'BTC' }).check()
}

async function fillSend(page: Page, amount: string, to: string): Promise<void> {
  await modal(page).getByLabel('Amount').fill(amount)
  await modal(page).getByLabel('Recipient address').fill(to)
}

describe('Bitcoin in the demo', () => {
  it('connects the dev wallet on Bitcoin and shows the balance the chain holds for its payment address', async () => {
    const page = await open('?preset=bitcoin')
    await connectDevWallet(page, 'Bitcoin')
    const address = (await page.getByTestId('address').textContent()) ?? ''
    expect(address).toBe(PAYER)
    const btc = btcText(await satsOf(address))
    await expect.poll(() => page.getByTestId('balance').textContent(), { timeout: 15_000 }).toBe(btc)
    // The Account view shows the same account; Bitcoin has no blockchain-API tabs (spec §9), so none are offered.
    await page.getByRole('button', { name: /^Open account/ }).click()
    await expect.poll(() => modal(page).textContent()).toContain(address.slice(-4))
  })

  it('connects Bitcoin together with EVM and Solana ("All chains"); each family keeps its own account', async () => {
    const page = await open('?preset=bitcoin')
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
    await modal(page).getByRole('button', { name: 'Foyer Dev Wallet' }).click()
    await modal(page).getByRole('button', { name: 'All chains', exact: true }).click()
    // The wallet asks once per chain family it connects, one prompt after the other.
    let approvals = 0
    let quietSince = Date.now()
    while (approvals < 3 && Date.now() - quietSince < 15_000) {
      if (await walletPanel(page).count()) {
        await approveInWallet(page)
        approvals++
        quietSince = Date.now()
      }
      await page.waitForTimeout(150)
    }
    expect(approvals).toBe(3)
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('connected')

    // Moving between the connected families shows each one's account without a new connection: Solana and Bitcoin
    // have no chain switch to ask for, so a prompt there would be the wallet being connected again.
    const switchTo = async (name: RegExp): Promise<boolean> => {
      await page.getByRole('button', { name: /^Change network/ }).click()
      await modal(page).getByRole('button', { name }).click()
      await page.waitForTimeout(500)
      const asked = (await walletPanel(page).count()) > 0
      // The EVM side may ask to switch its chain; approve that.
      if (asked) await approveInWallet(page)
      return asked
    }
    await switchTo(/^Foyer Devnet(?! 2)/)
    await expect.poll(() => page.getByTestId('address').textContent()).toBe(DEV_ACCOUNT_0)
    expect(await switchTo(/^Foyer Solana Devnet/)).toBe(false)
    await expect.poll(() => page.getByTestId('address').textContent()).toBe(SOLANA_DEV_ADDRESSES[0])
    expect(await switchTo(/^Foyer Bitcoin Devnet/)).toBe(false)
    await expect.poll(() => page.getByTestId('address').textContent()).toBe(PAYER)
    await expect
      .poll(() => page.getByTestId('balance').textContent(), { timeout: 15_000 })
      .toBe(btcText(await satsOf(PAYER)))
    expect(await page.getByTestId('status').textContent()).toBe('connected')
  })

  it('refuses every bad send input with its message before the wallet is asked', async () => {
    const page = await open('?preset=bitcoin')
    await connectDevWallet(page, 'Bitcoin')
    await openSend(page)
    const review = modal(page).getByRole('button', { name: 'Review' })

    // Not an address, and another network's address (the same key on mainnet and on testnet): the field says which
    // at once, in the adapter's words.
    const badRecipients: [to: string, message: RegExp][] = [
      ['not-an-address', /^Not a valid Bitcoin Regtest address$/],
      ['bc1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelxards5', /^This is a Bitcoin address, not a Bitcoin Regtest address$/],
      [
        'tb1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelvmc7t8',
        /^This is a Bitcoin Testnet\b.* address, not a Bitcoin Regtest address$/,
      ],
    ]
    for (const [to, message] of badRecipients) {
      await fillSend(page, '0.001', to)
      await expect.poll(() => modal(page).getByText(message).count()).toBe(1)
      expect(await review.isDisabled()).toBe(true)
    }

    // The rest reach the adapter, which refuses before building a transaction for the wallet.
    const refusals: [amount: string, to: string, message: string][] = [
      ['0', PAYEE, 'Amount must be greater than 0'],
      ['0.000001', PAYEE, 'The amount is below the dust limit: send at least 0.00000294 BTC'],
      ['1000', PAYEE, 'Not enough BTC to cover this transfer'],
      ['0.123456789', PAYEE, 'BTC amounts have at most 8 decimals'],
    ]
    for (const [amount, to, message] of refusals) {
      await fillSend(page, amount, to)
      await review.click()
      await modal(page).getByRole('button', { name: 'Send', exact: true }).click()
      await expect.poll(() => modal(page).getByRole('alert').textContent(), { timeout: 10_000 }).toBe(message)
      expect(await walletPanel(page).count()).toBe(0)
      await modal(page).getByRole('button', { name: 'Try again' }).click()
    }
    expect(await esplora<string[]>('/mempool/txids')).toEqual([])
  })

  it('sends BTC through the Send view: the wallet approves, a block confirms it, both balances change', async () => {
    const page = await open('?preset=bitcoin')
    await connectDevWallet(page, 'Bitcoin')
    const payerBefore = await satsOf(PAYER)
    const payeeBefore = await satsOf(PAYEE)
    await expect.poll(() => page.getByTestId('balance').textContent(), { timeout: 15_000 }).toBe(btcText(payerBefore))

    await openSend(page)
    await fillSend(page, '0.1', PAYEE)
    await modal(page).getByRole('button', { name: 'Review' }).click()
    await modal(page).getByRole('button', { name: 'Send', exact: true }).click()
    await approveInWallet(page)
    await modal(page).getByRole('heading', { name: 'Sending…' }).waitFor({ timeout: 20_000 })

    const [txid] = await esplora<string[]>(`/mempool/txids`)
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    const tx = await esplora<{ fee: number; vout: { scriptpubkey_address?: string; value: number }[] }>(`/tx/${txid}`)
    expect(tx.vout.find((out) => out.scriptpubkey_address === PAYEE)?.value).toBe(10_000_000)
    expect(await esplora<{ confirmed: boolean }>(`/tx/${txid}/status`)).toMatchObject({ confirmed: false })

    await mineBlock()
    await modal(page).getByRole('heading', { name: 'Sent' }).waitFor({ timeout: 30_000 })
    expect(await esplora<{ confirmed: boolean }>(`/tx/${txid}/status`)).toMatchObject({ confirmed: true })
    expect(await satsOf(PAYEE)).toBe(payeeBefore + 10_000_000)
    const payerAfter = payerBefore - 10_000_000 - tx.fee
    expect(await satsOf(PAYER)).toBe(payerAfter)
    await modal(page).getByRole('button', { name: 'Done' }).click()
    await expect.poll(() => page.getByTestId('balance').textContent(), { timeout: 30_000 }).toBe(btcText(payerAfter))
  })

  it('signs in with BIP-322 (?preset=siwx-bitcoin): the stored session verifies for the payment address', async () => {
    const page = await open('?preset=siwx-bitcoin')
    await connectDevWallet(page, 'Bitcoin')
    await modal(page).getByRole('heading', { name: 'Sign in to Foyer laboratory' }).waitFor()
    await modal(page).getByRole('button', { name: 'Sign', exact: true }).click()
    await approveInWallet(page)
    await expect.poll(() => page.getByTestId('siwx').textContent()).toBe('signed in')
    expect(await page.getByTestId('siwx-account').textContent()).toBe(`${BITCOIN_DEVNET_CAIP2}:${PAYER}`)

    const [session] = (await page.evaluate(() => JSON.parse(localStorage.getItem('foyer.siwx.sessions') ?? '[]'))) as {
      data: { accountAddress: string; chainId: string; nonce: string }
      message: string
      signature: string
    }[]
    expect(session!.message).toContain(`127.0.0.1:5173 wants you to sign in with your Bitcoin account:\n${PAYER}`)
    expect(session!.message).toContain(`Chain ID: ${BITCOIN_DEVNET_CAIP2.slice('bip122:'.length)}`)
    const network = networkInfoOf(BITCOIN_DEVNET_CAIP2)!
    expect(
      verifyBitcoinMessage({ address: PAYER, message: session!.message, signature: session!.signature, network }),
    ).toMatchObject({ valid: true })
    // The same signature over another text is not valid: the check above is not a formality.
    expect(
      verifyBitcoinMessage({ address: PAYER, message: `${session!.message}.`, signature: session!.signature, network })
        .valid,
    ).toBe(false)

    // A reload keeps the session (it verifies again on load) and does not ask to sign.
    await page.reload()
    await expect.poll(() => page.getByTestId('siwx').textContent(), { timeout: 15_000 }).toBe('signed in')
    expect(await modal(page).count()).toBe(0)
  })
})
