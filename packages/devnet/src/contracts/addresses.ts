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

/** The demo ERC-721. */
export const DEVNET_NFT = {
  address: DEVNET_CONTRACTS.nft,
  name: 'Foyer Pass',
  symbol: 'FPASS',
} as const satisfies DevnetCollection
