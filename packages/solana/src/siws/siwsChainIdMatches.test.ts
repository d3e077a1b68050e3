import { describe, expect, it } from 'vitest'
import { SOLANA_DEVNET_REFERENCE, SOLANA_MAINNET_REFERENCE, SOLANA_TESTNET_REFERENCE } from '../constants.js'
import { siwsChainIdMatches } from './siwsChainIdMatches.js'

const MAINNET = `solana:${SOLANA_MAINNET_REFERENCE}`
const DEVNET = `solana:${SOLANA_DEVNET_REFERENCE}`
const TESTNET = `solana:${SOLANA_TESTNET_REFERENCE}`
const LOCAL = 'solana:3m18fFd2hPJkop2aCRdB3LS47DSuWbBx'

describe('siwsChainIdMatches', () => {
  it('takes a message without a Chain ID for any Solana chain', () => {
    expect(siwsChainIdMatches(undefined, MAINNET)).toBe(true)
    expect(siwsChainIdMatches(undefined, LOCAL)).toBe(true)
  })

  it.each<[string, string, boolean]>([
    ['mainnet', MAINNET, true],
    ['mainnet-beta', MAINNET, true],
    ['solana:mainnet', MAINNET, true],
    ['mainnet', DEVNET, false],
    ['devnet', DEVNET, true],
    ['solana:devnet', DEVNET, true],
    ['devnet', TESTNET, false],
    ['testnet', TESTNET, true],
    ['testnet', MAINNET, false],
    ['localnet', LOCAL, true],
    ['solana:localnet', LOCAL, true],
    ['localnet', MAINNET, false],
    ['localnet', DEVNET, false],
    [SOLANA_MAINNET_REFERENCE, MAINNET, true],
    [MAINNET, MAINNET, true],
    ['3m18fFd2hPJkop2aCRdB3LS47DSuWbBx', LOCAL, true],
    [LOCAL, LOCAL, true],
    ['3m18fFd2hPJkop2aCRdB3LS47DSuWbBx', MAINNET, false],
    [SOLANA_DEVNET_REFERENCE, LOCAL, false],
    ['constructor', LOCAL, false],
  ])('Chain ID %s for %s: %s', (messageChainId, caip, expected) => {
    expect(siwsChainIdMatches(messageChainId, caip)).toBe(expected)
  })

  it('never matches a chain that is not a Solana CAIP-2 id', () => {
    expect(siwsChainIdMatches(undefined, 'eip155:1')).toBe(false)
    expect(siwsChainIdMatches('mainnet', 'solana:mainnet')).toBe(false)
    expect(siwsChainIdMatches('1', 'eip155:1')).toBe(false)
  })
})
