import { describe, expect, it } from 'vitest'
import { createFoyerClient } from './create-foyer-client.js'
import { mainnet, solana } from './chains/index.js'
import { foyerDevnet } from '@foyer/devnet/chains'
import { DEFAULT_FEATURES } from './constants.js'
import type { FoyerOptions } from './types.js'

const create = (options: Partial<FoyerOptions>) => () =>
  createFoyerClient({ networks: [foyerDevnet], storage: null, ...options } as FoyerOptions)

describe('createFoyerClient options', () => {
  it('rejects missing or empty networks with a clear error', () => {
    expect(create({ networks: [] })).toThrow('Invalid Foyer options: networks must list at least one chain')
    expect(create({ networks: undefined })).toThrow(/networks must list at least one chain/)
  })
  it('rejects a malformed chain id', () => {
    expect(create({ networks: [{ ...mainnet, id: -1, caipNetworkId: 'eip155:-1' }] })).toThrow(
      /networks\[0\]\.id must be a positive integer/,
    )
    expect(create({ networks: [{ ...mainnet, caipNetworkId: 'eip155:2' }] })).toThrow(/does not match/)
    expect(create({ networks: [{ ...mainnet, caipNetworkId: 'x:1' as never }] })).toThrow(/not a valid CAIP-2 id/)
  })
  it('rejects a default network that is not listed, duplicates and unknown features', () => {
    expect(create({ defaultNetwork: mainnet })).toThrow(/defaultNetwork eip155:1 is not one of networks/)
    expect(create({ networks: [mainnet, mainnet] })).toThrow(/lists eip155:1 twice/)
    expect(create({ features: { flying: true } as never })).toThrow(/features.flying is not a Foyer feature/)
    expect(create({ features: { swaps: 'yes' } as never })).toThrow(/features.swaps must be true or false/)
    expect(create({ themeMode: 'blue' as never })).toThrow(/themeMode/)
  })
  it('fills the spec defaults', () => {
    const client = createFoyerClient({ networks: [foyerDevnet, solana], storage: null })
    expect(client.options.features).toEqual(DEFAULT_FEATURES)
    expect(client.options.logLevel).toBe('info')
    expect(client.options.enableNetworkSwitch).toBe(true)
    expect(client.options.allowUnsupportedChain).toBe(false)
    expect(client.getConnectMethods()).toEqual(['email', 'social', 'wallet'])
    expect(client.getWalletFeatures()).toEqual(['onramp', 'swaps', 'receive', 'send'])
    expect(client.stores.accounts.getState().eip155!.preferredAccountType).toBe('smartAccount')
    expect(client.stores.accounts.getState().solana!.preferredAccountType).toBe('eoa')
  })
})
