// BIP-322's message hash: SHA256 tagged with "BIP0322-signed-message" (BIP-340's tagged hash), over the message bytes.
import { tagSchnorr } from '@scure/btc-signer/utils.js'

export const BIP322_TAG = 'BIP0322-signed-message'

export function bip322MessageHash(message: string | Uint8Array): Uint8Array {
  const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : message
  return tagSchnorr(BIP322_TAG, bytes)
}
