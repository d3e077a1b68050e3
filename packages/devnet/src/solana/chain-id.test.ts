import { describe, expect, it } from 'vitest'
import { foyerSolanaDevnet } from '../chains.js'
import { SOLANA_DEVNET_CAIP2, SOLANA_DEVNET_PORT } from './constants.js'

describe('the Solana devnet as apps know it', () => {
  it('has the CAIP-2 id and RPC URL that @foyer/core lists for it', () => {
    expect(foyerSolanaDevnet.caipNetworkId).toBe(SOLANA_DEVNET_CAIP2)
    expect(foyerSolanaDevnet.rpcUrls.default.http[0]).toBe(`http://127.0.0.1:${SOLANA_DEVNET_PORT}`)
    expect(foyerSolanaDevnet.rpcUrls.default.webSocket?.[0]).toBe(`ws://127.0.0.1:${SOLANA_DEVNET_PORT + 1}`)
  })
})
