// One EVM block (with its full transactions) and its receipts → the IndexedTransactions of everyone involved: the
// native value of each successful transaction, and every ERC-20 / ERC-721 Transfer log. A failed transaction moved
// nothing, so it has no transfers, but it is still recorded (its sender sees it fail in history).
import type { ChainId, IndexedTransaction, IndexedTransfer } from '../indexed-transaction.js'

/** keccak256('Transfer(address,address,uint256)'): the same topic for ERC-20 and ERC-721. */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

export interface RpcTransaction {
  hash: string
  from: string
  to: string | null
  value: string
  transactionIndex: string
}

export interface RpcLog {
  address: string
  topics: string[]
  data: string
  logIndex: string
}

export interface RpcReceipt {
  transactionHash: string
  status?: string
  contractAddress?: string | null
  logs: RpcLog[]
}

export interface RpcBlock {
  number: string
  hash: string
  parentHash: string
  timestamp: string
  transactions: RpcTransaction[]
}

/** ERC-721 transfers met in a block, for the metadata reader. */
export interface NftSeen {
  contract: string
  tokenId: string
}

const topicAddress = (topic: string) => `0x${topic.slice(-40)}`.toLowerCase()

function both(
  from: string,
  to: string,
  transfer: Omit<IndexedTransfer, 'address' | 'direction' | 'counterparty'>,
): IndexedTransfer[] {
  if (from === to) return [{ ...transfer, address: from, direction: 'self', counterparty: to }]
  return [
    { ...transfer, address: from, direction: 'out', counterparty: to },
    { ...transfer, address: to, direction: 'in', counterparty: from },
  ]
}

/** The Transfer a log records, or null for any other event (or a non-standard Transfer shape). */
export function transferOfLog(log: RpcLog): IndexedTransfer[] | null {
  if (log.topics[0] !== TRANSFER_TOPIC) return null
  const asset = log.address.toLowerCase()
  if (log.topics.length === 3 && log.data.length === 66) {
    return both(topicAddress(log.topics[1]!), topicAddress(log.topics[2]!), {
      kind: 'fungible',
      asset,
      amount: BigInt(log.data).toString(),
      tokenId: null,
    })
  }
  if (log.topics.length === 4) {
    return both(topicAddress(log.topics[1]!), topicAddress(log.topics[2]!), {
      kind: 'nft',
      asset,
      amount: '1',
      tokenId: BigInt(log.topics[3]!).toString(),
    })
  }
  return null
}

export function blockTransactions(
  chainId: ChainId,
  block: RpcBlock,
  receipts: RpcReceipt[],
): { transactions: IndexedTransaction[]; nfts: NftSeen[]; tokens: Set<string> } {
  const byHash = new Map(receipts.map((receipt) => [receipt.transactionHash.toLowerCase(), receipt]))
  const minedAt = Number(BigInt(block.timestamp))
  const nfts: NftSeen[] = []
  const tokens = new Set<string>()
  const transactions = block.transactions.map((tx): IndexedTransaction => {
    const hash = tx.hash.toLowerCase()
    const receipt = byHash.get(hash)
    if (!receipt) throw new Error(`no receipt for ${hash} in block ${BigInt(block.number)}`)
    // Pre-Byzantium receipts have a root instead of a status; those transactions did not revert.
    const status = receipt.status === undefined || BigInt(receipt.status) === 1n ? 'confirmed' : 'failed'
    const from = tx.from.toLowerCase()
    const to = (tx.to ?? receipt.contractAddress ?? null)?.toLowerCase() ?? null
    const transfers: IndexedTransfer[] = []
    const value = BigInt(tx.value)
    if (status === 'confirmed' && value > 0n && to) {
      transfers.push(...both(from, to, { kind: 'native', asset: null, amount: value.toString(), tokenId: null }))
    }
    for (const log of receipt.logs) {
      const moved = transferOfLog(log)
      if (!moved) continue
      transfers.push(...moved)
      tokens.add(moved[0]!.asset!)
      if (moved[0]!.kind === 'nft') nfts.push({ contract: moved[0]!.asset!, tokenId: moved[0]!.tokenId! })
    }
    return {
      chainId,
      hash,
      blockNumber: BigInt(block.number).toString(),
      blockHash: block.hash.toLowerCase(),
      index: Number(BigInt(tx.transactionIndex)),
      minedAt,
      status,
      from,
      to: tx.to ? tx.to.toLowerCase() : null,
      transfers,
    }
  })
  return { transactions, nfts, tokens }
}
