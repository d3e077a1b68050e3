// Which Solana addresses the watcher follows on a chain: the config's, plus every address the history or balance route
// was asked about there, so a person who opens Activity gets indexed from then on. The asked-about ones live in the
// database, so the instance that leads the indexer sees those asked of any other.
import type { Kysely } from 'kysely'
import type { ServerContext } from '../../app/context.js'
import { namespaceOfChain } from '../../chains/address-format.js'
import type { ChainConfig } from '../../config/config-schema.js'
import type { Database } from '../../db/schema.js'
import { solanaDb } from './solana-indexer-tables.js'

// Per database, the (chain, address) pairs this process already wrote, so a page that polls costs one insert, not one
// per request. Bounded: past this many it starts over, which costs repeat inserts (ignored), never a lost address.
const REMEMBERED_LIMIT = 10_000
const remembered = new WeakMap<Kysely<Database>, Set<string>>()

export async function watchedSolanaAddresses(db: Kysely<Database>, chain: ChainConfig): Promise<string[]> {
  const rows = await solanaDb(db)
    .selectFrom('solana_watched_addresses')
    .select('address')
    .where('chain_id', '=', chain.id)
    .execute()
  return [...new Set([...chain.watchedAddresses, ...rows.map((row) => row.address)])]
}

/** Adds `address` to the watched addresses of those of `chains` that are indexed Solana chains. */
export async function rememberSolanaAddress(context: ServerContext, chains: ChainConfig[], address: string) {
  const { db } = context.database
  let seen = remembered.get(db)
  if (!seen) remembered.set(db, (seen = new Set()))
  const rows = chains
    .filter((chain) => chain.index && namespaceOfChain(chain.id) === 'solana')
    .filter((chain) => !chain.watchedAddresses.includes(address) && !seen.has(`${chain.id}\u0000${address}`))
    .map((chain) => ({ chain_id: chain.id, address }))
  if (rows.length === 0) return
  await solanaDb(db)
    .insertInto('solana_watched_addresses')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .execute()
  if (seen.size + rows.length > REMEMBERED_LIMIT) seen.clear()
  for (const row of rows) seen.add(`${row.chain_id}\u0000${address}`)
}
