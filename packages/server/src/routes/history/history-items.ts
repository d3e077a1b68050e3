// Stored rows → spec §3 history items, seen from the account asked about: its own transfers with their direction, the
// amount in units (formatted with the token's decimals), names and icons from the configured token lists first and
// from what the indexer read on chain second, and NFT spam flags from the chain's configured spam list.
import { formatUnits } from 'viem'
import { canonicalAddress } from '../../chains/address-format.js'
import { tokenMetadata } from '../../chains/token-metadata.js'
import type { FoyerServerConfig } from '../../config/config-schema.js'

export interface HistoryTransfer {
  direction: 'in' | 'out' | 'self'
  quantity: { numeric: string }
  fungible_info?: { name?: string; symbol?: string; icon?: { url: string } }
  nft_info?: {
    name?: string
    collection?: string
    content?: { preview?: { url: string } }
    flags: { is_spam: boolean }
  }
}

export interface HistoryItem {
  id: string
  metadata: {
    minedAt: string
    chain: string
    status: 'confirmed' | 'failed' | 'pending'
    hash?: string
    sentFrom?: string
    sentTo?: string
    operationType?: string
  }
  transfers: HistoryTransfer[]
}

export interface TransactionRow {
  chain_id: string
  hash: string
  mined_at: number
  status: 'confirmed' | 'failed'
  from_address: string
  to_address: string | null
}

export interface TransferRow {
  chain_id: string
  tx_hash: string
  seq: number
  direction: 'in' | 'out' | 'self'
  counterparty: string | null
  kind: 'native' | 'fungible' | 'nft'
  asset: string | null
  amount: string
  token_id: string | null
  decimals: number | null
}

export interface OnChainToken {
  name: string | null
  symbol: string | null
  decimals: number | null
}

export interface OnChainNft {
  name: string | null
  image: string | null
}

export interface Metadata {
  /** `${chain}\0${contract}` → what the contract said. */
  tokens: Map<string, OnChainToken>
  /** `${chain}\0${contract}\0${tokenId}` → the NFT's metadata. */
  nfts: Map<string, OnChainNft>
}

const ZERO_EVM = '0x0000000000000000000000000000000000000000'

function display(address: string | null | undefined): string | undefined {
  if (!address) return undefined
  return canonicalAddress(address)
}

/** What the transaction did for this account, as Zerion-style APIs name it. */
export function operationType(account: string, tx: TransactionRow, transfers: TransferRow[]): string {
  if (transfers.length === 0) {
    if (tx.from_address === account && tx.to_address === null) return 'deploy'
    return 'execute'
  }
  const ins = transfers.filter((t) => t.direction === 'in')
  const outs = transfers.filter((t) => t.direction === 'out')
  if (ins.length > 0 && outs.length > 0) return 'trade'
  if (ins.length > 0) return ins.every((t) => t.counterparty === ZERO_EVM && t.kind !== 'native') ? 'mint' : 'receive'
  if (outs.length > 0) return outs.every((t) => t.counterparty === ZERO_EVM && t.kind !== 'native') ? 'burn' : 'send'
  return 'send'
}

function transferItem(config: FoyerServerConfig, metadata: Metadata, row: TransferRow): HistoryTransfer {
  const chain = config.chains.find((candidate) => candidate.id === row.chain_id)
  const evm = row.chain_id.startsWith('eip155:')
  if (row.kind === 'native') {
    const currency = chain?.nativeCurrency ?? (evm ? { name: 'Ether', symbol: 'ETH', decimals: 18 } : undefined)
    const decimals = currency?.decimals ?? row.decimals ?? (evm ? 18 : 9)
    return {
      direction: row.direction,
      quantity: { numeric: formatUnits(BigInt(row.amount), decimals) },
      fungible_info: {
        ...(currency ? { name: currency.name, symbol: currency.symbol } : {}),
        ...(chain?.nativeIconUrl ? { icon: { url: chain.nativeIconUrl } } : {}),
      },
    }
  }
  const asset = row.asset ?? ''
  const onChain = metadata.tokens.get(`${row.chain_id}\u0000${asset}`)
  if (row.kind === 'nft') {
    const nft = metadata.nfts.get(`${row.chain_id}\u0000${asset}\u0000${row.token_id}`)
    const spamList = chain?.spamNftContracts ?? []
    const isSpam = spamList.some((contract) => (evm ? contract.toLowerCase() === asset : contract === asset))
    const collection = onChain?.name ?? undefined
    const name = nft?.name ?? (collection ? `${collection} #${row.token_id}` : `#${row.token_id}`)
    return {
      direction: row.direction,
      quantity: { numeric: row.amount },
      nft_info: {
        name,
        ...(collection ? { collection } : {}),
        ...(nft?.image ? { content: { preview: { url: nft.image } } } : {}),
        flags: { is_spam: isSpam },
      },
    }
  }
  const listed = tokenMetadata(config, `${row.chain_id}:${asset}`)
  const decimals = listed?.decimals ?? row.decimals ?? onChain?.decimals ?? 0
  const name = listed?.name ?? onChain?.name ?? undefined
  const symbol = listed?.symbol ?? onChain?.symbol ?? undefined
  return {
    direction: row.direction,
    quantity: { numeric: formatUnits(BigInt(row.amount), decimals) },
    fungible_info: {
      ...(name ? { name } : {}),
      ...(symbol ? { symbol } : {}),
      ...(listed?.iconUrl ? { icon: { url: listed.iconUrl } } : {}),
    },
  }
}

export function historyItem(
  config: FoyerServerConfig,
  metadata: Metadata,
  account: string,
  tx: TransactionRow,
  transfers: TransferRow[],
): HistoryItem {
  const sentTo = display(tx.to_address)
  return {
    id: `${tx.chain_id}:${tx.hash}`,
    metadata: {
      minedAt: new Date(tx.mined_at * 1000).toISOString(),
      chain: tx.chain_id,
      status: tx.status,
      hash: tx.hash,
      sentFrom: display(tx.from_address)!,
      ...(sentTo ? { sentTo } : {}),
      operationType: operationType(account, tx, transfers),
    },
    transfers: transfers.map((row) => transferItem(config, metadata, row)),
  }
}
