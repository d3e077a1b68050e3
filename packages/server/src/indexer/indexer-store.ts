// The indexer's writes and the cursor the followers resume from. A batch of blocks, its transactions and the new cursor
// go in one database transaction, so a crash mid-batch leaves the cursor where the rows end; every insert ignores rows
// already there, so writing a batch twice (a restart, two watched addresses seeing one Solana transaction) adds nothing.
import type { Insertable, Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema.js'
import type { ChainId, IndexedTransaction } from './indexed-transaction.js'

export interface IndexerCursor {
  /** Last stored block (EVM) or slot. */
  height: number
  /** Its hash, to notice a reorg under it; null where the chain has none. */
  hash: string | null
}

export interface StoredBlock {
  number: number
  hash: string
}

export interface TokenMetadataRow {
  address: string
  name: string | null
  symbol: string | null
  decimals: number | null
}

export interface NftMetadataRow {
  contract: string
  tokenId: string
  name: string | null
  image: string | null
}

export interface SaveBatch {
  chainId: ChainId
  transactions: IndexedTransaction[]
  /** Hashes of the blocks of this batch, kept for reorg checks (the last `keepBlocks` only). */
  blocks?: StoredBlock[]
  /** The cursor after this batch, written in the same database transaction. */
  cursor?: IndexerCursor
  tokens?: TokenMetadataRow[]
  nfts?: NftMetadataRow[]
}

/** Block hashes kept per chain: deeper reorgs than this cannot be walked back (none happen on a real chain). */
export const KEEP_BLOCKS = 256

// PostgreSQL takes at most 65,535 parameters per statement.
const MAX_PARAMETERS = 60_000

type Db = Kysely<Database> | Transaction<Database>

async function insertIgnoring<T extends keyof Database & string>(
  db: Db,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  if (rows.length === 0) return
  const perRow = Object.keys(rows[0]!).length
  const chunk = Math.max(1, Math.floor(MAX_PARAMETERS / perRow))
  for (let i = 0; i < rows.length; i += chunk) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + chunk) as never)
      .onConflict((oc) => oc.doNothing())
      .execute()
  }
}

function rowsOf(chainId: ChainId, transactions: IndexedTransaction[]) {
  const txs: Insertable<Database['indexed_transactions']>[] = []
  const transfers: Insertable<Database['indexed_transfers']>[] = []
  const links = new Map<string, Insertable<Database['indexed_account_transactions']>>()
  for (const tx of transactions) {
    const block = Number(tx.blockNumber)
    txs.push({
      chain_id: chainId,
      hash: tx.hash,
      block_number: block,
      block_hash: tx.blockHash,
      tx_index: tx.index,
      mined_at: tx.minedAt,
      status: tx.status,
      from_address: tx.from,
      to_address: tx.to,
    })
    const link = (address: string | null) => {
      if (!address) return
      links.set(`${address}\u0000${tx.hash}`, {
        chain_id: chainId,
        address,
        tx_hash: tx.hash,
        mined_at: tx.minedAt,
        block_number: block,
        tx_index: tx.index,
      })
    }
    link(tx.from)
    link(tx.to)
    const seqs = new Map<string, number>()
    for (const transfer of tx.transfers) {
      const seq = seqs.get(transfer.address) ?? 0
      seqs.set(transfer.address, seq + 1)
      link(transfer.address)
      transfers.push({
        chain_id: chainId,
        tx_hash: tx.hash,
        address: transfer.address,
        seq,
        block_number: block,
        direction: transfer.direction,
        counterparty: transfer.counterparty,
        kind: transfer.kind,
        asset: transfer.asset,
        amount: transfer.amount,
        token_id: transfer.tokenId,
        decimals: transfer.decimals ?? null,
      })
    }
  }
  return { txs, transfers, links: [...links.values()] }
}

export class IndexerStore {
  constructor(private readonly db: Kysely<Database>) {}

  async getCursor(key: string): Promise<IndexerCursor | undefined> {
    const row = await this.db
      .selectFrom('indexer_cursors')
      .select(['height', 'block_hash'])
      .where('key', '=', key)
      .executeTakeFirst()
    return row ? { height: Number(row.height), hash: row.block_hash } : undefined
  }

  async setCursor(key: string, cursor: IndexerCursor, db: Db = this.db): Promise<void> {
    const row = { key, height: cursor.height, block_hash: cursor.hash, updated_at: new Date() }
    await db
      .insertInto('indexer_cursors')
      .values(row)
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({ height: row.height, block_hash: row.block_hash, updated_at: row.updated_at }),
      )
      .execute()
  }

  async saveTransactions(chainId: ChainId, transactions: IndexedTransaction[]): Promise<void> {
    await this.save({ chainId, transactions })
  }

  async save(batch: SaveBatch): Promise<void> {
    const { txs, transfers, links } = rowsOf(batch.chainId, batch.transactions)
    await this.db.transaction().execute(async (trx) => {
      await insertIgnoring(trx, 'indexed_transactions', txs)
      await insertIgnoring(trx, 'indexed_transfers', transfers)
      await insertIgnoring(trx, 'indexed_account_transactions', links)
      await insertIgnoring(
        trx,
        'indexed_tokens',
        (batch.tokens ?? []).map((token) => ({ chain_id: batch.chainId, ...token })),
      )
      await insertIgnoring(
        trx,
        'indexed_nfts',
        (batch.nfts ?? []).map(({ contract, tokenId, name, image }) => ({
          chain_id: batch.chainId,
          contract,
          token_id: tokenId,
          name,
          image,
        })),
      )
      if (batch.blocks?.length) {
        await insertIgnoring(
          trx,
          'indexer_blocks',
          batch.blocks.map((block) => ({ chain_id: batch.chainId, number: block.number, hash: block.hash })),
        )
        const top = Math.max(...batch.blocks.map((block) => block.number))
        await trx
          .deleteFrom('indexer_blocks')
          .where('chain_id', '=', batch.chainId)
          .where('number', '<=', top - KEEP_BLOCKS)
          .execute()
      }
      if (batch.cursor) await this.setCursor(batch.chainId, batch.cursor, trx)
    })
  }

  /** Stored block hashes in [from, to], highest first: where a reorg walk-back looks for the fork. */
  async storedBlocks(chainId: ChainId, from: number, to: number): Promise<StoredBlock[]> {
    const rows = await this.db
      .selectFrom('indexer_blocks')
      .select(['number', 'hash'])
      .where('chain_id', '=', chainId)
      .where('number', '>=', from)
      .where('number', '<=', to)
      .orderBy('number', 'desc')
      .execute()
    return rows.map((row) => ({ number: Number(row.number), hash: row.hash }))
  }

  /**
   * Forgets block `from` and everything after it (a reorg replaced them) and, in the same database transaction, moves
   * the cursor to `cursor` — the last block both chains share.
   */
  async dropFromBlock(chainId: ChainId, from: number, cursor?: IndexerCursor): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      for (const table of ['indexed_transfers', 'indexed_account_transactions', 'indexed_transactions'] as const) {
        await trx.deleteFrom(table).where('chain_id', '=', chainId).where('block_number', '>=', from).execute()
      }
      await trx.deleteFrom('indexer_blocks').where('chain_id', '=', chainId).where('number', '>=', from).execute()
      if (cursor) await this.setCursor(chainId, cursor, trx)
    })
  }

  /** Token contracts of `addresses` already described in indexed_tokens. */
  async knownTokens(chainId: ChainId, addresses: string[]): Promise<Set<string>> {
    if (addresses.length === 0) return new Set()
    const rows = await this.db
      .selectFrom('indexed_tokens')
      .select('address')
      .where('chain_id', '=', chainId)
      .where('address', 'in', addresses)
      .execute()
    return new Set(rows.map((row) => row.address))
  }
}
