import { describe, expect, it } from 'vitest'
import { modal, useBrowser } from './support/demo.js'

const { open } = useBrowser()

/** Announces an EIP-6963 wallet (written here, not the dev wallet) whose answers are wrong in the way `mode` says. */
function installBrokenWallet(mode: 'no-accounts' | 'bad-chain') {
  const provider = {
    request: async ({ method }: { method: string }) => {
      if (method === 'eth_requestAccounts' || method === 'wallet_requestPermissions')
        return mode === 'no-accounts'
          ? method === 'eth_requestAccounts'
            ? []
            : [{ parentCapability: 'eth_accounts' }]
          : ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8']
      if (method === 'eth_accounts') return mode === 'no-accounts' ? [] : ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8']
      if (method === 'eth_chainId') return mode === 'bad-chain' ? 'banana' : '0x7a69'
      throw Object.assign(new Error('unsupported'), { code: 4200 })
    },
    on() {},
    removeListener() {},
  }
  const info = {
    uuid: '6f1c7a55-0000-4000-8000-0000000000bb',
    name: 'Broken Test Wallet',
    rdns: 'test.e2e.broken',
    icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
  }
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}

describe('a wallet that answers nonsense', () => {
  for (const mode of ['no-accounts', 'bad-chain'] as const) {
    it(`shows the spec error and leaves the modal usable (${mode})`, async () => {
      const page = await open('?wallet=none')
      await page.evaluate(installBrokenWallet, mode)
      await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
      await modal(page).getByRole('button', { name: 'Broken Test Wallet' }).click()
      await expect
        .poll(() => modal(page).textContent(), { timeout: 15_000 })
        .toContain('Failed to connect to the wallet')
      expect(await page.getByTestId('status').textContent()).toBe('disconnected')
      // Still usable: back to the list, and Esc closes.
      await modal(page).getByRole('button', { name: 'Back' }).click()
      await expect.poll(() => modal(page).getByRole('button', { name: 'Broken Test Wallet' }).count()).toBe(1)
      await page.keyboard.press('Escape')
      await expect.poll(() => modal(page).count()).toBe(0)
    })
  }
})
