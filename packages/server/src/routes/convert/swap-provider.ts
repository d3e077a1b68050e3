// Where swaps come from. The devnet uses Uniswap V2 pools over the chain's RPC; production plugs in an aggregator. To
// add a provider: implement SwapProvider in its own file (answers in @foyer/core's convert shapes, failures of the
// provider as UpstreamError), add its config block to swapProviderSchema (swap-config.ts) and a case to
// createSwapProvider; test it against recorded answers in fixtures/ (README.md beside this file).
import type { SwapGasPriceResponse, SwapQuote, SwapToken, SwapTransaction } from '@foyer/core'
import type { Address } from 'viem'
import type { FoyerServerConfig } from '../../config/config-schema.js'
import type { PriceSource } from '../price/price-source.js'
import { createOneInchSwapProvider } from './oneinch-swap-provider.js'
import { createUniswapV2SwapProvider } from './uniswap-v2-swap-provider.js'

/**
 * One swap request's sides. `chainId` is CAIP-2 (eip155:N); token addresses are plain 0x addresses, the chain's native
 * currency being NATIVE_TOKEN_ADDRESS; the route checked them and that the chain is served.
 */
export interface SwapPair {
  chainId: string
  from: Address
  to: Address
  /** In `from`'s smallest unit, more than 0. */
  amount: bigint
  user: Address
}

export interface SwapProvider {
  /** Shown in errors ("Swap provider 1inch failed: …"). */
  readonly name: string
  /** Whether this provider can serve `chainId` at all (the route also checks the configured swap chains). */
  servesChain(chainId: string): boolean
  tokens(chainId: string): Promise<SwapToken[]>
  quote(pair: SwapPair & { gasPrice?: bigint }): Promise<SwapQuote[]>
  /** How much of `token` the provider's spender may move for `owner`. */
  allowance(chainId: string, token: Address, owner: Address): Promise<bigint>
  gasPrice(chainId: string): Promise<SwapGasPriceResponse>
  /** approve(spender, amount) on `token`, from `owner`; without an amount, the maximum. */
  buildApprove(chainId: string, token: Address, owner: Address, amount?: bigint): Promise<SwapTransaction>
  /** `slippage` in percent (1 = 1 %); the swap takes at least the quote less the slippage, or reverts. */
  buildSwap(pair: SwapPair & { slippage: number; disableEstimate: boolean }): Promise<SwapTransaction>
}

export interface SwapProviderOptions {
  config: FoyerServerConfig
  priceSource: PriceSource
  /** The native pseudo-address (NATIVE_TOKEN_ADDRESS of @foyer/core, loaded with the first swap request). */
  nativeAddress: Address
  fetch?: typeof fetch
  now?: () => number
}

/** The configured provider, or none: then no chain is served. */
export function createSwapProvider(options: SwapProviderOptions): SwapProvider | undefined {
  const provider = options.config.swaps.provider
  if (provider?.kind === 'uniswap-v2') return createUniswapV2SwapProvider(provider, options)
  if (provider?.kind === '1inch') return createOneInchSwapProvider(provider, options)
  return undefined
}

/** CAIP-10 of an address on a CAIP-2 chain. */
export function caip10(chainId: string, address: string): string {
  return `${chainId}:${address}`
}
