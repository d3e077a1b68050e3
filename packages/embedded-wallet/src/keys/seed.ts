// The one seed of an embedded wallet: 32 random bytes, which are BIP-39 entropy (a 24-word mnemonic), so the key is
// one any BIP-39 wallet can import after an export. Only the entropy is ever split or stored (as shares).
import { entropyToMnemonic } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english'

export const SEED_BYTES = 32

export function generateSeedEntropy(): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(SEED_BYTES))
}

export function mnemonicOf(entropy: Uint8Array): string {
  if (entropy.length !== SEED_BYTES) throw new Error(`A seed is ${SEED_BYTES} bytes, not ${entropy.length}`)
  return entropyToMnemonic(entropy, wordlist)
}
