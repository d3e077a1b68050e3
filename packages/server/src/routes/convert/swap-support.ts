// Which chains this server swaps on for a project, and the provider that does it: one per server context, shared by
// the convert routes (which refuse any other chain with the spec's 400) and GET /v1/supported-chains (which lists the
// chains, so a client need not ask a chain's swap tokens only to be refused, and the page's console stays clean).
import type { Address } from 'viem'
import type { ServerContext } from '../../app/context.js'
import { chainAllowed } from '../../app/projects.js'
import type { ProjectConfig } from '../../config/config-schema.js'
import { createSwapProvider, type SwapProvider } from './swap-provider.js'

// @foyer/core is loaded with the first swap question, not at start-up: foyer-server also runs from source where core's
// build may be missing (as the sign-in verifiers do, verify-sign-in.ts). Its constants are spec §9's.
let core: Promise<typeof import('@foyer/core')> | undefined
export const loadCore = () => (core ??= import('@foyer/core'))

export interface SwapSupport {
  /** The provider when `chainId` is swapped on for `project`, else undefined. */
  providerFor(project: ProjectConfig, chainId: string): Promise<SwapProvider | undefined>
  /** The CAIP-2 chains swapped on for `project`, in the config's order. */
  chainsFor(project: ProjectConfig): Promise<string[]>
}

const supports = new WeakMap<ServerContext, SwapSupport>()

export function swapSupportOf(context: ServerContext): SwapSupport {
  const known = supports.get(context)
  if (known) return known
  const { swaps } = context.config
  let provider: Promise<SwapProvider | undefined> | undefined
  const providerOf = () =>
    (provider ??= loadCore().then(({ NATIVE_TOKEN_ADDRESS }) =>
      createSwapProvider({
        config: context.config,
        priceSource: context.priceSource,
        nativeAddress: NATIVE_TOKEN_ADDRESS as Address,
        now: context.now,
      }),
    ))
  let chains: Promise<string[]> | undefined
  const chainsOf = () =>
    (chains ??= loadCore().then(({ SWAP_SUPPORTED_CHAIN_IDS }) => [
      ...new Set([...(swaps.chains ?? SWAP_SUPPORTED_CHAIN_IDS.map((id) => `eip155:${id}`)), ...swaps.extraChains]),
    ]))
  const support: SwapSupport = {
    // One rule for both: a route serves a chain exactly when the list names it.
    async providerFor(project, chainId) {
      return (await support.chainsFor(project)).includes(chainId) ? providerOf() : undefined
    },
    async chainsFor(project) {
      const [listed, found] = await Promise.all([chainsOf(), providerOf()])
      if (!found) return []
      return listed.filter((chainId) => found.servesChain(chainId) && chainAllowed(project, chainId))
    },
  }
  supports.set(context, support)
  return support
}
