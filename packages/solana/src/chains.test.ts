import { describe, expect, it } from 'vitest'
import { solana, solanaDevnet, solanaTestnet } from '@foyer/core'
import { chainMatchesNetwork, solanaDevnetChain, walletChainFor } from './chains.js'

const GENESIS = '3m18fFd2hPJkop2aCRdB3LS47DSuWbBxcq8g1JaN79Xw'

describe('solanaDevnetChain', () => {
  it('builds the Foyer Solana Devnet definition from the RPC URL and genesis hash', () => {
    expect(solanaDevnetChain('http://127.0.0.1:8899', GENESIS)).toEqual({
      id: '3m18fFd2hPJkop2aCRdB3LS47DSuWbBx',
      chainNamespace: 'solana',
      caipNetworkId: 'solana:3m18fFd2hPJkop2aCRdB3LS47DSuWbBx',
      name: 'Foyer Solana Devnet',
      network: 'foyer-solana-devnet',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8899'], webSocket: ['ws://127.0.0.1:8900'] } },
      testnet: true,
    })
  })

  it('refuses a reference that is not base58', () => {
    expect(() => solanaDevnetChain('http://127.0.0.1:8899', '0x1234')).toThrow(/base58/)
  })
})

describe('chain matching', () => {
  const local = solanaDevnetChain('http://127.0.0.1:8899', GENESIS)
  it('cluster names and CAIP-2 ids name their networks', () => {
    expect(chainMatchesNetwork('solana:mainnet', solana)).toBe(true)
    expect(chainMatchesNetwork('solana:devnet', solanaDevnet)).toBe(true)
    expect(chainMatchesNetwork('solana:testnet', solanaTestnet)).toBe(true)
    expect(chainMatchesNetwork('solana:devnet', solana)).toBe(false)
    expect(chainMatchesNetwork(solana.caipNetworkId, solana)).toBe(true)
    expect(chainMatchesNetwork('solana:localnet', local)).toBe(true)
    expect(chainMatchesNetwork('solana:localnet', solana)).toBe(false)
    expect(chainMatchesNetwork('eip155:1', solana)).toBe(false)
  })

  it("hands the wallet the account's own spelling of the chain", () => {
    expect(walletChainFor(['solana:localnet'], local)).toBe('solana:localnet')
    expect(walletChainFor(['solana:mainnet'], local)).toBe(local.caipNetworkId)
  })
})
