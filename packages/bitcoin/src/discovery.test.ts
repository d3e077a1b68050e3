// Wallet Standard discovery (discovery.ts): the registry's Bitcoin wallets as core connectors.
import { describe, expect, it } from 'vitest'
import { FoyerError } from '@foyer/core'
import { getWallets } from '@wallet-standard/app'
import { lastConnectors, listedWallet, useAdapterHarness } from './test/adapter-harness.js'

const { register, start } = useAdapterHarness()
const FULL = ['bitcoin:connect', 'bitcoin:signTransaction', 'bitcoin:signMessage', 'standard:events']

describe('discovery', () => {
  it('lists a Wallet Standard Bitcoin wallet as an ANNOUNCED bip122 connector, Installed, without rdns', () => {
    register(listedWallet('Sat Wallet', ['bitcoin:mainnet'], FULL))
    const { ctx } = start()
    expect(lastConnectors(ctx)).toEqual([
      {
        id: 'bitcoin:Sat Wallet',
        name: 'Sat Wallet',
        type: 'ANNOUNCED',
        chains: ['bip122'],
        imageUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
        installed: true,
        readyState: 'Installed',
      },
    ])
  })

  it('lists a wallet registered twice once, and follows registrations after setup', () => {
    register(listedWallet('Twice', ['bitcoin:regtest'], FULL))
    register(listedWallet('Twice', ['bitcoin:regtest'], FULL))
    const { ctx } = start()
    expect(lastConnectors(ctx).map((c) => c.id)).toEqual(['bitcoin:Twice'])
    const unregister = getWallets().register(listedWallet('Late', ['bitcoin:testnet'], FULL))
    expect(lastConnectors(ctx).map((c) => c.id)).toEqual(['bitcoin:Twice', 'bitcoin:Late'])
    unregister()
    expect(lastConnectors(ctx).map((c) => c.id)).toEqual(['bitcoin:Twice'])
  })

  it('a Bitcoin wallet that cannot sign transactions is Unsupported, and connecting it is "Provider not found"', async () => {
    register(listedWallet('Viewer', ['bitcoin:mainnet'], ['bitcoin:connect', 'bitcoin:signMessage']))
    const { adapter, ctx } = start()
    expect(lastConnectors(ctx)).toEqual([expect.objectContaining({ readyState: 'Unsupported', installed: false })])
    const error = await adapter.connect({ connectorId: 'bitcoin:Viewer' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(FoyerError)
    expect((error as Error).message).toBe('Provider not found')
  })

  it('leaves out wallets of other ecosystems', () => {
    register(listedWallet('Sol Only', ['solana:mainnet'], ['standard:connect', 'solana:signTransaction']))
    const { ctx } = start()
    expect(lastConnectors(ctx)).toEqual([])
  })
})
