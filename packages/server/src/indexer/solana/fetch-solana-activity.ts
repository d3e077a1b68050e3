// One Solana address's new transactions, as IndexedTransactions. getSignaturesForAddress lists only the transactions
// that name an account, and an incoming SPL transfer names the receiver's token account, not the receiver: so the
// address's token accounts (both token programs) are followed too, each with its own cursor. A transaction that names
// the address itself is always taken from the address's own list (a token account's list skips it), so two lists never
// give the same transaction twice, however late a token account is first seen.
import type { ChainId, IndexedTransaction } from '../indexed-transaction.js'
import { toBigInt } from './parse-json-bigints.js'
import { solanaBalanceChanges } from './solana-balance-changes.js'
import { recipientOf } from './solana-recipient.js'
import { createSolanaRpc, mapConcurrently, type SolanaRpcCall } from './solana-rpc.js'
import { accountKeysOf, type RpcTransaction } from './solana-transaction.js'

export const SOLANA_TOKEN_PROGRAMS = [
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
] as const
/** getSignaturesForAddress answers at most 1,000 per call. */
const SIGNATURES_PAGE = 1000

/** Per followed account (the address, then its token accounts): the newest signature already read. */
export type SolanaCursor = Record<string, string>

export interface FetchSolanaActivityOptions {
  rpcUrl: string
  chainId: ChainId
  /** The watched address (base58). */
  address: string
  /** Where the previous call stopped (its `cursor`); everything when absent. */
  until?: SolanaCursor
  /**
   * At most this many transactions, the oldest first, so a long history is caught up in steps (`more` says whether
   * there is more). A slot is never split, so a slot's transactions may take the answer slightly over.
   */
  limit?: number
  /** getTransaction calls in flight at once. */
  concurrency?: number
  signal?: AbortSignal
  /** The RPC to use instead of one made from rpcUrl (the watcher's, which carries its signal). */
  rpc?: SolanaRpcCall
}

export interface SolanaActivity {
  /** Oldest first: by slot, then as the node lists them within the slot. */
  transactions: IndexedTransaction[]
  /** Give it back as `until` to get what came after. */
  cursor: SolanaCursor
  /** True when `limit` left transactions for a next call. */
  more: boolean
}

interface SignatureInfo {
  signature: string
  slot: number
  blockTime: number | null
}

interface Listed extends SignatureInfo {
  sources: Set<string>
}

async function tokenAccountsOf(rpc: SolanaRpcCall, owner: string): Promise<string[]> {
  const lists = await Promise.all(
    SOLANA_TOKEN_PROGRAMS.map((programId) =>
      rpc<{ value: Array<{ pubkey: string }> }>('getTokenAccountsByOwner', [
        owner,
        { programId },
        // Only the addresses are needed: an empty slice keeps a wallet with many tokens cheap.
        { encoding: 'base64', commitment: 'confirmed', dataSlice: { offset: 0, length: 0 } },
      ]),
    ),
  )
  return lists.flatMap((list) => list.value.map((entry) => entry.pubkey))
}

/** Signatures of `account` newer than `until`, newest first, across as many pages as it takes. */
async function signaturesSince(rpc: SolanaRpcCall, account: string, until: string | undefined) {
  const all: SignatureInfo[] = []
  for (;;) {
    const before = all.at(-1)?.signature
    const page = await rpc<SignatureInfo[]>('getSignaturesForAddress', [
      account,
      { limit: SIGNATURES_PAGE, commitment: 'confirmed', ...(until ? { until } : {}), ...(before ? { before } : {}) },
    ])
    all.push(...page)
    if (page.length < SIGNATURES_PAGE) return all
  }
}

export async function fetchSolanaActivity(options: FetchSolanaActivityOptions): Promise<SolanaActivity> {
  const { address, chainId } = options
  const rpc = options.rpc ?? createSolanaRpc(options.rpcUrl, { signal: options.signal })
  const until = options.until ?? {}
  const sources = [address, ...(await tokenAccountsOf(rpc, address))]
  const lists = await mapConcurrently(sources, 4, (source) => signaturesSince(rpc, source, until[source]))

  // Oldest first; the address's own list first, so within a slot its order is the one kept.
  const listed = new Map<string, Listed>()
  sources.forEach((source, index) => {
    for (const info of [...lists[index]!].reverse()) {
      const entry = listed.get(info.signature) ?? { ...info, sources: new Set<string>() }
      entry.sources.add(source)
      listed.set(info.signature, entry)
    }
  })
  const ordered = [...listed.values()].sort((a, b) => a.slot - b.slot)
  let taken = ordered
  if (options.limit !== undefined && ordered.length > options.limit) {
    const lastSlot = ordered[Math.max(options.limit, 1) - 1]!.slot
    taken = ordered.filter((entry) => entry.slot <= lastSlot)
  }

  const described = await mapConcurrently(taken, options.concurrency ?? 4, async (entry) => {
    const transaction = await rpc<RpcTransaction | null>('getTransaction', [
      entry.signature,
      { encoding: 'json', commitment: 'confirmed', maxSupportedTransactionVersion: 0 },
    ])
    // Listed but not yet served (a node catching up): fail the call, so the cursor stays and the next one retries.
    if (!transaction) throw new Error(`getTransaction has no ${entry.signature} yet (listed for ${address})`)
    return { entry, transaction }
  })

  const transactions: IndexedTransaction[] = []
  let previousSlot = -1
  let index = 0
  for (const { entry, transaction } of described) {
    const keys = accountKeysOf(transaction)
    const transfers = solanaBalanceChanges(transaction, address)
    // Listed only for a token account: the address's own list has (or will have) it if it names the address; and if
    // the address's balance did not move, it is the token account's past under an earlier owner, not the address's.
    if (!entry.sources.has(address) && (keys.includes(address) || transfers.length === 0)) continue
    index = entry.slot === previousSlot ? index + 1 : 0
    previousSlot = entry.slot
    transactions.push({
      chainId,
      hash: entry.signature,
      blockNumber: String(toBigInt(transaction.slot, 'slot')),
      // getTransaction does not say which block hash the slot got.
      blockHash: null,
      index,
      minedAt: transaction.blockTime ?? entry.blockTime ?? 0,
      status: transaction.meta?.err == null ? 'confirmed' : 'failed',
      from: keys[0]!,
      to: recipientOf(transaction),
      transfers,
    })
  }

  const read = new Set(taken.map((entry) => entry.signature))
  const cursor: SolanaCursor = { ...until }
  sources.forEach((source, index) => {
    // Lists are newest first: the first one read is where this account's next call starts.
    const newest = lists[index]!.find((info) => read.has(info.signature))
    if (newest) cursor[source] = newest.signature
  })
  return { transactions, cursor, more: taken.length < ordered.length }
}
