// Send on EVM over WalletConnect: the demo pairs with the dev wallet's WalletConnect page (wallet.html, its own browser
// context, as a phone would be) through the dev relay on 127.0.0.1:8787, and the Account view's Send goes to that
// wallet, which signs and submits it to anvil. The chain is read directly to check the transfer landed.
import { describe, expect, it } from 'vitest'
import { devAccounts } from '../packages/devnet/src/dev-accounts.js'
import { approveInWallet, modal, rpc, useBrowser } from './support/demo.js'
import { fillAndSubmitSend } from './support/solana.js'

const { open } = useBrowser()
// Dev account #8 sends (no other spec reads its balance), to #9.
const SENDER_INDEX = 8
const [, , , , , , , , SENDER, RECIPIENT] = devAccounts().map((a) => a.address)

describe('Send over WalletConnect', () => {
  it('sends ETH from a WalletConnect session, approved in the wallet page and confirmed on chain', async () => {
    const demo = await open()
    const wallet = await open('wallet.html')
    // The page's WalletConnect SDK loads before it marks itself ready.
    await expect.poll(() => wallet.evaluate(() => document.body.dataset.ready), { timeout: 30_000 }).toBe('true')
    await wallet.evaluate(
      (i) =>
        (
          window as unknown as { foyerDevWalletKit: { switchAccount(i: number): Promise<void> } }
        ).foyerDevWalletKit.switchAccount(i),
      SENDER_INDEX,
    )

    await demo.getByRole('button', { name: 'Connect Wallet' }).first().click()
    await modal(demo).getByRole('button', { name: 'WalletConnect' }).click()
    const qr = modal(demo).getByRole('img', { name: 'QR code to scan with your wallet' })
    await qr.waitFor({ timeout: 20_000 })
    const uri = (await qr.getAttribute('data-uri'))!
    await wallet.getByLabel('WalletConnect URI').fill(uri)
    await wallet.getByRole('button', { name: 'Connect', exact: true }).click()
    await approveInWallet(wallet)
    await expect.poll(() => demo.getByTestId('status').textContent(), { timeout: 20_000 }).toBe('connected')
    await expect.poll(() => demo.getByTestId('address').textContent()).toBe(SENDER)

    const before = BigInt(await rpc<string>('eth_getBalance', [RECIPIENT, 'latest']))
    const nonce = Number(await rpc<string>('eth_getTransactionCount', [SENDER, 'latest']))
    await demo.getByRole('button', { name: /^Open account/ }).click()
    await fillAndSubmitSend(demo, { token: 'ETH', amount: '0.75', to: RECIPIENT! })
    // The request reaches the wallet page over the relay; the modal waits for it there.
    await approveInWallet(wallet)
    await modal(demo).getByRole('heading', { name: 'Sent' }).waitFor({ timeout: 40_000 })
    expect(BigInt(await rpc<string>('eth_getBalance', [RECIPIENT, 'latest'])) - before).toBe(750_000_000_000_000_000n)
    expect(Number(await rpc<string>('eth_getTransactionCount', [SENDER, 'latest']))).toBe(nonce + 1)
  })
})
