// @vitest-environment jsdom
import { getByRole } from '@testing-library/dom'
import { getWallets } from '@wallet-standard/app'
import { afterEach, describe, expect, it } from 'vitest'
import { DEV_WALLET_NAME, DEV_WALLET_STANDARD_ICON } from '../identity.js'
import { installDevWallet, type DevWalletHandle } from '../install-dev-wallet.js'
import { devBitcoinKeys } from './keys.js'
import type { DevBitcoinWalletFeatures } from './types.js'

// No EVM or Solana request is made here, so no chain need run.
const chains = [{ id: 31337, name: 'Foyer Devnet', rpcUrl: 'http://127.0.0.1:1' }]
const solana = { rpcUrl: 'http://127.0.0.1:1', chains: ['solana:localnet'] }

let handle: DevWalletHandle | undefined
afterEach(() => {
  handle?.uninstall()
  handle = undefined
  localStorage.clear()
})

describe('installDevWallet with bitcoin', () => {
  it('registers a Bitcoin Wallet Standard wallet named like the EVM and Solana ones (one multi-chain wallet); uninstall removes it', () => {
    handle = installDevWallet({ chains, solana, bitcoin: {}, panel: false, approve: async () => true })
    const wallets = getWallets()
    const ours = () => wallets.get().filter((wallet) => wallet.name === DEV_WALLET_NAME)
    expect(ours()).toEqual([handle.solana!.wallet, handle.bitcoin!.wallet])
    const bitcoin = handle.bitcoin!.wallet
    expect(bitcoin.icon).toBe(DEV_WALLET_STANDARD_ICON)
    expect(bitcoin.chains).toContain('bitcoin:regtest')
    expect(Object.keys(bitcoin.features)).toEqual(
      expect.arrayContaining(['bitcoin:connect', 'bitcoin:signMessage', 'bitcoin:signTransaction', 'standard:events']),
    )
    expect(handle.bitcoin!.address).toBe(devBitcoinKeys(0).address)
    handle.uninstall()
    handle = undefined
    expect(ours()).toEqual([])
  })

  it('asks through the approval panel: Reject is a 4001; Approve connects, remembered under <storageKey>.bitcoin', async () => {
    handle = installDevWallet({ chains, bitcoin: { accountIndex: 1 } })
    const features = handle.bitcoin!.wallet.features as DevBitcoinWalletFeatures
    const root = handle.panel!.host.shadowRoot as unknown as HTMLElement

    const rejected = features['bitcoin:connect'].connect({ purposes: ['payment'] })
    await Promise.resolve()
    expect(getByRole(root, 'heading').textContent).toMatch(/^Connect to .* \(Bitcoin\)$/)
    getByRole(root, 'button', { name: 'Reject' }).click()
    await expect(rejected).rejects.toMatchObject({ code: 4001 })

    const approved = features['bitcoin:connect'].connect({ purposes: ['payment'] })
    await Promise.resolve()
    getByRole(root, 'button', { name: 'Approve' }).click()
    const { accounts } = await approved
    expect(accounts.map((account) => account.address)).toEqual([devBitcoinKeys(1).address])
    expect(JSON.parse(localStorage.getItem('foyer.devWallet.bitcoin')!)).toMatchObject({
      connected: true,
      accountIndex: 1,
      purposes: ['payment'],
    })
  })
})
