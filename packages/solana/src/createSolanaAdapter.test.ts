// The assembled adapter (createSolanaAdapter.ts): its setup and its own address check. Each part has its tests beside
// it: discovery, connection, walletEvents, balances, send, walletRequests, signIn.
import { describe, expect, it } from 'vitest'
import { createSolanaAdapter } from './createSolanaAdapter.js'
import { makeContext, useAdapterHarness } from './test/adapter-harness.js'

const { start } = useAdapterHarness()

describe('createSolanaAdapter', () => {
  it('needs a solana network', () => {
    const adapter = createSolanaAdapter()
    expect(() => adapter.setup(makeContext([]))).toThrow(/solana network/)
  })

  it('isValidAddress accepts base58 32-byte public keys only', () => {
    const { adapter } = start()
    expect(adapter.isValidAddress('oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96')).toBe(true)
    expect(adapter.isValidAddress('11111111111111111111111111111111')).toBe(true)
    expect(adapter.isValidAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(false)
    expect(adapter.isValidAddress('oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq9')).toBe(false)
    expect(adapter.isValidAddress('')).toBe(false)
  })
})
