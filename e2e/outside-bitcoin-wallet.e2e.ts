// The demo (?preset=bitcoin: EVM, Solana and the Bitcoin devnet) driven with a Bitcoin wallet Foyer did not write
// (e2e/support/outside-bitcoin-wallet.ts: a Wallet Standard wallet registered by a page script, with its own
// secp256k1 keys, on `bitcoin:regtest`), through the same roles and labels a person uses: what the dev wallet's
// Bitcoin spec shows must hold for any standard Bitcoin wallet. The chain mines on demand, so the test mines the blocks
// that confirm the faucet's payment and the send, and checks what the page shows against Esplora's own answers.
import { p2wpkh, TEST_NETWORK } from '@scure/btc-signer'
import { pubECDSA, randomPrivateKeyBytes } from '@scure/btc-signer/utils.js'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { BITCOIN_DEVNET_CAIP2 } from '../packages/devnet/src/bitcoin/constants.js'
import { modal, useBrowser } from './support/demo.js'
import {
  connectFromModal,
  expectReconnectThenDisconnectAcrossReloads,
  openAccountView,
} from './support/outside-standard-wallet.js'
import { ESPLORA, btcText, esplora, mineBlock, satsOf } from './support/esplora.js'
import {
  OUTSIDE_BITCOIN_WALLET,
  installOutsideBitcoinWallet,
  outsideBitcoinWalletAddress,
  outsideBitcoinWalletCalls,
} from './support/outside-bitcoin-wallet.js'

const { open } = useBrowser()
const REGTEST = { ...TEST_NETWORK, bech32: 'bcrt' }

/** The wallet's keys are new, so its address is empty: the devnet's faucet pays it `sats` and a block confirms it. */
async function fund(address: string, sats: number): Promise<void> {
  await esplora('/dev/faucet', { address, sats })
  await mineBlock()
  await expect.poll(() => satsOf(address)).toBe(sats)
}

/** The demo with the wallet installed; resolves with the page and the wallet's payment address. */
async function openWithOutsideBitcoinWallet(): Promise<{ page: Page; address: string }> {
  const page = await open('?preset=bitcoin')
  await installOutsideBitcoinWallet(page, { esploraUrl: ESPLORA })
  await page.reload()
  return { page, address: await outsideBitcoinWalletAddress(page) }
}

describe('a Bitcoin wallet Foyer did not write (Wallet Standard, its own secp256k1 keys)', () => {
  it('connects from the modal and shows its payment address, the devnet, and the balance Esplora holds', async () => {
    const { page, address } = await openWithOutsideBitcoinWallet()
    expect(address).toMatch(/^bcrt1q/)
    // Funded before connecting: Foyer reads the balance when the account connects (then only when asked, after a
    // send, or when the modal opens once it is 30 s old), so this is the balance the person sees right away.
    await fund(address, 150_000_000)
    await connectFromModal(page, OUTSIDE_BITCOIN_WALLET, 'Bitcoin')
    expect(await page.getByTestId('wallet').textContent()).toBe(OUTSIDE_BITCOIN_WALLET)
    // The payment address, not the taproot (ordinals) one the wallet also gave.
    expect(await page.getByTestId('address').textContent()).toBe(address)
    expect(await page.getByTestId('network').textContent()).toBe(`Foyer Bitcoin Devnet (${BITCOIN_DEVNET_CAIP2})`)
    await expect
      .poll(() => page.getByTestId('balance').textContent(), { timeout: 15_000 })
      .toBe(btcText(await satsOf(address)))
    expect(await outsideBitcoinWalletCalls(page)).toEqual(['bitcoin:connect'])
  })

  it('sends BTC from the account view: the wallet signs at once, a block confirms it, both balances change', async () => {
    const { page, address } = await openWithOutsideBitcoinWallet()
    await fund(address, 100_000_000)
    await connectFromModal(page, OUTSIDE_BITCOIN_WALLET, 'Bitcoin')
    const to = p2wpkh(pubECDSA(randomPrivateKeyBytes()), REGTEST).address!

    await openAccountView(page)
    await modal(page).getByRole('button', { name: 'Send', exact: true }).click()
    await modal(page).getByRole('radio', { name: 'BTC' }).check()
    await modal(page).getByLabel('Amount').fill('0.25')
    await modal(page).getByLabel('Recipient address').fill(to)
    await modal(page).getByRole('button', { name: 'Review' }).click()
    await modal(page).getByRole('button', { name: 'Send', exact: true }).click()

    // Nothing to approve: the wallet signs, Foyer broadcasts, and the payment waits in the mempool for a block.
    const txs = () => esplora<{ txid: string; fee: number }[]>(`/address/${to}/txs`)
    await expect.poll(async () => (await txs()).length, { timeout: 20_000 }).toBe(1)
    await mineBlock()
    await modal(page).getByRole('heading', { name: 'Sent' }).waitFor({ timeout: 30_000 })

    const [tx] = await txs()
    expect(await esplora<{ confirmed: boolean }>(`/tx/${tx!.txid}/status`)).toMatchObject({ confirmed: true })
    expect(await satsOf(to)).toBe(25_000_000)
    const after = 100_000_000 - 25_000_000 - tx!.fee
    expect(tx!.fee).toBeGreaterThan(0)
    expect(await satsOf(address)).toBe(after)
    // Foyer asked the wallet only to sign (it broadcasts itself).
    expect(await outsideBitcoinWalletCalls(page)).toEqual(['bitcoin:connect', 'bitcoin:signTransaction'])
    await modal(page).getByRole('button', { name: 'Done' }).click()
    await expect.poll(() => page.getByTestId('balance').textContent(), { timeout: 30_000 }).toBe(btcText(after))
  })

  it('stays connected across a reload (a silent reconnect), and Disconnect is kept across one too', async () => {
    const { page, address } = await openWithOutsideBitcoinWallet()
    await connectFromModal(page, OUTSIDE_BITCOIN_WALLET, 'Bitcoin')
    await expectReconnectThenDisconnectAcrossReloads(page, {
      name: OUTSIDE_BITCOIN_WALLET,
      address,
      connectedKey: 'outside-bitcoin-wallet.connected',
      calls: () => outsideBitcoinWalletCalls(page),
    })
  })
})
