import { SOLANA_DEVNET_REFERENCE, SOLANA_MAINNET_REFERENCE, SOLANA_TESTNET_REFERENCE } from '../constants.js'

const REFERENCE_OF_NAME: ReadonlyMap<string, string> = new Map([
  ['mainnet', SOLANA_MAINNET_REFERENCE],
  ['mainnet-beta', SOLANA_MAINNET_REFERENCE],
  ['devnet', SOLANA_DEVNET_REFERENCE],
  ['testnet', SOLANA_TESTNET_REFERENCE],
])
const PUBLIC_REFERENCES = new Set(REFERENCE_OF_NAME.values())

/**
 * Whether a Sign In With Solana message's `Chain ID` (undefined when the message has none) is consistent with the
 * CAIP-2 id `caipNetworkId` a session claims. The rule, written down once because the message format, the adapter's
 * `signIn` and the verifier must all follow it:
 *
 * - no Chain ID: consistent (SIWS makes it optional; such a message binds no chain, the session's own id stands);
 * - `mainnet` / `mainnet-beta`, `devnet`, `testnet`: only that public cluster's CAIP-2 id;
 * - `localnet`: any cluster that is not one of the public three;
 * - anything else: the CAIP-2 reference itself (`5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`);
 * - each of the above may also be written after `solana:` (the Wallet Standard's spelling).
 */
export function siwsChainIdMatches(messageChainId: string | undefined, caipNetworkId: string): boolean {
  const match = /^solana:([1-9A-HJ-NP-Za-km-z]{1,32})$/.exec(String(caipNetworkId))
  if (!match) return false
  const reference = match[1]!
  if (messageChainId === undefined) return true
  const name = messageChainId.startsWith('solana:') ? messageChainId.slice('solana:'.length) : messageChainId
  if (name === 'localnet') return !PUBLIC_REFERENCES.has(reference)
  const named = REFERENCE_OF_NAME.get(name)
  if (named) return named === reference
  return name === reference
}
