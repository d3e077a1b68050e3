import { SOLANA_DEVNET_CAIP2 } from '@foyer/devnet'
import { describe, expect, it } from 'vitest'
import { DEV_WALLET_NAME, DEV_WALLET_STANDARD_ICON } from './identity.js'
import { CHAIN, useSolanaWalletHarness } from './test/solana-wallet-harness.js'

describe('createDevSolanaWallet', () => {
  const t = useSolanaWalletHarness()

  it('is a Wallet Standard wallet with the EVM wallet’s identity and the Solana features', () => {
    const wallet = t.makeWallet()
    expect(wallet.version).toBe('1.0.0')
    expect(wallet.name).toBe(DEV_WALLET_NAME)
    expect(wallet.icon).toBe(DEV_WALLET_STANDARD_ICON)
    expect(wallet.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(wallet.chains).toEqual([CHAIN])
    expect(wallet.accounts).toEqual([])
    expect(Object.keys(wallet.features).sort()).toEqual([
      'solana:signAndSendTransaction',
      'solana:signIn',
      'solana:signMessage',
      'solana:signTransaction',
      'standard:connect',
      'standard:disconnect',
      'standard:events',
    ])
    expect(wallet.features['solana:signTransaction'].supportedTransactionVersions).toEqual(['legacy', 0])
  })

  it('defaults to the Foyer devnet’s CAIP-2 id and solana:localnet', () => {
    expect(t.makeWallet({ chains: undefined }).chains).toEqual([SOLANA_DEVNET_CAIP2, 'solana:localnet'])
    expect(() => t.makeWallet({ chains: ['eip155:1'] })).toThrow(/not a Solana chain id/)
  })
})
