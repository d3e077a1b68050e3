// The ERC-20s the adapter reads for a chain. A chain has no registry of its tokens to ask, so the host lists them per
// chain id (createEvmAdapter's `tokens`), as the Solana adapter's `tokens` option names its mints. Free of viem: the
// adapter's options use these types.
import type { ChainDefinition } from '@foyer/core'
import { evmChainId } from '../chains.js'

/** A listed token: its contract address, and optionally what to show; decimals always come from the contract. */
export interface EvmTokenListing {
  address: string
  /** Shown instead of the contract's own symbol(). */
  symbol?: string
  /** Shown instead of the contract's own name(). */
  name?: string
  imageUrl?: string
}

/** Listed tokens per EIP-155 chain id. */
export type EvmTokenLists = Readonly<Record<number, readonly EvmTokenListing[]>>

export function tokensOf(lists: EvmTokenLists | undefined, network: ChainDefinition): readonly EvmTokenListing[] {
  return lists?.[evmChainId(network)] ?? []
}
