// The NFTs an account holds, from the indexer's tables: for each (chain, contract, token id) the account's own transfer
// rows are read newest first, and the token counts as held when the newest one brought it in (a sent or sold token's
// newest row is 'out', so it drops out without a separate ownership table). Names and images come from what the
// follower read on chain; spam flags from the chain's configured `spamNftContracts`.
import { canonicalAddress } from '../../chains/address-format.js'
import type { ChainConfig } from '../../config/config-schema.js'
import type { ServerContext } from '../../app/context.js'

/** One answer is bounded: an account with more NFTs than this sees its newest ones. */
export const NFTS_LIMIT = 500

export interface NftHolding {
  /** CAIP-2 chain. */
  chainId: string
  /** The ERC-721 contract, checksummed. */
  contract: string
  /** Decimal string: ERC-721 ids are uint256. */
  tokenId: string
  /** The metadata's name, else "<collection> #<id>", else "#<id>". */
  name: string
  /** The contract's name(), when it answered one. */
  collection: string | null
  /** The metadata's image (the follower only decodes data: URI metadata, so it is usually a data: URI too). */
  imageUrl: string | null
  isSpam: boolean
}

function isSpam(chain: ChainConfig | undefined, contract: string): boolean {
  const evm = chain?.id.startsWith('eip155:') ?? false
  return (chain?.spamNftContracts ?? []).some((listed) =>
    evm ? listed.toLowerCase() === contract : listed === contract,
  )
}

export async function readNftHoldings(
  context: ServerContext,
  account: string,
  chains: ChainConfig[],
): Promise<NftHolding[]> {
  if (chains.length === 0) return []
  const { db } = context.database
  // The newest row per token, ordered as the chain ordered them: block, position in the block, then the transfer's
  // place in its transaction (a token can come in and go out within one transaction).
  const newestPerToken = db
    .selectFrom('indexed_transfers as t')
    .innerJoin('indexed_transactions as x', (join) =>
      join.onRef('x.chain_id', '=', 't.chain_id').onRef('x.hash', '=', 't.tx_hash'),
    )
    .distinctOn(['t.chain_id', 't.asset', 't.token_id'])
    .select([
      't.chain_id',
      't.asset',
      't.token_id',
      't.direction',
      't.seq',
      'x.block_number',
      'x.tx_index',
      'x.mined_at',
    ])
    .where('t.address', '=', account)
    .where('t.kind', '=', 'nft')
    .where(
      't.chain_id',
      'in',
      chains.map((chain) => chain.id),
    )
    .orderBy('t.chain_id')
    .orderBy('t.asset')
    .orderBy('t.token_id')
    .orderBy('x.block_number', 'desc')
    .orderBy('x.tx_index', 'desc')
    .orderBy('t.seq', 'desc')
  const rows = await db
    .selectFrom(newestPerToken.as('h'))
    .leftJoin('indexed_nfts as n', (join) =>
      join
        .onRef('n.chain_id', '=', 'h.chain_id')
        .onRef('n.contract', '=', 'h.asset')
        .onRef('n.token_id', '=', 'h.token_id'),
    )
    .leftJoin('indexed_tokens as c', (join) =>
      join.onRef('c.chain_id', '=', 'h.chain_id').onRef('c.address', '=', 'h.asset'),
    )
    .select(['h.chain_id', 'h.asset', 'h.token_id', 'n.name as nft_name', 'n.image', 'c.name as collection'])
    // 'self' (sent to itself) leaves the token where it was.
    .where('h.direction', 'in', ['in', 'self'])
    .orderBy('h.mined_at', 'desc')
    .orderBy('h.chain_id', 'desc')
    .orderBy('h.block_number', 'desc')
    .orderBy('h.tx_index', 'desc')
    .orderBy('h.seq', 'desc')
    .orderBy('h.asset')
    .orderBy('h.token_id')
    .limit(NFTS_LIMIT)
    .execute()
  return rows.map((row) => {
    const contract = row.asset ?? ''
    const tokenId = row.token_id ?? ''
    const chain = chains.find((candidate) => candidate.id === row.chain_id)
    const collection = row.collection ?? null
    return {
      chainId: row.chain_id,
      contract: canonicalAddress(contract),
      tokenId,
      name: row.nft_name ?? (collection ? `${collection} #${tokenId}` : `#${tokenId}`),
      collection,
      imageUrl: row.image ?? null,
      isSpam: isSpam(chain, contract),
    }
  })
}
