// @vitest-environment jsdom
import { getByRole } from '@testing-library/dom'
import { createKeyPairFromPrivateKeyBytes, getAddressFromPublicKey } from '@solana/kit'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { afterEach, describe, expect, it } from 'vitest'
import type { DevSolanaWalletFeatures } from './create-dev-solana-wallet.js'
import { DEV_WALLET_NAME, DEV_WALLET_STANDARD_ICON } from './identity.js'
import { installDevWallet, type DevWalletHandle } from './install-dev-wallet.js'
import { devSolanaSecret } from './solana-dev-keys.js'

// No EVM request is made here, so the EVM chain's RPC need not run.
const chains = [{ id: 31337, name: 'Foyer Devnet', rpcUrl: 'http://127.0.0.1:1' }]
const solana = { rpcUrl: 'http://127.0.0.1:1', chains: ['solana:localnet'] }
const addressOf = async (index: number) =>
  getAddressFromPublicKey((await createKeyPairFromPrivateKeyBytes(devSolanaSecret(index))).publicKey)

let handle: DevWalletHandle | undefined
afterEach(() => {
  handle?.uninstall()
  handle = undefined
  localStorage.clear()
})

const features = (wallet: Wallet) => wallet.features as DevSolanaWalletFeatures

describe('installDevWallet with solana', () => {
  it('registers over the Wallet Standard: an app started after, and one already listening, both see it; uninstall removes it', () => {
    handle = installDevWallet({ chains, solana, panel: false, approve: async () => true })
    // The app starts after the wallet: getWallets() dispatches app-ready and the wallet answers.
    const wallets = getWallets()
    const ours = () => wallets.get().filter((w) => w.name === DEV_WALLET_NAME)
    expect(ours()).toEqual([handle.solana!.wallet])
    const [wallet] = ours()
    expect(wallet!.icon).toBe(DEV_WALLET_STANDARD_ICON)
    expect(wallet!.chains).toEqual(['solana:localnet'])
    expect(Object.keys(wallet!.features)).toEqual(
      expect.arrayContaining([
        'standard:connect',
        'standard:disconnect',
        'standard:events',
        'solana:signMessage',
        'solana:signTransaction',
        'solana:signAndSendTransaction',
        'solana:signIn',
      ]),
    )
    const unregistered: Wallet[] = []
    const off = wallets.on('unregister', (...gone) => unregistered.push(...gone))
    handle.uninstall()
    expect(unregistered).toEqual([wallet])
    expect(ours()).toEqual([])
    off()
    // The app is listening now: a new install registers through the register-wallet event.
    handle = installDevWallet({ chains, solana, panel: false, approve: async () => true })
    expect(ours()).toEqual([handle.solana!.wallet])
  })

  it('does not register with announce: false, and has no Solana side without the option', () => {
    handle = installDevWallet({ chains, panel: false, approve: async () => true })
    expect(handle.solana).toBeUndefined()
    handle.uninstall()
    handle = installDevWallet({ chains, solana, announce: false, panel: false, approve: async () => true })
    expect(
      getWallets()
        .get()
        .filter((w) => w.name === DEV_WALLET_NAME),
    ).toEqual([])
  })

  it('asks through the same panel: the Solana connect card, then Approve', async () => {
    handle = installDevWallet({ chains, solana, announce: false })
    const pending = features(handle.solana!.wallet)['standard:connect'].connect()
    await Promise.resolve()
    const card = getByRole(handle.panel!.host.shadowRoot as unknown as HTMLElement, 'dialog', {
      name: 'Foyer Dev Wallet request',
    })
    expect(getByRole(card, 'heading').textContent).toBe(`Connect to ${location.host} (Solana)`)
    expect(card.textContent).toContain(await addressOf(0))
    expect(card.textContent).toContain('Local validator (solana:localnet)')
    getByRole(card, 'button', { name: 'Approve' }).click()
    const { accounts } = await pending
    expect(accounts.map((a) => a.address)).toEqual([await addressOf(0)])
  })

  it('shows a Solana message as text, never as HTML', async () => {
    handle = installDevWallet({ chains, solana, announce: false })
    const wallet = features(handle.solana!.wallet)
    const connecting = wallet['standard:connect'].connect()
    await Promise.resolve()
    const card = () =>
      getByRole(handle!.panel!.host.shadowRoot as unknown as HTMLElement, 'dialog', {
        name: 'Foyer Dev Wallet request',
      })
    getByRole(card(), 'button', { name: 'Approve' }).click()
    const [account] = (await connecting).accounts
    const signing = wallet['solana:signMessage'].signMessage({
      account: account!,
      message: new TextEncoder().encode('<b>gm</b>'),
    })
    await Promise.resolve()
    expect(getByRole(card(), 'heading').textContent).toBe('Sign message')
    expect(card().textContent).toContain('<b>gm</b>')
    expect(card().querySelector('b')).toBeNull()
    getByRole(card(), 'button', { name: 'Reject' }).click()
    await expect(signing).rejects.toMatchObject({ code: 4001, name: 'WalletSignMessageError' })
  })

  it('window.foyerDevWallet.solana switches accounts and disconnects, and the connection survives a reinstall', async () => {
    handle = installDevWallet({ chains, solana, announce: false, panel: false, approve: async () => true })
    expect(window.foyerDevWallet?.solana).toBe(handle.solana)
    const wallet = features(handle.solana!.wallet)
    await wallet['standard:connect'].connect()
    const changes: unknown[] = []
    wallet['standard:events'].on('change', ({ accounts }) => changes.push(accounts?.map((a) => a.address)))
    window.foyerDevWallet!.solana!.switchAccount(1)
    expect(changes).toEqual([[await addressOf(1)]])
    handle.uninstall()
    // A reload: the new wallet reconnects silently to the remembered account; the EVM side is kept apart.
    handle = installDevWallet({ chains, solana, announce: false, panel: false, approve: async () => false })
    const reloaded = features(handle.solana!.wallet)
    expect((await reloaded['standard:connect'].connect({ silent: true })).accounts.map((a) => a.address)).toEqual([
      await addressOf(1),
    ])
    expect(await handle.provider.request({ method: 'eth_accounts' })).toEqual([])
    window.foyerDevWallet!.solana!.disconnect()
    expect(handle.solana!.connected).toBe(false)
    expect(handle.solana!.wallet.accounts).toEqual([])
  })
})
