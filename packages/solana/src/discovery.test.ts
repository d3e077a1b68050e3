// Wallet Standard discovery (discovery.ts): the registry's Solana wallets as core connectors, with test wallets
// registered in the real @wallet-standard/app registry.
import { describe, expect, it } from 'vitest'
import { FoyerError } from '@foyer/core'
import { getWallets } from '@wallet-standard/app'
import { lastConnectors, useAdapterHarness } from './test/adapter-harness.js'
import { rejectionOf } from './test/rejection-of.js'
import { TEST_WALLET_ICON, createTestSolanaWallet as wallet } from './test/test-solana-wallet.js'

const { register, start } = useAdapterHarness()

describe('discovery', () => {
  it('lists a Wallet Standard Solana wallet as an ANNOUNCED connector, Installed, without rdns', async () => {
    register(await wallet({ name: 'Foyer Dev Wallet' }))
    const { ctx } = start()
    expect(lastConnectors(ctx)).toEqual([
      {
        id: 'solana:Foyer Dev Wallet',
        name: 'Foyer Dev Wallet',
        type: 'ANNOUNCED',
        chains: ['solana'],
        imageUrl: TEST_WALLET_ICON,
        installed: true,
        readyState: 'Installed',
      },
    ])
    expect(lastConnectors(ctx)[0]!.rdns).toBeUndefined()
  })

  it('adds a wallet that registers after setup, and drops it when it unregisters', async () => {
    const { ctx } = start()
    expect(lastConnectors(ctx)).toEqual([])
    const late = await wallet({ name: 'Late Wallet' })
    const unregister = getWallets().register(late)
    expect(lastConnectors(ctx).map((c) => c.id)).toEqual(['solana:Late Wallet'])
    unregister()
    expect(lastConnectors(ctx)).toEqual([])
  })

  it('marks a Solana wallet without a Solana signing feature Unsupported (listed, not installed)', async () => {
    register(await wallet({ name: 'Half Wallet', features: 'no-solana-signing' }))
    const { adapter, ctx } = start()
    expect(lastConnectors(ctx)).toEqual([
      expect.objectContaining({ id: 'solana:Half Wallet', readyState: 'Unsupported', installed: false }),
    ])
    const error = await rejectionOf(adapter.connect({ connectorId: 'solana:Half Wallet' }))
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.message).toBe('Provider not found')
  })

  it('leaves out wallets with nothing Solana (another ecosystem)', async () => {
    register(await wallet({ name: 'Sui Only', chains: ['sui:mainnet'], features: 'no-solana-signing' }))
    const { ctx } = start()
    expect(lastConnectors(ctx)).toEqual([])
  })

  it('a sign-only wallet (signTransaction, no signAndSend) is Installed', async () => {
    register(await wallet({ name: 'Signer', features: 'sign-only' }))
    const { ctx } = start()
    expect(lastConnectors(ctx)[0]).toMatchObject({ readyState: 'Installed', installed: true })
  })

  it('lists a wallet again when it gains a Solana signing feature after registering', async () => {
    const w = await wallet({ name: 'Slow Loader', features: 'no-solana-signing' })
    register(w)
    const { ctx } = start()
    expect(lastConnectors(ctx)[0]).toMatchObject({ readyState: 'Unsupported' })
    w.test.addSigningFeatures()
    expect(lastConnectors(ctx)[0]).toMatchObject({ id: 'solana:Slow Loader', readyState: 'Installed', installed: true })
  })
})
