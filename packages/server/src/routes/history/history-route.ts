// GET /v1/account/{account}/history?cursor&onramp&chainId → { data, next }: the account's indexed transactions, newest
// first, 50 a page, from the indexer's tables. `next` is a keyset cursor (see history-cursor.ts), absent on the last
// page. The indexer's tables are this module's migrations, since this route is what reads them.
import { sql } from 'kysely'
import { z } from 'zod'
import type { RouteModule, ServerContext } from '../../app/context.js'
import { BadRequestError } from '../../app/errors.js'
import { clientParams, parseInput, queryOf } from '../../app/validate.js'
import { namespaceOfAddress } from '../../chains/address-format.js'
import { indexerMigrations } from '../../indexer/indexer-migrations.js'
import { rememberSolanaAddress } from '../../indexer/solana/solana-watched-addresses.js'
import { accountChains } from '../account-chains.js'
import { decodeCursor, encodeCursor, type HistoryCursor } from './history-cursor.js'
import { historyItem, type HistoryItem, type Metadata, type TransferRow } from './history-items.js'

export type { HistoryItem, HistoryTransfer } from './history-items.js'

export const HISTORY_PAGE_SIZE = 50

const querySchema = z.object({
  ...clientParams,
  cursor: z.string().max(200).optional(),
  // Onramp purchases come from an onramp provider's records, which this server does not have: the answer is empty.
  onramp: z.enum(['coinbase']).optional(),
  chainId: z.string().max(80).optional(),
})

async function readPage(
  context: ServerContext,
  account: string,
  chains: string[],
  cursor: HistoryCursor | undefined,
): Promise<{ data: HistoryItem[]; next?: string }> {
  const { db } = context.database
  let query = db
    .selectFrom('indexed_account_transactions as a')
    .innerJoin('indexed_transactions as t', (join) =>
      join.onRef('t.chain_id', '=', 'a.chain_id').onRef('t.hash', '=', 'a.tx_hash'),
    )
    .select([
      'a.chain_id',
      'a.tx_hash',
      'a.mined_at',
      'a.block_number',
      'a.tx_index',
      't.status',
      't.from_address',
      't.to_address',
    ])
    .where('a.address', '=', account)
    .where('a.chain_id', 'in', chains)
  if (cursor) {
    query = query.where(
      sql<boolean>`(a.mined_at, a.chain_id, a.block_number, a.tx_index) < (${cursor.minedAt}::bigint, ${cursor.chainId}::text, ${cursor.block}::bigint, ${cursor.index}::integer)`,
    )
  }
  const rows = await query
    .orderBy('a.mined_at', 'desc')
    .orderBy('a.chain_id', 'desc')
    .orderBy('a.block_number', 'desc')
    .orderBy('a.tx_index', 'desc')
    .limit(HISTORY_PAGE_SIZE + 1)
    .execute()
  const page = rows.slice(0, HISTORY_PAGE_SIZE)
  if (page.length === 0) return { data: [] }

  const hashes = [...new Set(page.map((row) => row.tx_hash))]
  const transfers = (await db
    .selectFrom('indexed_transfers')
    .select([
      'chain_id',
      'tx_hash',
      'seq',
      'direction',
      'counterparty',
      'kind',
      'asset',
      'amount',
      'token_id',
      'decimals',
    ])
    .where('address', '=', account)
    .where('chain_id', 'in', chains)
    .where('tx_hash', 'in', hashes)
    .orderBy('seq')
    .execute()) as TransferRow[]
  const byTx = new Map<string, TransferRow[]>()
  for (const row of transfers) {
    const key = `${row.chain_id}\u0000${row.tx_hash}`
    byTx.set(key, [...(byTx.get(key) ?? []), row])
  }
  const metadata = await readMetadata(context, transfers)
  const data = page.map((row) =>
    historyItem(
      context.config,
      metadata,
      account,
      { ...row, hash: row.tx_hash, mined_at: Number(row.mined_at) },
      byTx.get(`${row.chain_id}\u0000${row.tx_hash}`) ?? [],
    ),
  )
  const last = page[page.length - 1]!
  const next =
    rows.length > HISTORY_PAGE_SIZE
      ? encodeCursor({
          minedAt: Number(last.mined_at),
          chainId: last.chain_id,
          block: Number(last.block_number),
          index: last.tx_index,
        })
      : undefined
  return { data, ...(next ? { next } : {}) }
}

async function readMetadata(context: ServerContext, transfers: TransferRow[]): Promise<Metadata> {
  const { db } = context.database
  const assets = [...new Set(transfers.filter((t) => t.kind !== 'native' && t.asset).map((t) => t.asset!))]
  const tokenIds = [...new Set(transfers.filter((t) => t.kind === 'nft').map((t) => t.token_id!))]
  const metadata: Metadata = { tokens: new Map(), nfts: new Map() }
  if (assets.length === 0) return metadata
  const tokens = await db
    .selectFrom('indexed_tokens')
    .select(['chain_id', 'address', 'name', 'symbol', 'decimals'])
    .where('address', 'in', assets)
    .execute()
  for (const token of tokens) metadata.tokens.set(`${token.chain_id}\u0000${token.address}`, token)
  if (tokenIds.length > 0) {
    const nfts = await db
      .selectFrom('indexed_nfts')
      .select(['chain_id', 'contract', 'token_id', 'name', 'image'])
      .where('contract', 'in', assets)
      .where('token_id', 'in', tokenIds)
      .execute()
    for (const nft of nfts) metadata.nfts.set(`${nft.chain_id}\u0000${nft.contract}\u0000${nft.token_id}`, nft)
  }
  return metadata
}

export const historyRoute: RouteModule = {
  name: 'history',
  migrations: indexerMigrations,
  mount(app, context) {
    app.get('/v1/account/:account/history', async (c) => {
      const query = parseInput(querySchema, queryOf(c), 'query')
      const raw = c.req.param('account')
      const namespace = namespaceOfAddress(raw)
      if (!namespace) throw new BadRequestError('Invalid account: not an EVM or Solana address', 'account')
      // The indexer stores EVM addresses in lowercase; Solana's base58 is case-sensitive and kept as given.
      const account = namespace === 'eip155' ? raw.toLowerCase() : raw
      const cursor = query.cursor !== undefined ? decodeCursor(query.cursor) : undefined
      if (query.cursor !== undefined && !cursor)
        throw new BadRequestError('Invalid cursor: not a cursor this API handed out', 'cursor')
      const project = c.get('project')
      const chains = accountChains({
        chains: context.config.chains,
        project,
        namespace,
        chainId: query.chainId,
        field: 'account',
      })
      if (query.onramp || chains.length === 0) return c.json({ data: [] })
      // Solana is indexed per watched address: asking for one's activity makes the indexer follow it from now on.
      const [page] = await Promise.all([
        readPage(
          context,
          account,
          chains.map((chain) => chain.id),
          cursor,
        ),
        namespace === 'solana' ? rememberSolanaAddress(context, chains, account) : undefined,
      ])
      return c.json(page)
    })
  },
}
