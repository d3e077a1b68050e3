// The answers of the blockchain API (spec §3 "History response", "Balance response", "Identity"), as
// @foyer/server serves them. Field names are the spec's, snake_case included, so any server speaking the spec fits.
import type { CaipNetworkId } from '../types.js'

export interface SupportedChains {
  /** CAIP-2 ids the API answers over HTTP. */
  http: CaipNetworkId[]
  /** CAIP-2 ids it can also stream over WebSocket. */
  ws: CaipNetworkId[]
  /**
   * CAIP-2 ids the convert routes swap on (@foyer/server's addition to the spec's two lists). Absent: the API does
   * not say, and a chain's swap tokens are asked to find out.
   */
  swaps?: CaipNetworkId[]
}

/** One token an address holds. `quantity.decimals` is a string on purpose: the spec filters out '0'. */
export interface ApiBalance {
  name: string
  symbol: string
  /** CAIP-2 chain of the token. */
  chainId: CaipNetworkId
  /** CAIP-10 address of the token contract or mint; absent for the chain's native currency. */
  address?: string
  /** Value in `currency` (USD by default), when a price is known. */
  value?: number
  /** Price of one token in `currency`, when known. */
  price?: number
  quantity: { decimals: string; numeric: string }
  iconUrl?: string
}

export interface BalanceResponse {
  balances: ApiBalance[]
}

export interface FungibleInfo {
  name?: string
  symbol?: string
  icon?: { url: string }
}

export interface NftInfo {
  name?: string
  collection?: string
  content?: { preview?: { url: string } }
  flags: { is_spam: boolean }
}

export interface HistoryTransfer {
  direction: 'in' | 'out' | 'self'
  quantity: { numeric: string }
  fungible_info?: FungibleInfo
  nft_info?: NftInfo
  value?: number
  price?: number
}

export interface HistoryItem {
  id: string
  metadata: {
    /** ISO 8601 time the transaction was mined. */
    minedAt: string
    /** CAIP-2 chain. */
    chain: CaipNetworkId
    status: 'confirmed' | 'failed' | 'pending'
    hash?: string
    sentFrom?: string
    sentTo?: string
    operationType?: string
  }
  transfers: HistoryTransfer[]
}

export interface HistoryResponse {
  data: HistoryItem[]
  /** Cursor of the next page; absent on the last one. */
  next?: string
}

export interface Identity {
  name: string | null
  avatar: string | null
}

export interface FungiblePrice {
  name: string
  symbol: string
  iconUrl?: string
  price: number
}

export interface FungiblePriceResponse {
  fungibles: FungiblePrice[]
}
