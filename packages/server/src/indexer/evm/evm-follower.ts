// Follows one EVM chain from its stored cursor to the head: each round fetches a range of blocks with their full
// transactions and receipts in one JSON-RPC batch, and stores the range's transactions, block hashes and the new
// cursor in one database transaction. Before extending, the first new block's parent must be the stored cursor block;
// when it is not (a reorg, or a dev chain reverted under us), it walks back through the stored block hashes to the
// last block both chains share and drops what came after.
import type { ChainId, IndexedTransaction } from '../indexed-transaction.js'
import {
  KEEP_BLOCKS,
  type IndexerCursor,
  type IndexerStore,
  type NftMetadataRow,
  type TokenMetadataRow,
} from '../indexer-store.js'
import { blockTransactions, type NftSeen, type RpcBlock, type RpcReceipt } from './evm-block-transactions.js'
import { readTokenMetadata } from './evm-token-metadata.js'
import { createBatchRpc, resultOf, RpcCallError, type BatchRpc, type RpcCall } from './json-rpc-batch.js'

export interface EvmFollowerOptions {
  chainId: ChainId
  rpcUrl: string
  store: IndexerStore
  /** Blocks per round (one JSON-RPC batch of two calls per block); the config's default, 250, when left out. */
  batchSize?: number
  /** Where to start when the chain has no cursor yet. */
  startBlock?: number
  /** Called with the stored height after each round (the metrics gauge). */
  onHeight?(height: number): void
  fetch?: typeof fetch
}

export type StepResult = 'advanced' | 'idle' | 'reorg'

const hex = (n: number) => `0x${n.toString(16)}`

export class EvmFollower {
  readonly chainId: ChainId
  private readonly rpc: BatchRpc
  private readonly store: IndexerStore
  private readonly batchSize: number
  private readonly startBlock: number
  private readonly onHeight: (height: number) => void
  /** Contracts whose metadata is stored already; saves a database read per block range. */
  private readonly describedTokens = new Set<string>()
  /** false once the node said it has no eth_getBlockReceipts: then one eth_getTransactionReceipt per transaction. */
  private blockReceipts = true

  constructor(options: EvmFollowerOptions) {
    this.chainId = options.chainId
    this.rpc = createBatchRpc(options.rpcUrl, options.fetch ? { fetch: options.fetch } : {})
    this.store = options.store
    this.batchSize = options.batchSize ?? 250
    this.startBlock = options.startBlock ?? 0
    this.onHeight = options.onHeight ?? (() => {})
  }

  /** One round: store the next range of blocks, or notice a reorg and rewind, or nothing when at the head. */
  async step(): Promise<StepResult> {
    const cursor = await this.store.getCursor(this.chainId)
    const head = Number(BigInt(await this.rpc.call<string>('eth_blockNumber', [])))
    const from = cursor ? cursor.height + 1 : this.startBlock
    if (cursor && head < cursor.height) {
      await this.rewind(cursor, head)
      return 'reorg'
    }
    if (from > head) {
      // At the head: the cursor block itself may have been replaced (same height, another hash).
      if (cursor?.hash) {
        const block = await this.rpc.call<RpcBlock | null>('eth_getBlockByNumber', [hex(cursor.height), false])
        if (block && block.hash.toLowerCase() !== cursor.hash) {
          await this.rewind(cursor, head)
          return 'reorg'
        }
      }
      return 'idle'
    }
    const to = Math.min(head, from + this.batchSize - 1)
    const blocks = await this.fetchBlocks(from, to)
    if (cursor?.hash && blocks[0]!.block.parentHash.toLowerCase() !== cursor.hash) {
      await this.rewind(cursor, head)
      return 'reorg'
    }
    for (let i = 1; i < blocks.length; i++) {
      // The chain reorganised while the batch was being answered: try again next round.
      if (blocks[i]!.block.parentHash.toLowerCase() !== blocks[i - 1]!.block.hash.toLowerCase()) return 'reorg'
    }
    const transactions: IndexedTransaction[] = []
    const tokens = new Set<string>()
    const nfts: NftSeen[] = []
    for (const { block, receipts } of blocks) {
      const decoded = blockTransactions(this.chainId, block, receipts)
      transactions.push(...decoded.transactions)
      for (const token of decoded.tokens) tokens.add(token)
      nfts.push(...decoded.nfts)
    }
    const metadata = await this.metadataOf(tokens, nfts, hex(to))
    const last = blocks[blocks.length - 1]!.block
    const next: IndexerCursor = { height: to, hash: last.hash.toLowerCase() }
    await this.store.save({
      chainId: this.chainId,
      transactions,
      blocks: blocks
        .slice(-KEEP_BLOCKS)
        .map(({ block }) => ({ number: Number(BigInt(block.number)), hash: block.hash.toLowerCase() })),
      cursor: next,
      ...metadata,
    })
    for (const token of metadata.tokens) this.describedTokens.add(token.address)
    this.onHeight(to)
    return 'advanced'
  }

  /** Steps until the head is reached (tests and the bench); returns the rounds taken. */
  async catchUp(): Promise<number> {
    let rounds = 0
    while ((await this.step()) !== 'idle') rounds++
    return rounds
  }

  private async fetchBlocks(from: number, to: number): Promise<{ block: RpcBlock; receipts: RpcReceipt[] }[]> {
    const calls: RpcCall[] = []
    for (let n = from; n <= to; n++) {
      calls.push({ method: 'eth_getBlockByNumber', params: [hex(n), true] })
      if (this.blockReceipts) calls.push({ method: 'eth_getBlockReceipts', params: [hex(n)] })
    }
    const answers = await this.rpc.batch(calls)
    const step = this.blockReceipts ? 2 : 1
    const out: { block: RpcBlock; receipts: RpcReceipt[] }[] = []
    for (let i = 0; i < answers.length; i += step) {
      const block = resultOf<RpcBlock | null>(answers[i]!, 'eth_getBlockByNumber')
      if (!block) throw new Error(`${this.chainId}: block ${from + i / step} is missing below the head`)
      let receipts: RpcReceipt[] = []
      if (this.blockReceipts) {
        const answer = answers[i + 1]!
        if ('error' in answer && answer.error.code === -32601) {
          this.blockReceipts = false
          return this.fetchBlocks(from, to)
        }
        receipts = resultOf<RpcReceipt[] | null>(answer, 'eth_getBlockReceipts') ?? []
      }
      out.push({ block, receipts })
    }
    if (!this.blockReceipts) {
      const hashes = out.flatMap(({ block }) => block.transactions.map((tx) => tx.hash))
      const receipts = await this.rpc.batch(
        hashes.map((hash) => ({ method: 'eth_getTransactionReceipt', params: [hash] })),
      )
      let k = 0
      for (const entry of out) {
        entry.receipts = entry.block.transactions.map(() =>
          resultOf<RpcReceipt>(receipts[k++]!, 'eth_getTransactionReceipt'),
        )
      }
    }
    return out
  }

  private async metadataOf(
    tokens: Set<string>,
    nfts: NftSeen[],
    block: string,
  ): Promise<{ tokens: TokenMetadataRow[]; nfts: NftMetadataRow[] }> {
    if (tokens.size === 0) return { tokens: [], nfts: [] }
    const unknown = [...tokens].filter((token) => !this.describedTokens.has(token))
    const stored = await this.store.knownTokens(this.chainId, unknown)
    for (const token of stored) this.describedTokens.add(token)
    const fresh = unknown.filter((token) => !stored.has(token))
    const uniqueNfts = [...new Map(nfts.map((nft) => [`${nft.contract}:${nft.tokenId}`, nft])).values()]
    try {
      return await readTokenMetadata(this.rpc, fresh, uniqueNfts, block)
    } catch (error) {
      // Names are a nicety: the transfers are stored without them rather than not at all.
      if (error instanceof RpcCallError) return { tokens: [], nfts: [] }
      throw error
    }
  }

  /**
   * The chain no longer extends the cursor block: find the highest stored block whose hash the chain still has, drop
   * everything above it and move the cursor there.
   */
  private async rewind(cursor: IndexerCursor, head: number): Promise<void> {
    const top = Math.min(cursor.height, head)
    const stored = await this.store.storedBlocks(this.chainId, cursor.height - KEEP_BLOCKS, top)
    const answers = await this.rpc.batch(
      stored.map((block) => ({ method: 'eth_getBlockByNumber', params: [hex(block.number), false] })),
    )
    for (let i = 0; i < stored.length; i++) {
      const onChain = resultOf<RpcBlock | null>(answers[i]!, 'eth_getBlockByNumber')
      if (onChain && onChain.hash.toLowerCase() === stored[i]!.hash) {
        const shared = stored[i]!
        await this.store.dropFromBlock(this.chainId, shared.number + 1, { height: shared.number, hash: shared.hash })
        this.onHeight(shared.number)
        return
      }
    }
    // Deeper than the kept hashes (or nothing kept): start over from the oldest block we can no longer vouch for.
    const from = stored.length > 0 ? stored[stored.length - 1]!.number : Math.max(this.startBlock, top)
    await this.store.dropFromBlock(this.chainId, from, { height: from - 1, hash: null })
    this.onHeight(from - 1)
  }
}
