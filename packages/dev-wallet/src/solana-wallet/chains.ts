import type { IdentifierString } from '@wallet-standard/base'

/**
 * The Foyer Solana devnet's CAIP-2 id: "solana:" + the first 32 characters of its fixed genesis hash
 * (base58(sha256('foyer-solana-devnet')), @foyer/devnet's SOLANA_DEVNET_CAIP2; a test keeps the two equal).
 */
export const FOYER_SOLANA_DEVNET_CHAIN = 'solana:3m18fFd2hPJkop2aCRdB3LS47DSuWbBx'

/** Default chains: the Foyer Solana devnet by its CAIP-2 id, and the Wallet Standard's name for any local validator. */
export const DEFAULT_SOLANA_CHAINS = [
  FOYER_SOLANA_DEVNET_CHAIN,
  'solana:localnet',
] as const satisfies readonly IdentifierString[]

/** The chains a wallet is created with, checked once so every later request can trust them. */
export function walletChains(requested: readonly string[] | undefined): readonly IdentifierString[] {
  const chains = Object.freeze([...(requested ?? DEFAULT_SOLANA_CHAINS)]) as readonly IdentifierString[]
  if (chains.length === 0) throw new Error('createDevSolanaWallet: give at least one chain')
  for (const chain of chains) {
    if (!/^solana:[^:\s]+$/.test(chain))
      throw new Error(`createDevSolanaWallet: "${chain}" is not a Solana chain id (solana:<reference>)`)
  }
  return chains
}
