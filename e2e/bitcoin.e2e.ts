// Bitcoin in the demo (?preset=bitcoin): the dev wallet's Bitcoin side on the development chain (regtest, Esplora API on
// 127.0.0.1:8790, started by global-setup) connects through the same Foyer Dev Wallet button and shows its balance.
import { describe, expect, it } from 'vitest'
import { connectDevWallet, modal, useBrowser } from './support/demo.js'

const { open } = useBrowser()
const ESPLORA = 'http://127.0.0.1:8790'

describe('Bitcoin in the demo', () => {
  it('connects the dev wallet on Bitcoin and shows the balance the chain holds for its payment address', async () => {
    const page = await open('?preset=bitcoin')
    await connectDevWallet(page, 'Bitcoin')
    const address = (await page.getByTestId('address').textContent()) ?? ''
    expect(address).toMatch(/^bcrt1q/)
    const stats = (await (await fetch(`${ESPLORA}/address/${address}`)).json()) as {
      chain_stats: { funded_txo_sum: number; spent_txo_sum: number }
      mempool_stats: { funded_txo_sum: number; spent_txo_sum: number }
    }
    const sats =
      stats.chain_stats.funded_txo_sum -
      stats.chain_stats.spent_txo_sum +
      stats.mempool_stats.funded_txo_sum -
      stats.mempool_stats.spent_txo_sum
    const btc = (sats / 1e8).toString()
    await expect.poll(() => page.getByTestId('balance').textContent(), { timeout: 15_000 }).toBe(`${btc} BTC`)
    // The Account view shows the same account; Bitcoin has no blockchain-API tabs (spec §9), so none are offered.
    await page.getByRole('button', { name: /^Open account/ }).click()
    await expect.poll(() => modal(page).textContent()).toContain(address.slice(-4))
  })
})
