// The local chains `npm start` runs, as the dev wallet knows them.
import { type TokenInfo } from '@foyer/core'
import { DEVNET_TOKENS, foyerDevnet, foyerDevnet2, foyerSolanaDevnet } from '@foyer/devnet/chains'

export const DEV_WALLET_CHAINS = [foyerDevnet, foyerDevnet2].map((chain) => ({
  id: chain.id as number,
  name: chain.name,
  rpcUrl: chain.rpcUrls.default.http[0]!,
}))

/** The Solana devnet the dev wallet signs for and sends to. */
export const DEV_WALLET_SOLANA = {
  rpcUrl: foyerSolanaDevnet.rpcUrls.default.http[0]!,
  chains: [foyerSolanaDevnet.caipNetworkId],
}

/** The devnet's demo SPL token (seeded by @foyer/devnet; the e2e suite checks these match what is on chain). */
export const DEVNET_SOLANA_TOKENS: TokenInfo[] = [
  { address: '9ZdWMLjTbbqYt7XVWpohXB2WarktszJFLsnURq7r9C7z', name: 'Foyer Dollar', symbol: 'FDOL', decimals: 6 },
]

/** The devnet's demo ERC-20s, offered by Send on both anvils (the seed deploys them at the same addresses on each). */
export const DEVNET_EVM_TOKENS = {
  [foyerDevnet.id as number]: [DEVNET_TOKENS.tokenA, DEVNET_TOKENS.tokenB],
  [foyerDevnet2.id as number]: [DEVNET_TOKENS.tokenA, DEVNET_TOKENS.tokenB],
}
