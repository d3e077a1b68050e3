// The `swaps` block of the config: which chains the convert routes serve and which provider answers them. Without a
// provider no chain is served (every convert route answers "Network not supported for Swaps"), so nothing calls an
// aggregator unless a host configures one with its key.
import { z } from 'zod'

const caip2 = z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'must be a CAIP-2 chain id like eip155:1')
const evmAddress = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x address')

/** A Uniswap V2 deployment on one chain (the devnet's: DEVNET_UNISWAP_V2 of @foyer/devnet/chains). */
export const uniswapV2DeploymentSchema = z.object({ router: evmAddress, factory: evmAddress, weth: evmAddress })

export const swapProviderSchema = z.discriminatedUnion('kind', [
  z.object({
    /** Quotes and transactions from Uniswap V2 pools, read over the chain's RPC (`chains[].rpcUrls`). */
    kind: z.literal('uniswap-v2'),
    /** CAIP-2 chain id → its deployment; a chain without one is not served. */
    deployments: z.record(caip2, uniswapV2DeploymentSchema).default({}),
  }),
  z.object({
    /** The 1inch Swap API v6.0 (classic swap) and its Gas Price API v1.5. */
    kind: z.literal('1inch'),
    apiKey: z.string().min(1),
    baseUrl: z.url({ protocol: /^https?$/ }).default('https://api.1inch.dev'),
  }),
])

export const swapsConfigSchema = z
  .object({
    /** The chains swaps are served on; default spec §9's twelve (SWAP_SUPPORTED_CHAIN_IDS of @foyer/core). */
    chains: z.array(caip2).optional(),
    /** Added to `chains` (or to the default): the devnet chains in a development config. */
    extraChains: z.array(caip2).default([]),
    provider: swapProviderSchema.optional(),
  })
  .prefault({})

export type SwapsConfig = z.infer<typeof swapsConfigSchema>
export type SwapProviderConfig = z.infer<typeof swapProviderSchema>
export type UniswapV2Deployment = z.infer<typeof uniswapV2DeploymentSchema>
