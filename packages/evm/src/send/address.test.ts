// @vitest-environment jsdom
// Recipient validation as the Send view calls it (synchronously, through the adapter): EIP-55 aware once setup ran.
import { describe, expect, it } from 'vitest'
import { createEvmAdapter } from '../createEvmAdapter.js'
import { makeContext } from '../test/adapter-harness.js'
import { anvilNetwork } from '../test/anvil-network.js'

const CHECKSUMMED = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
/** The same 20 bytes with one letter's case flipped: a checksum that does not match. */
const MISTYPED = '0x70997970c51812dc3A010C7d01b50e0d17dc79C8'

describe('isValidAddress', () => {
  it('after setup: checksummed, all-lowercase and all-uppercase addresses pass; a wrong checksum and non-addresses do not', async () => {
    const adapter = createEvmAdapter()
    // setup needs no node to be running: it loads the wagmi side and the address check.
    await adapter.setup(makeContext([anvilNetwork({ chainId: 31337, rpcUrl: 'http://127.0.0.1:9' })]))
    try {
      expect(adapter.isValidAddress(CHECKSUMMED)).toBe(true)
      expect(adapter.isValidAddress(CHECKSUMMED.toLowerCase())).toBe(true)
      expect(adapter.isValidAddress(`0x${CHECKSUMMED.slice(2).toUpperCase()}`)).toBe(true)
      for (const bad of [
        MISTYPED,
        CHECKSUMMED.slice(0, -1),
        `${CHECKSUMMED}0`,
        CHECKSUMMED.slice(2),
        `0x${'g'.repeat(40)}`,
        'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
        'vitalik.eth',
        '',
      ])
        expect(adapter.isValidAddress(bad), bad).toBe(false)
    } finally {
      adapter.destroy()
    }
  })

  it('before setup (viem not loaded yet) it checks the shape only', () => {
    const adapter = createEvmAdapter()
    expect(adapter.isValidAddress(CHECKSUMMED)).toBe(true)
    expect(adapter.isValidAddress('vitalik.eth')).toBe(false)
    expect(adapter.isValidAddress(MISTYPED)).toBe(true)
  })
})
