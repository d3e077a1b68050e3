// The answers of the swap ("convert") routes of spec §7, as @foyer/server serves them. Tokens and accounts are CAIP-10
// (`eip155:<chainId>:<address>`); a chain's native currency is the pseudo-address NATIVE_TOKEN_ADDRESS. Amounts are
// integer strings in the token's smallest unit, so no precision is lost between server, client and wallet.
/** The pseudo-address swap routes use for a chain's native currency (ETH on eip155), as aggregators do. */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** Spec §9: the swap slippage tolerance, in percent. */
export const DEFAULT_SWAP_SLIPPAGE = 1

/**
 * Spec §9: the eip155 chain ids swaps support by default. The one list lives in constants.ts; re-exported here (not
 * a second copy) so the index's two `export *` name the same binding instead of clashing (TS2308).
 */
export { SWAP_SUPPORTED_CHAIN_IDS } from '../constants.js'

/** A token the swap provider can trade on a chain (GET /v1/convert/tokens?chainId → `{ tokens }`). */
export interface SwapToken {
  name: string
  symbol: string
  /** CAIP-10 address of the token (NATIVE_TOKEN_ADDRESS for the native currency). */
  address: string
  decimals: number
  logoUri?: string
  /** Price in USD when the server knows it. */
  price?: number
}

export interface SwapTokensResponse {
  tokens: SwapToken[]
}

/** GET /v1/convert/quotes?amount&userAddress&from&to&gasPrice → `{ quotes }`. `amount` is in `from`'s smallest unit. */
export interface SwapQuote {
  /** CAIP-10 of the token sold, and the integer amount sold. */
  fromAccount: string
  fromAmount: string
  /** CAIP-10 of the token bought, and the integer amount bought before slippage. */
  toAccount: string
  toAmount: string
  /** Price impact in percent (0.35 means 0.35 %), when the provider computes one. */
  priceImpact?: number
  /** The provider's fee in `from`'s smallest unit, when it takes one (Uniswap V2: 0.3 % of the input). */
  feeAmount?: string
  /** Estimated gas for the swap transaction, when known. */
  gas?: string
  /** Unix milliseconds after which the quote should be asked again. */
  expiresAt?: number
}

export interface SwapQuotesResponse {
  quotes: SwapQuote[]
}

/** GET /v1/convert/allowance?tokenAddress&userAddress → the amount the swap spender may move, integer string. */
export interface SwapAllowanceResponse {
  allowance: string
}

/** GET /v1/convert/gas-price?chainId → wei per gas, integer strings. */
export interface SwapGasPriceResponse {
  standard: string
  fast: string
  instant: string
}

/** An EVM transaction the wallet signs as is (build-approve and build-transaction). */
export interface SwapTransaction {
  /** CAIP-10 of the sender. */
  from: string
  /** CAIP-10 of the contract called. */
  to: string
  data: `0x${string}`
  /** Native value sent, wei, integer string ('0' when none). */
  amount: string
  eip155?: { gas?: string; gasPrice?: string }
}

/** GET /v1/convert/build-approve?userAddress&from&to → `{ tx }` approving the swap spender for `from`. */
export interface SwapApproveResponse {
  tx: SwapTransaction
}

/**
 * POST /v1/convert/build-transaction body `{ amount, eip155: { slippage }, projectId, from, to, userAddress,
 * disableEstimate }` → `{ tx }`.
 */
export interface SwapBuildTransactionResponse {
  tx: SwapTransaction
}
