import { SiwsMessageError } from './validateSiwsFields.js'
import { SOLANA_DEVNET_REFERENCE, SOLANA_MAINNET_REFERENCE, SOLANA_TESTNET_REFERENCE } from '../constants.js'

/** The public clusters' names, by the CAIP-2 reference (genesis hash prefix) they stand for. */
const CLUSTER_NAMES: ReadonlyMap<string, string> = new Map([
  [SOLANA_MAINNET_REFERENCE, 'mainnet'],
  [SOLANA_DEVNET_REFERENCE, 'devnet'],
  [SOLANA_TESTNET_REFERENCE, 'testnet'],
])

/**
 * The `Chain ID` a Sign In With Solana message gets for a Foyer network (`solana:<reference>`): the cluster name
 * for mainnet, devnet and testnet (the names the Wallet Standard's Solana chain ids use, so wallets know them), and
 * the bare CAIP-2 reference for any other cluster, because `localnet` would not say which local validator.
 * Throws `SiwsMessageError` (field chainId) for anything but a Solana CAIP-2 id.
 */
export function toSiwsChainId(caipNetworkId: string): string {
  const match = /^solana:([1-9A-HJ-NP-Za-km-z]{1,32})$/.exec(String(caipNetworkId))
  if (!match)
    throw new SiwsMessageError(
      'chainId',
      `must be a Solana CAIP-2 id (solana:<reference>), got ${JSON.stringify(caipNetworkId)}`,
    )
  const reference = match[1]!
  return CLUSTER_NAMES.get(reference) ?? reference
}
