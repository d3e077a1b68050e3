import { getContractAddress, type Address } from 'viem'

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
export const DEVNET_CONTRACTS = {
  tokenA: getContractAddress({ from: DEVNET_DEPLOYER, nonce: 0n }),
  tokenB: getContractAddress({ from: DEVNET_DEPLOYER, nonce: 1n }),
  nft: getContractAddress({ from: DEVNET_DEPLOYER, nonce: 2n }),
} as const satisfies Record<string, Address>

export type DevnetContracts = { tokenA: Address; tokenB: Address; nft: Address }

/**
 * The seed's other contracts, at the deployer's next CREATE addresses (nonces 3 to 6). They are kept out of
 * DEVNET_CONTRACTS, whose three entries apps already list as "the demo contracts".
 */
export const DEVNET_SPAM_NFT_ADDRESS: Address = getContractAddress({ from: DEVNET_DEPLOYER, nonce: 3n })

/** The devnet's ENS: an EIP-137 registry, a resolver (addr, name, text) and the EIP-181 reverse registrar. */
export const DEVNET_ENS = {
  registry: getContractAddress({ from: DEVNET_DEPLOYER, nonce: 4n }),
  resolver: getContractAddress({ from: DEVNET_DEPLOYER, nonce: 5n }),
  reverseRegistrar: getContractAddress({ from: DEVNET_DEPLOYER, nonce: 6n }),
} as const satisfies Record<string, Address>

/**
 * Uniswap V2 (the npm packages' compiled contracts, whose pair init code hash is mainnet's, so Router02 finds pairs by
 * CREATE2 as on mainnet) at the deployer's nonces 7 to 9: the Factory, WETH9 and Router02. The seed adds liquidity to
 * FUSD/WETH, FOY/WETH and FUSD/FOY (see DEVNET_UNISWAP_V2_POOLS), so swaps and quotes work offline.
 */
export const DEVNET_UNISWAP_V2 = {
  factory: getContractAddress({ from: DEVNET_DEPLOYER, nonce: 7n }),
  weth: getContractAddress({ from: DEVNET_DEPLOYER, nonce: 8n }),
  router: getContractAddress({ from: DEVNET_DEPLOYER, nonce: 9n }),
} as const satisfies Record<string, Address>

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
