import { describe, expect, it } from 'vitest'
import * as chains from './index.js'
import { isCaipNetworkId } from '../caip.js'
import type { ChainDefinition } from '../types.js'

const all = Object.values(chains).filter(
  (v): v is ChainDefinition => typeof v === 'object' && v !== null && 'caipNetworkId' in v,
)

describe('chain definitions', () => {
  it("define the spec's Solana and Bitcoin networks with their native currencies", () => {
    for (const c of [chains.solana, chains.solanaDevnet, chains.solanaTestnet]) {
      expect(c.chainNamespace).toBe('solana')
      expect(c.nativeCurrency).toMatchObject({ symbol: 'SOL', decimals: 9 })
    }
    for (const c of [chains.bitcoin, chains.bitcoinTestnet, chains.bitcoinSignet]) {
      expect(c.chainNamespace).toBe('bip122')
      expect(c.nativeCurrency).toMatchObject({ symbol: 'BTC', decimals: 8 })
    }
  })
  it('cover every swap-supported EVM id and Sepolia', () => {
    const ids = all.filter((c) => c.chainNamespace === 'eip155').map((c) => c.id)
    for (const id of [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554, 11155111])
      expect(ids).toContain(id)
  })
  it('point nowhere on this machine: the local chains are @foyer/devnet/chains', () => {
    for (const c of all) for (const url of c.rpcUrls.default.http) expect(url).not.toMatch(/127\.0\.0\.1|localhost/)
  })
  it('have every chain-definition field and a consistent CAIP-2 id', () => {
    for (const c of all) {
      expect(isCaipNetworkId(c.caipNetworkId)).toBe(true)
      expect(c.caipNetworkId).toBe(`${c.chainNamespace}:${c.id}`)
      expect(c.name && c.network && c.rpcUrls.default.http.length).toBeTruthy()
      expect(typeof c.nativeCurrency.decimals).toBe('number')
    }
  })
})
