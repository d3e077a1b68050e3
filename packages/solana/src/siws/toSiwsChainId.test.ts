import { describe, expect, it } from 'vitest'
import { SOLANA_DEVNET_REFERENCE, SOLANA_MAINNET_REFERENCE, SOLANA_TESTNET_REFERENCE } from '../constants.js'
import { siwsChainIdMatches } from './siwsChainIdMatches.js'
import { toSiwsChainId } from './toSiwsChainId.js'
import { SiwsMessageError } from './validateSiwsFields.js'

const LOCAL = 'solana:3m18fFd2hPJkop2aCRdB3LS47DSuWbBx'

describe('toSiwsChainId', () => {
  it('names the public clusters and keeps any other cluster by its CAIP-2 reference', () => {
    expect(toSiwsChainId(`solana:${SOLANA_MAINNET_REFERENCE}`)).toBe('mainnet')
    expect(toSiwsChainId(`solana:${SOLANA_DEVNET_REFERENCE}`)).toBe('devnet')
    expect(toSiwsChainId(`solana:${SOLANA_TESTNET_REFERENCE}`)).toBe('testnet')
    expect(toSiwsChainId(LOCAL)).toBe('3m18fFd2hPJkop2aCRdB3LS47DSuWbBx')
  })

  it.each(['eip155:1', 'solana:', 'solana:0OIl', '3m18fFd2hPJkop2aCRdB3LS47DSuWbBx', 'solana:constructor:x'])(
    'rejects %s, naming chainId',
    (id) => {
      expect(() => toSiwsChainId(id)).toThrow(SiwsMessageError)
      expect(() => toSiwsChainId(id)).toThrow(/chainId must be a Solana CAIP-2 id/)
    },
  )

  it('writes what siwsChainIdMatches accepts for the same network', () => {
    for (const id of [
      `solana:${SOLANA_MAINNET_REFERENCE}`,
      `solana:${SOLANA_DEVNET_REFERENCE}`,
      `solana:${SOLANA_TESTNET_REFERENCE}`,
      LOCAL,
    ])
      expect(siwsChainIdMatches(toSiwsChainId(id), id)).toBe(true)
  })
})
