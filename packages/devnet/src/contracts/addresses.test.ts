import { getContractAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { devAccounts } from '../dev-accounts.js'
import {
  DEVNET_CONTRACTS,
  DEVNET_DEPLOYER,
  DEVNET_DEPLOYER_INDEX,
  DEVNET_ENS,
  DEVNET_NFT,
  DEVNET_SPAM_NFT_ADDRESS,
  DEVNET_TOKENS,
  DEVNET_UNISWAP_V2,
} from './addresses.js'

describe('devnet contract addresses', () => {
  it('names the address of dev account #9 as the deployer', () => {
    expect(devAccounts(DEVNET_DEPLOYER_INDEX + 1)[DEVNET_DEPLOYER_INDEX]?.address).toBe(DEVNET_DEPLOYER)
  })

  it('are the deployer’s first three CREATE addresses and distinct', () => {
    // Pinned so a change to the deployer or the deploy order, which would break apps that hard-code them, fails here.
    expect(DEVNET_CONTRACTS).toEqual({
      tokenA: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
      tokenB: '0xA15BB66138824a1c7167f5E85b957d04Dd34E468',
      nft: '0xb19b36b1456E65E3A6D514D3F715f204BD59f431',
    })
    expect(new Set(Object.values(DEVNET_CONTRACTS)).size).toBe(3)
    expect(DEVNET_TOKENS.tokenA.address).toBe(DEVNET_CONTRACTS.tokenA)
    expect(DEVNET_TOKENS.tokenB.address).toBe(DEVNET_CONTRACTS.tokenB)
    expect(DEVNET_NFT.address).toBe(DEVNET_CONTRACTS.nft)
  })

  it('describes FUSD with 6 decimals and FOY with 18', () => {
    expect(DEVNET_TOKENS.tokenA).toMatchObject({ name: 'Foyer USD', symbol: 'FUSD', decimals: 6 })
    expect(DEVNET_TOKENS.tokenB).toMatchObject({ name: 'Foyer Token', symbol: 'FOY', decimals: 18 })
    expect(DEVNET_NFT).toMatchObject({ name: 'Foyer Pass', symbol: 'FPASS' })
  })

  it('puts Uniswap V2 at the deployer’s nonces 7-9, pinned as apps/demo/foyer.config.ts writes them', () => {
    expect(DEVNET_UNISWAP_V2).toEqual({
      factory: '0xeD1DB453C3156Ff3155a97AD217b3087D5Dc5f6E',
      weth: '0xf7Cd8fa9b94DB2Aa972023b379c7f72c65E4De9D',
      router: '0x12975173B87F7595EE45dFFb2Ab812ECE596Bf84',
    })
  })

  it('are the deployer’s CREATE addresses at the nonces the seed deploys them (written out, derived again here)', () => {
    const at = (nonce: bigint) => getContractAddress({ from: DEVNET_DEPLOYER, nonce })
    const written = [
      DEVNET_CONTRACTS.tokenA,
      DEVNET_CONTRACTS.tokenB,
      DEVNET_CONTRACTS.nft,
      DEVNET_SPAM_NFT_ADDRESS,
      DEVNET_ENS.registry,
      DEVNET_ENS.resolver,
      DEVNET_ENS.reverseRegistrar,
      DEVNET_UNISWAP_V2.factory,
      DEVNET_UNISWAP_V2.weth,
      DEVNET_UNISWAP_V2.router,
    ]
    expect(written).toEqual(written.map((_, nonce) => at(BigInt(nonce))))
  })
})
