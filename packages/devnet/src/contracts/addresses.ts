// The addresses are written out rather than computed with viem's getContractAddress: @foyer/devnet/chains re-exports
// them to browser apps, and computing them would put viem (and its secp256k1) in those apps' first bundle.
// addresses.test.ts derives each one again with viem.
import type { Address } from 'viem'

/** Dev account #9 deploys the demo contracts. It is the last funded account, so tests that spend from #0–#4 never move its nonce. */
export const DEVNET_DEPLOYER_INDEX = 9
/** Address of dev account #9 (m/44'/60'/0'/0/9 of DEV_MNEMONIC), written out so importing this module needs no key derivation. */
export const DEVNET_DEPLOYER: Address = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'

/** The local chain's id: anvil's default, which wallets and viem's `foundry` chain already know. */
export const DEVNET_CHAIN_ID = 31337

/**
 * Where the seed deploys each contract. They are the deployer's first three CREATE addresses (nonces 0, 1, 2), so they
 * are the same on every fresh devnet and apps can hard-code them.
 */
export const DEVNET_CONTRACTS: Readonly<DevnetContracts> = {
  tokenA: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
  tokenB: '0xA15BB66138824a1c7167f5E85b957d04Dd34E468',
  nft: '0xb19b36b1456E65E3A6D514D3F715f204BD59f431',
}

export type DevnetContracts = { tokenA: Address; tokenB: Address; nft: Address }

/**
 * The seed's other contracts, at the deployer's next CREATE addresses (nonces 3 to 6). They are kept out of
 * DEVNET_CONTRACTS, whose three entries apps already list as "the demo contracts".
 */
export const DEVNET_SPAM_NFT_ADDRESS: Address = '0x8ce361602B935680E8DeC218b820ff5056BeB7af'

/** The devnet's ENS: an EIP-137 registry, a resolver (addr, name, text) and the EIP-181 reverse registrar. */
export const DEVNET_ENS: Readonly<Record<'registry' | 'resolver' | 'reverseRegistrar', Address>> = {
  registry: '0xe1Aa25618fA0c7A1CFDab5d6B456af611873b629',
  resolver: '0xe1DA8919f262Ee86f9BE05059C9280142CF23f48',
  reverseRegistrar: '0x0C8E79F3534B00D9a3D4a856B665Bf4eBC22f2ba',
}

/**
 * Uniswap V2 (the npm packages' compiled contracts, whose pair init code hash is mainnet's, so Router02 finds pairs by
 * CREATE2 as on mainnet) at the deployer's nonces 7 to 9: the Factory, WETH9 and Router02. The seed adds liquidity to
 * FUSD/WETH, FOY/WETH and FUSD/FOY (see DEVNET_UNISWAP_V2_POOLS), so swaps and quotes work offline.
 */
export const DEVNET_UNISWAP_V2: Readonly<Record<'factory' | 'weth' | 'router', Address>> = {
  factory: '0xeD1DB453C3156Ff3155a97AD217b3087D5Dc5f6E',
  weth: '0xf7Cd8fa9b94DB2Aa972023b379c7f72c65E4De9D',
  router: '0x12975173B87F7595EE45dFFb2Ab812ECE596Bf84',
}

/** How many contracts the deployer creates before it mints: its nonces 0 to 9. */
export const DEVNET_DEPLOYED_CONTRACT_COUNT = 10

export type DevnetToken = {
  readonly address: Address
  readonly name: string
  readonly symbol: string
  readonly decimals: number
}

export type DevnetCollection = { readonly address: Address; readonly name: string; readonly symbol: string }

/** The two demo ERC-20s: a 6-decimal stablecoin-like token and an 18-decimal one, the two cases a UI must format. */
export const DEVNET_TOKENS = {
  tokenA: { address: DEVNET_CONTRACTS.tokenA, name: 'Foyer USD', symbol: 'FUSD', decimals: 6 },
  tokenB: { address: DEVNET_CONTRACTS.tokenB, name: 'Foyer Token', symbol: 'FOY', decimals: 18 },
} as const satisfies Record<'tokenA' | 'tokenB', DevnetToken>

export type DevnetNftCollection = DevnetCollection & {
  /** Shared by every token's metadata, and drawn on its image with the token number. */
  readonly description: string
  readonly label: string
  /** Base hue of the images (each token turns it by 47°). */
  readonly hue: number
}

/** The demo ERC-721. */
export const DEVNET_NFT = {
  address: DEVNET_CONTRACTS.nft,
  name: 'Foyer Pass',
  symbol: 'FPASS',
  description: 'A pass to the Foyer devnet. Its metadata and image live on chain, so no server is needed to show it.',
  label: 'FOYER PASS',
  hue: 250,
} as const satisfies DevnetNftCollection

/**
 * A spam-style collection, "airdropped" to dev account #0 as such NFTs arrive in real wallets, so the rule that hides
 * spam NFTs (a server's spam list flags the contract) has something real to hide.
 */
export const DEVNET_SPAM_NFT = {
  address: DEVNET_SPAM_NFT_ADDRESS,
  name: 'Free Airdrop Voucher',
  symbol: 'CLAIM',
  description: 'Congratulations! You are eligible for a free airdrop. Claim your reward now before it expires.',
  label: 'CLAIM REWARD',
  hue: 0,
} as const satisfies DevnetNftCollection
