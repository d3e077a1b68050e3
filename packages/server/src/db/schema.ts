// Every table, as Kysely sees it. Each route module owns its tables' migration; this is only the typed view of them.
import type { ColumnType, Generated } from 'kysely'

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
}

export interface IndexerCursorsTable {
  chain_id: string
  height: number
  updated_at: ColumnType<Date, Date | string, Date | string>
}

export interface IndexedBlocksTable {
  chain_id: string
  number: number
  hash: string
  parent_hash: string
  timestamp: ColumnType<Date, Date | string, Date | string>
}

export interface TransactionsTable {
  chain_id: string
  hash: string
  block_number: number
  tx_index: number
  from_address: string
  to_address: string | null
  status: 'confirmed' | 'failed'
  mined_at: ColumnType<Date, Date | string, Date | string>
}

export interface TransfersTable {
  id: Generated<number>
  chain_id: string
  tx_hash: string
  block_number: number
  /** Log index; -1 for the native value of the transaction itself. */
  log_index: number
  kind: 'native' | 'erc20' | 'erc721' | 'sol' | 'spl'
  token: string | null
  token_id: string | null
  from_address: string
  to_address: string
  amount: string
}

export interface Database {
  projects: ProjectsTable
  cache: CacheTable
  names: NamesTable
  indexer_cursors: IndexerCursorsTable
  indexed_blocks: IndexedBlocksTable
  transactions: TransactionsTable
  transfers: TransfersTable
}
