// Every table, as Kysely sees it. Each route module owns its tables' migration; this is only the typed view of them.
import type { ColumnType } from 'kysely'

export interface ProjectsTable {
  id: string
  allowed_origins: ColumnType<string[], string, string>
  rate_limit_per_minute: number
  chains: ColumnType<string[], string, string>
  updated_at: ColumnType<Date, Date | string, Date | string>
}

export interface CacheTable {
  key: string
  value: ColumnType<unknown, string, string>
  expires_at: ColumnType<Date, Date | string, Date | string>
}

export interface NamesTable {
  name: string
  /** EVM addresses checksummed, Solana as base58: the spelling canonicalAddress() gives. */
  address: string
  avatar: string | null
  created_at: ColumnType<Date, Date | string | undefined, never>
  /** ENSIP-11 coin type the address was registered for (0009_profile_names; 60 before). bigint: read as a string. */
  coin_type: ColumnType<string | number, number | undefined, number>
  attributes: ColumnType<unknown, string | undefined, string>
  /** At most one per address. */
  is_primary: ColumnType<boolean, boolean | undefined, boolean>
}

/** Registration messages already used (sha256 of the text), so none is accepted twice. */
export interface NameRegistrationMessagesTable {
  hash: string
  created_at: ColumnType<Date, Date | string | undefined, never>
}

/** Where a follower stands: EVM — the last stored block and its hash; Solana — what its follower keeps per key. */
export interface IndexerCursorsTable {
  key: string
  height: number
  block_hash: string | null
  updated_at: ColumnType<Date, Date | string, Date | string>
}

/** Hashes of the last blocks an EVM follower stored, to find where a reorg forked. */
export interface IndexerBlocksTable {
  chain_id: string
  number: number
  hash: string
}

export interface IndexedTransactionsTable {
  chain_id: string
  hash: string
  block_number: number
  block_hash: string | null
  tx_index: number
  /** Unix seconds. */
  mined_at: number
  status: 'confirmed' | 'failed'
  from_address: string
  to_address: string | null
}

export interface IndexedTransfersTable {
  chain_id: string
  tx_hash: string
  address: string
  /** Position among this address's transfers in the transaction. */
  seq: number
  block_number: number
  direction: 'in' | 'out' | 'self'
  counterparty: string | null
  kind: 'native' | 'fungible' | 'nft'
  asset: string | null
  amount: string
  token_id: string | null
  decimals: number | null
}

/** Which transactions an address took part in, in history order: the history route pages this table. */
export interface IndexedAccountTransactionsTable {
  chain_id: string
  address: string
  tx_hash: string
  mined_at: number
  block_number: number
  tx_index: number
}

/** What the follower read from a token contract it met (ERC-20 / ERC-721), for tokens missing from the lists. */
export interface IndexedTokensTable {
  chain_id: string
  address: string
  name: string | null
  symbol: string | null
  decimals: number | null
}

/** One NFT's metadata, when its tokenURI could be read without a network call (a data: URI). */
export interface IndexedNftsTable {
  chain_id: string
  contract: string
  token_id: string
  name: string | null
  image: string | null
}

export interface Database {
  projects: ProjectsTable
  cache: CacheTable
  names: NamesTable
  name_registration_messages: NameRegistrationMessagesTable
  indexer_cursors: IndexerCursorsTable
  indexer_blocks: IndexerBlocksTable
  indexed_transactions: IndexedTransactionsTable
  indexed_transfers: IndexedTransfersTable
  indexed_account_transactions: IndexedAccountTransactionsTable
  indexed_tokens: IndexedTokensTable
  indexed_nfts: IndexedNftsTable
}
