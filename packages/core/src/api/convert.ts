// The swap ("convert") routes of spec §7. Unlike the account routes, a refusal here carries a text the person must
// see: the server answers 400 `{ error: 'Network not supported for Swaps' }` for a chain it does not swap on, so a
// non-OK answer is read for its `error` before it is thrown. The spec's two texts become FoyerErrors (the UI shows
// them verbatim); any other failure keeps the spec's 'HTTP status code: N' and carries the server's words beside it.
import { ErrorText, FoyerError } from '../errors.js'
import type { CaipNetworkId } from '../types.js'
import { apiUrl, BlockchainApiHttpError, type BlockchainApiConfig } from './api-request.js'
import type {
  SwapAllowanceResponse,
  SwapApproveResponse,
  SwapBuildTransactionResponse,
  SwapGasPriceResponse,
  SwapQuote,
  SwapQuotesResponse,
  SwapToken,
  SwapTokensResponse,
  SwapTransaction,
} from './convert-types.js'

/** A non-OK convert answer that is not one of the spec's texts: `status` and, when the server said one, its words. */
export class ConvertApiError extends BlockchainApiHttpError {
  /** The server's `error` text, e.g. 'No route for this pair'. */
  readonly serverError: string | undefined
  /** The request field the server named as wrong, when it named one. */
  readonly field: string | undefined
  constructor(status: number, serverError?: string, field?: string) {
    super(status)
    this.name = 'ConvertApiError'
    this.serverError = serverError
    this.field = field
  }
}

export interface GetSwapQuotesParameters {
  /** Integer amount of `from` in its smallest unit. */
  amount: string
  /** CAIP-10 of the account swapping. */
  userAddress: string
  /** CAIP-10 of the tokens sold and bought. */
  from: string
  to: string
  /** Wei per gas, when the caller has one. */
  gasPrice?: string
}

export interface GetSwapAllowanceParameters {
  /** CAIP-10 of the token to spend. */
  tokenAddress: string
  userAddress: string
}

export interface BuildSwapApproveParameters {
  userAddress: string
  /** CAIP-10 of the token to approve and of the token it will be swapped for. */
  from: string
  to: string
}

export interface BuildSwapTransactionParameters {
  amount: string
  from: string
  to: string
  userAddress: string
  /** Percent; spec §9 default 1. */
  slippage: number
  /** Ask the server not to estimate gas (the wallet will). */
  disableEstimate?: boolean
}

const SPEC_TEXTS: Record<string, FoyerError['code']> = {
  [ErrorText.SWAPS_NETWORK_UNSUPPORTED]: 'SWAPS_NETWORK_UNSUPPORTED',
  [ErrorText.GAS_PRICE_NETWORK_UNSUPPORTED]: 'GAS_PRICE_NETWORK_UNSUPPORTED',
}

async function convertRequest<T>(
  config: BlockchainApiConfig,
  request: { method?: 'GET' | 'POST'; path: string; query?: Record<string, string | undefined>; body?: unknown },
): Promise<T> {
  const doFetch = config.fetch ?? globalThis.fetch
  const response = await doFetch(apiUrl(config, request), {
    method: request.method ?? 'GET',
    headers: request.body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' },
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
  })
  if (response.ok) return (await response.json()) as T
  const answer = (await response.json().catch(() => undefined)) as { error?: unknown; field?: unknown } | undefined
  const text = typeof answer?.error === 'string' ? answer.error : undefined
  const code = text ? SPEC_TEXTS[text] : undefined
  if (code) throw new FoyerError(code)
  throw new ConvertApiError(response.status, text, typeof answer?.field === 'string' ? answer.field : undefined)
}

const namespaceOf = (caip: string) => caip.split(':')[0]
/** Swaps are EVM only (the routes' transactions are eip155): other chains are refused here without a request. */
function assertEvm(caip: string, code: FoyerError['code'] = 'SWAPS_NETWORK_UNSUPPORTED'): void {
  if (namespaceOf(caip) !== 'eip155') throw new FoyerError(code)
}

/**
 * The tokens the server swaps on `chainId`. `swapChains` gives the chains the server says it swaps on, when it says
 * (@foyer/server's supported chains list them): another chain is refused here with the spec's text rather than asked
 * only to be refused with a 400, which the browser also prints in the page's console as a failed request.
 */
export async function getSwapTokens(
  config: BlockchainApiConfig,
  chainId: CaipNetworkId,
  swapChains?: () => Promise<readonly CaipNetworkId[] | undefined>,
): Promise<SwapToken[]> {
  assertEvm(chainId)
  const listed = await swapChains?.()
  if (listed && !listed.includes(chainId)) throw new FoyerError('SWAPS_NETWORK_UNSUPPORTED')
  const answer = await convertRequest<Partial<SwapTokensResponse>>(config, {
    path: 'v1/convert/tokens',
    query: { chainId },
  })
  return (answer.tokens ?? []).filter(
    (token) =>
      typeof token.address === 'string' &&
      typeof token.symbol === 'string' &&
      Number.isInteger(token.decimals) &&
      token.decimals >= 0,
  )
}

/** The quotes for selling `amount` of `from` for `to`; an empty list means the provider has no route. */
export async function getSwapQuotes(
  config: BlockchainApiConfig,
  { amount, userAddress, from, to, gasPrice }: GetSwapQuotesParameters,
): Promise<SwapQuote[]> {
  assertEvm(from)
  const answer = await convertRequest<Partial<SwapQuotesResponse>>(config, {
    path: 'v1/convert/quotes',
    query: { amount, userAddress, from, to, gasPrice },
  })
  return (answer.quotes ?? []).filter((q) => /^\d+$/.test(q.toAmount ?? '') && /^\d+$/.test(q.fromAmount ?? ''))
}

/** How much of `tokenAddress` the swap contract may move for `userAddress`, as a bigint. */
export async function getSwapAllowance(
  config: BlockchainApiConfig,
  { tokenAddress, userAddress }: GetSwapAllowanceParameters,
): Promise<bigint> {
  assertEvm(tokenAddress)
  const answer = await convertRequest<Partial<SwapAllowanceResponse>>(config, {
    path: 'v1/convert/allowance',
    query: { tokenAddress, userAddress },
  })
  return /^\d+$/.test(answer.allowance ?? '') ? BigInt(answer.allowance!) : 0n
}

export async function getSwapGasPrice(config: BlockchainApiConfig, chainId: CaipNetworkId) {
  assertEvm(chainId, 'GAS_PRICE_NETWORK_UNSUPPORTED')
  return convertRequest<SwapGasPriceResponse>(config, { path: 'v1/convert/gas-price', query: { chainId } })
}

export async function buildSwapApprove(
  config: BlockchainApiConfig,
  { userAddress, from, to }: BuildSwapApproveParameters,
): Promise<SwapTransaction> {
  assertEvm(from)
  const answer = await convertRequest<SwapApproveResponse>(config, {
    path: 'v1/convert/build-approve',
    query: { userAddress, from, to },
  })
  return answer.tx
}

export async function buildSwapTransaction(
  config: BlockchainApiConfig,
  { amount, from, to, userAddress, slippage, disableEstimate = false }: BuildSwapTransactionParameters,
): Promise<SwapTransaction> {
  assertEvm(from)
  const answer = await convertRequest<SwapBuildTransactionResponse>(config, {
    method: 'POST',
    path: 'v1/convert/build-transaction',
    body: { amount, eip155: { slippage }, projectId: config.projectId, from, to, userAddress, disableEstimate },
  })
  return answer.tx
}
