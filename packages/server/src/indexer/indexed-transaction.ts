// What a chain follower hands the indexer store: one mined transaction seen from one watched address, in chain terms
// (raw integer amounts, contract addresses). The history route turns these into the spec's §3 items; the followers
// (EVM blocks and logs, Solana signatures) only have to agree on this shape.

/** CAIP-2 id, e.g. 'eip155:31337' or 'solana:<genesis hash prefix>'. */
export type ChainId = string

export interface IndexedTransfer {
  /** The watched address (EVM: lowercase 0x…; Solana: base58) this transfer is seen from. */
  address: string
  direction: 'in' | 'out' | 'self'
  /** The other party, when there is one. */
  counterparty: string | null
  /** 'native' for the chain's currency, 'fungible' for ERC-20 / SPL, 'nft' for ERC-721. */
  kind: 'native' | 'fungible' | 'nft'
  /** Token contract (EVM) or mint (Solana); null for the native currency. */
  asset: string | null
  /** Integer amount in the asset's smallest unit, as a decimal string (1 for an NFT). */
  amount: string
  /** ERC-721 token id as a decimal string; null otherwise. */
  tokenId: string | null
  /** The asset's decimals when the follower knows them (Solana token balances carry them); optional. */
  decimals?: number | null
}

export interface IndexedTransaction {
  chainId: ChainId
  /** Transaction hash (EVM) or signature (Solana). */
  hash: string
  /** Block number (EVM) or slot (Solana), as a decimal string. */
  blockNumber: string
  /** Block hash, so a reorg can find what it replaced; null where the chain has none to give. */
  blockHash: string | null
  /** Position in the block, for a stable order among transactions of one block. */
  index: number
  /** Unix seconds of the block. */
  minedAt: number
  status: 'confirmed' | 'failed'
  from: string
  to: string | null
  transfers: IndexedTransfer[]
}
