// The production swap provider: the 1inch Swap API v6.0 (classic swap) and its Gas Price API v1.5, with the host's
// API key (Authorization: Bearer). Its answers are checked with zod and mapped to @foyer/core's convert shapes; any
// failure of the API (down, an HTTP error, an answer of another shape) is an UpstreamError naming 1inch.
import type { SwapGasPriceResponse, SwapToken, SwapTransaction } from '@foyer/core'
import { getAddress, type Address, type Hex } from 'viem'
import { z } from 'zod'
import { UpstreamError } from '../../app/errors.js'
import type { SwapProviderConfig } from './swap-config.js'
import { caip10, type SwapProvider, type SwapProviderOptions } from './swap-provider.js'

type OneInchConfig = Extract<SwapProviderConfig, { kind: '1inch' }>

const integer = z.union([z.string().regex(/^[0-9]+$/), z.number().int().nonnegative()]).transform(String)
const hex = z.string().regex(/^0x[0-9a-fA-F]*$/) as unknown as z.ZodType<Hex>

const tokenInfo = z.object({
  address: z.string(),
  symbol: z.string(),
  name: z.string(),
  decimals: z.number().int().min(0),
  logoURI: z.string().nullish(),
})
const tokensAnswer = z.object({ tokens: z.record(z.string(), tokenInfo) })
const quoteAnswer = z.object({ dstAmount: integer, gas: integer.optional() })
const transaction = z.object({
  from: z.string(),
  to: z.string(),
  data: hex,
  value: integer,
  gas: integer.optional(),
  gasPrice: integer.optional(),
})
const swapAnswer = z.object({ dstAmount: integer, tx: transaction })
const approveAnswer = z.object({ data: hex, gasPrice: integer.optional(), to: z.string(), value: integer })
const allowanceAnswer = z.object({ allowance: integer })
const eip1559Fee = z.object({ maxFeePerGas: integer, maxPriorityFeePerGas: integer })
/** EIP-1559 chains answer levels of max fees; legacy chains answer gas prices per speed. */
const gasPriceAnswer = z.union([
  z.object({ baseFee: integer, low: eip1559Fee, medium: eip1559Fee, high: eip1559Fee, instant: eip1559Fee }),
  z.object({ standard: integer, fast: integer, instant: integer }),
])

const chainNumber = (chainId: string) => chainId.slice('eip155:'.length)

export function createOneInchSwapProvider(settings: OneInchConfig, options: SwapProviderOptions): SwapProvider {
  const fetchImpl = options.fetch ?? fetch
  const base = settings.baseUrl.replace(/\/$/, '')

  async function get<T extends z.ZodType>(path: string, query: Record<string, string>, schema: T): Promise<z.infer<T>> {
    const url = `${base}${path}${Object.keys(query).length ? `?${new URLSearchParams(query)}` : ''}`
    let body: unknown
    try {
      const response = await fetchImpl(url, {
        headers: { authorization: `Bearer ${settings.apiKey}`, accept: 'application/json' },
        signal: AbortSignal.timeout(10_000),
      })
      if (!response.ok) {
        // 1inch explains a refusal in `description` (e.g. "insufficient liquidity"); keep it for the person.
        const detail = await response
          .json()
          .then((json: { description?: unknown }) =>
            typeof json.description === 'string' ? `: ${json.description}` : '',
          )
          .catch(() => '')
        throw new Error(`HTTP ${response.status}${detail}`)
      }
      body = await response.json()
    } catch (error) {
      throw new UpstreamError(`Swap provider 1inch failed: ${(error as Error).message}`, { cause: error })
    }
    const parsed = schema.safeParse(body)
    if (!parsed.success) throw new UpstreamError(`Swap provider 1inch answered ${path} in an unknown shape`)
    return parsed.data
  }

  const swapPath = (chainId: string, method: string) => `/swap/v6.0/${chainNumber(chainId)}/${method}`

  return {
    name: '1inch',

    servesChain(chainId) {
      // 1inch serves EVM chains only; the route limits them to the configured swap chains.
      return /^eip155:[0-9]+$/.test(chainId)
    },

    async tokens(chainId) {
      const { tokens } = await get(swapPath(chainId, 'tokens'), {}, tokensAnswer)
      return Object.values(tokens).map(
        (token): SwapToken => ({
          name: token.name,
          symbol: token.symbol,
          address: caip10(chainId, token.address),
          decimals: token.decimals,
          ...(token.logoURI ? { logoUri: token.logoURI } : {}),
        }),
      )
    },

    async quote(pair) {
      const answer = await get(
        swapPath(pair.chainId, 'quote'),
        {
          src: pair.from,
          dst: pair.to,
          amount: pair.amount.toString(),
          includeGas: 'true',
          ...(pair.gasPrice !== undefined ? { gasPrice: pair.gasPrice.toString() } : {}),
        },
        quoteAnswer,
      )
      return [
        {
          fromAccount: caip10(pair.chainId, pair.from),
          fromAmount: pair.amount.toString(),
          toAccount: caip10(pair.chainId, pair.to),
          toAmount: answer.dstAmount,
          ...(answer.gas !== undefined ? { gas: answer.gas } : {}),
        },
      ]
    },

    async allowance(chainId, token, owner) {
      const { allowance } = await get(
        swapPath(chainId, 'approve/allowance'),
        { tokenAddress: token, walletAddress: owner },
        allowanceAnswer,
      )
      return BigInt(allowance)
    },

    async gasPrice(chainId): Promise<SwapGasPriceResponse> {
      const answer = await get(`/gas-price/v1.5/${chainNumber(chainId)}`, {}, gasPriceAnswer)
      if ('medium' in answer)
        return {
          standard: answer.medium.maxFeePerGas,
          fast: answer.high.maxFeePerGas,
          instant: answer.instant.maxFeePerGas,
        }
      return { standard: answer.standard, fast: answer.fast, instant: answer.instant }
    },

    async buildApprove(chainId, token, owner, amount): Promise<SwapTransaction> {
      const answer = await get(
        swapPath(chainId, 'approve/transaction'),
        { tokenAddress: token, ...(amount !== undefined ? { amount: amount.toString() } : {}) },
        approveAnswer,
      )
      return {
        from: caip10(chainId, owner),
        to: caip10(chainId, getAddress(answer.to)),
        data: answer.data,
        amount: answer.value,
        ...(answer.gasPrice !== undefined ? { eip155: { gasPrice: answer.gasPrice } } : {}),
      }
    },

    async buildSwap(pair): Promise<SwapTransaction> {
      const { tx } = await get(
        swapPath(pair.chainId, 'swap'),
        {
          src: pair.from,
          dst: pair.to,
          amount: pair.amount.toString(),
          from: pair.user,
          origin: pair.user,
          slippage: String(pair.slippage),
          disableEstimate: String(pair.disableEstimate),
        },
        swapAnswer,
      )
      return {
        from: caip10(pair.chainId, getAddress(tx.from) as Address),
        to: caip10(pair.chainId, getAddress(tx.to)),
        data: tx.data,
        amount: tx.value,
        eip155: {
          ...(tx.gas !== undefined && tx.gas !== '0' ? { gas: tx.gas } : {}),
          ...(tx.gasPrice !== undefined ? { gasPrice: tx.gasPrice } : {}),
        },
      }
    },
  }
}
