// Swaps on Uniswap V2 pools (the devnet's, or any V2 fork's), read over the chain's RPC with viem. Quotes come from the
// pools' reserves with V2's own formula (what the router's getAmountsOut computes), in one multicall: pair addresses
// and token order never change once a pair exists, so they are asked once and kept. Transactions call Router02.
import type { SwapGasPriceResponse, SwapQuote, SwapToken, SwapTransaction } from '@foyer/core'
import {
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  http,
  maxUint256,
  parseAbi,
  zeroAddress,
  type Address,
  type Hex,
  type PublicClient,
} from 'viem'
import { BadRequestError, UpstreamError } from '../../app/errors.js'
import type { ChainConfig } from '../../config/config-schema.js'
import type { SwapProviderConfig, UniswapV2Deployment } from './swap-config.js'
import { caip10, type SwapPair, type SwapProvider, type SwapProviderOptions } from './swap-provider.js'

const factoryAbi = parseAbi(['function getPair(address, address) view returns (address)'])
const pairAbi = parseAbi([
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
  'function token0() view returns (address)',
])
const routerAbi = parseAbi([
  'function swapExactETHForTokens(uint amountOutMin, address[] path, address to, uint deadline) payable returns (uint[] amounts)',
  'function swapExactTokensForETH(uint amountIn, uint amountOutMin, address[] path, address to, uint deadline) returns (uint[] amounts)',
  'function swapExactTokensForTokens(uint amountIn, uint amountOutMin, address[] path, address to, uint deadline) returns (uint[] amounts)',
])

/** V2's fee: 0.3 % of the input stays in the pool (getAmountOut multiplies by 997/1000). */
const FEE_PER_MILLE = 3n
/** A built swap stays valid this long (Router02's deadline), and a quote is worth asking again after QUOTE_TTL_MS. */
const DEADLINE_SECONDS = 20 * 60
const QUOTE_TTL_MS = 30_000

/** getReserves() of a V2 pair: its selector, and its answer's first two words (reserve0, reserve1). */
const GET_RESERVES = '0x0902f1ac'
function decodeReserves(answer: Hex): readonly [bigint, bigint] {
  if (!/^0x[0-9a-fA-F]{192}$/.test(answer)) throw new Error(`getReserves answered ${answer.slice(0, 20)}…`)
  return [BigInt(`0x${answer.slice(2, 66)}`), BigInt(`0x${answer.slice(66, 130)}`)] as const
}

/** V2's getAmountOut. */
export function amountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  if (reserveIn === 0n || reserveOut === 0n) return 0n
  const inWithFee = amountIn * (1000n - FEE_PER_MILLE)
  return (inWithFee * reserveOut) / (reserveIn * 1000n + inWithFee)
}

/**
 * Price impact in percent: how much less the trade gets than the pools' mid price would give for the input after the
 * fee, i.e. the move the trade itself causes (the fee is reported apart as feeAmount).
 */
export function priceImpact(amountIn: bigint, out: bigint, hops: { reserveIn: bigint; reserveOut: bigint }[]): number {
  // Mid-price output of the input after each hop's fee, as a float: a display figure, not an amount to sign.
  let ideal = Number(amountIn)
  for (const hop of hops)
    ideal = ((ideal * (1000 - Number(FEE_PER_MILLE))) / 1000) * (Number(hop.reserveOut) / Number(hop.reserveIn))
  if (ideal <= 0) return 0
  const impact = (1 - Number(out) / ideal) * 100
  return Math.max(0, Math.round(impact * 10_000) / 10_000)
}

/** The smallest output a swap accepts: the quote less `slippage` percent (to 0.01 %). */
export function minimumOut(out: bigint, slippage: number): bigint {
  const basisPoints = BigInt(Math.round(slippage * 100))
  return (out * (10_000n - basisPoints)) / 10_000n
}

interface Hop {
  pair: Address
  tokenIn: Address
  tokenOut: Address
  /** Whether tokenIn is the pair's token0 (reserve0 is then its reserve). */
  inIsToken0: boolean
}

type UniswapV2Config = Extract<SwapProviderConfig, { kind: 'uniswap-v2' }>

export function createUniswapV2SwapProvider(settings: UniswapV2Config, options: SwapProviderOptions): SwapProvider {
  const { config, priceSource, nativeAddress } = options
  const now = options.now ?? Date.now
  const native = nativeAddress.toLowerCase()
  const clients = new Map<string, PublicClient>()
  /** chain:tokenA:tokenB (sorted) → the pair and its token0; pairs are never removed once created. */
  const pairs = new Map<string, { pair: Address; token0: Address }>()

  const deploymentOf = (chainId: string): UniswapV2Deployment => settings.deployments[chainId]!
  const chainOf = (chainId: string): ChainConfig => config.chains.find((chain) => chain.id === chainId)!

  function clientOf(chainId: string): PublicClient {
    let client = clients.get(chainId)
    if (!client) {
      const chain = chainOf(chainId)
      // JSON-RPC batching: the quotes being answered at the same moment share one HTTP request to the node, which is
      // most of a quote's CPU (the bench's quote run: 1.3 ms of server CPU per answer batched, 5 ms without).
      client = createPublicClient({
        transport: http(chain.rpcUrls[0], { retryCount: 1, timeout: 10_000, batch: true }),
      }) as PublicClient
      clients.set(chainId, client)
    }
    return client
  }

  /** Any RPC failure is the chain's (502); a revert of what we asked for is the request's (400, on `field`). */
  async function rpc<T>(chainId: string, what: string, call: () => Promise<T>, revertField?: string): Promise<T> {
    try {
      return await call()
    } catch (error) {
      if (error instanceof BadRequestError) throw error
      const reverted =
        error instanceof BaseError &&
        (error.walk((e) => e instanceof ContractFunctionRevertedError) ||
          /revert|insufficient funds|exceeds balance/i.test(error.shortMessage))
      if (revertField && reverted)
        throw new BadRequestError(`The swap would fail on chain: ${(error as BaseError).shortMessage}`, revertField)
      throw new UpstreamError(`RPC of ${chainId} failed on ${what}: ${(error as Error).message.split('\n')[0]}`, {
        cause: error,
      })
    }
  }

  /** The ERC-20 the pools trade for `token` (WETH for the native currency). */
  const poolToken = (chainId: string, token: Address): Address =>
    token.toLowerCase() === native ? getAddress(deploymentOf(chainId).weth) : getAddress(token)

  async function pairOf(chainId: string, a: Address, b: Address) {
    const [x, y] = a.toLowerCase() < b.toLowerCase() ? [a, b] : [b, a]
    const key = `${chainId}:${x}:${y}`.toLowerCase()
    const known = pairs.get(key)
    if (known) return known
    const client = clientOf(chainId)
    const pair = await rpc(chainId, 'getPair', () =>
      client.readContract({
        address: getAddress(deploymentOf(chainId).factory),
        abi: factoryAbi,
        functionName: 'getPair',
        args: [x, y],
      }),
    )
    if (pair === zeroAddress) return undefined
    const token0 = await rpc(chainId, 'token0', () =>
      client.readContract({ address: pair, abi: pairAbi, functionName: 'token0' }),
    )
    const found = { pair, token0 }
    pairs.set(key, found)
    return found
  }

  /** The pools from `from` to `to`: the direct pair, else through WETH. */
  async function route(chainId: string, from: Address, to: Address): Promise<Hop[] | undefined> {
    const tokenIn = poolToken(chainId, from)
    const tokenOut = poolToken(chainId, to)
    if (tokenIn === tokenOut) throw new BadRequestError('Invalid to: the same token as from', 'to')
    const hop = async (a: Address, b: Address): Promise<Hop | undefined> => {
      const found = await pairOf(chainId, a, b)
      return found && { pair: found.pair, tokenIn: a, tokenOut: b, inIsToken0: found.token0 === a }
    }
    const direct = await hop(tokenIn, tokenOut)
    if (direct) return [direct]
    const weth = getAddress(deploymentOf(chainId).weth)
    if (tokenIn !== weth && tokenOut !== weth) {
      const [first, second] = await Promise.all([hop(tokenIn, weth), hop(weth, tokenOut)])
      if (first && second) return [first, second]
    }
    return undefined
  }

  /** The amounts along the route at the current reserves, with the reserves each hop saw; undefined without a pool. */
  async function simulate(pair: SwapPair) {
    const hops = await route(pair.chainId, pair.from, pair.to)
    if (!hops) return undefined
    const client = clientOf(pair.chainId)
    // A plain eth_call with the selector written out: a quote is this one read, and viem's ABI coding of it cost more
    // CPU than the rest of the route (bench/server-api.mjs measures the quote).
    const reserves = await rpc(pair.chainId, 'getReserves', () =>
      Promise.all(
        hops.map(async (hop) =>
          decodeReserves(
            (await client.request({
              method: 'eth_call',
              params: [{ to: hop.pair, data: GET_RESERVES }, 'latest'],
            })) as Hex,
          ),
        ),
      ),
    )
    let amount = pair.amount
    const seen = hops.map((hop, i) => {
      const [reserve0, reserve1] = reserves[i]!
      const [reserveIn, reserveOut] = hop.inIsToken0 ? [reserve0, reserve1] : [reserve1, reserve0]
      amount = amountOut(amount, reserveIn, reserveOut)
      return { reserveIn, reserveOut }
    })
    if (amount === 0n) throw new BadRequestError('Invalid amount: too small to buy anything from the pool', 'amount')
    return { hops, out: amount, reserves: seen }
  }

  async function gasPriceOf(chainId: string): Promise<bigint> {
    const client = clientOf(chainId)
    return rpc(chainId, 'eth_gasPrice', () => client.getGasPrice())
  }

  return {
    name: 'Uniswap V2',

    servesChain(chainId) {
      return Boolean(settings.deployments[chainId]) && config.chains.some((chain) => chain.id === chainId)
    },

    async tokens(chainId) {
      const chain = chainOf(chainId)
      const listed = [
        {
          id: `${chainId}:native`,
          token: {
            name: chain.nativeCurrency?.name ?? 'Ether',
            symbol: chain.nativeCurrency?.symbol ?? 'ETH',
            address: caip10(chainId, nativeAddress),
            decimals: chain.nativeCurrency?.decimals ?? 18,
            ...(chain.nativeIconUrl ? { logoUri: chain.nativeIconUrl } : {}),
          },
        },
        ...chain.tokens.map((token) => ({
          id: caip10(chainId, token.address),
          token: {
            name: token.name,
            symbol: token.symbol,
            address: caip10(chainId, token.address),
            decimals: token.decimals,
            ...(token.iconUrl ? { logoUri: token.iconUrl } : {}),
          },
        })),
      ]
      // Prices are extra: a price source that fails leaves the list without them rather than failing it.
      const prices = await priceSource
        .getPrices(
          listed.map((entry) => entry.id),
          'usd',
        )
        .catch(() => [])
      const priceOf = new Map(prices.map((price) => [price.id.toLowerCase(), price.price]))
      return listed.map(({ id, token }): SwapToken => {
        const price = priceOf.get(id.toLowerCase())
        return price === undefined ? token : { ...token, price }
      })
    },

    async quote(pair) {
      const simulated = await simulate(pair)
      // No pool for the pair: no quote, which the client shows as "no route" (an empty list, as aggregators answer).
      if (!simulated) return []
      const { out, reserves } = simulated
      const quote: SwapQuote = {
        fromAccount: caip10(pair.chainId, pair.from),
        fromAmount: pair.amount.toString(),
        toAccount: caip10(pair.chainId, pair.to),
        toAmount: out.toString(),
        priceImpact: priceImpact(pair.amount, out, reserves),
        feeAmount: ((pair.amount * FEE_PER_MILLE) / 1000n).toString(),
        expiresAt: now() + QUOTE_TTL_MS,
      }
      return [quote]
    },

    async allowance(chainId, token, owner) {
      // The native currency is sent with the call: nothing to approve.
      if (token.toLowerCase() === native) return maxUint256
      const client = clientOf(chainId)
      return rpc(chainId, 'allowance', () =>
        client.readContract({
          address: getAddress(token),
          abi: erc20Abi,
          functionName: 'allowance',
          args: [owner, getAddress(deploymentOf(chainId).router)],
        }),
      )
    },

    async gasPrice(chainId): Promise<SwapGasPriceResponse> {
      // The node's price is what a transaction needs now; fast and instant add a margin for a busier next block, as
      // wallets' speed-ups do (1.25× and 1.5×).
      const price = await gasPriceOf(chainId)
      return {
        standard: price.toString(),
        fast: ((price * 5n) / 4n).toString(),
        instant: ((price * 3n) / 2n).toString(),
      }
    },

    async buildApprove(chainId, token, owner, amount): Promise<SwapTransaction> {
      if (token.toLowerCase() === native)
        throw new BadRequestError('Invalid from: the native currency needs no approval', 'from')
      const data = encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [getAddress(deploymentOf(chainId).router), amount ?? maxUint256],
      })
      const gasPrice = await gasPriceOf(chainId)
      return {
        from: caip10(chainId, owner),
        to: caip10(chainId, getAddress(token)),
        data,
        amount: '0',
        eip155: { gasPrice: gasPrice.toString() },
      }
    },

    async buildSwap(pair): Promise<SwapTransaction> {
      const simulated = await simulate(pair)
      if (!simulated) throw new BadRequestError('Invalid to: no pool trades these tokens on this network', 'to')
      const { hops, out } = simulated
      const path = [hops[0]!.tokenIn, ...hops.map((hop) => hop.tokenOut)]
      const minOut = minimumOut(out, pair.slippage)
      const deadline = BigInt(Math.floor(now() / 1000) + DEADLINE_SECONDS)
      const fromNative = pair.from.toLowerCase() === native
      const toNative = pair.to.toLowerCase() === native
      const data: Hex = fromNative
        ? encodeFunctionData({
            abi: routerAbi,
            functionName: 'swapExactETHForTokens',
            args: [minOut, path, pair.user, deadline],
          })
        : encodeFunctionData({
            abi: routerAbi,
            functionName: toNative ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
            args: [pair.amount, minOut, path, pair.user, deadline],
          })
      const router = getAddress(deploymentOf(pair.chainId).router)
      const value = fromNative ? pair.amount : 0n
      const client = clientOf(pair.chainId)
      const [gasPrice, gas] = await Promise.all([
        gasPriceOf(pair.chainId),
        pair.disableEstimate
          ? undefined
          : rpc(
              pair.chainId,
              'eth_estimateGas',
              () => client.estimateGas({ account: pair.user, to: router, data, value }),
              // A revert here is the person's: no allowance yet, or not enough of the token.
              'amount',
            ),
      ])
      // The estimate runs at the last block's timestamp; mined in a later block, the swap also updates the pairs' price
      // accumulators (two more storage writes per pair), so it needs more gas than estimated. 25 % covers it.
      const gasLimit = gas === undefined ? undefined : (gas * 5n) / 4n
      return {
        from: caip10(pair.chainId, pair.user),
        to: caip10(pair.chainId, router),
        data,
        amount: value.toString(),
        eip155: { ...(gasLimit !== undefined ? { gas: gasLimit.toString() } : {}), gasPrice: gasPrice.toString() },
      }
    },
  }
}
