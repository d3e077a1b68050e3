// Whether a string is a Solana address, without @solana/kit: recipient validation and the first account check run
// while the page loads, and kit's address module pulls its codecs and error table into the first bundle.
import { base58ToBytes } from './base58.js'

/** The same answer as kit's `isAddress`: 32 to 44 base58 characters that decode to exactly 32 bytes. */
export function isSolanaAddress(text: string): boolean {
  if (typeof text !== 'string' || text.length < 32 || text.length > 44) return false
  try {
    return base58ToBytes(text).length === 32
  } catch {
    return false
  }
}
