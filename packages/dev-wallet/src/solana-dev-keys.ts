// Solana dev keys from the same dev mnemonic, derived the way Solana wallets do (SLIP-0010 ed25519, m/44'/501'/i'/0'),
// so the same mnemonic in another Solana wallet shows the same addresses. Browser-safe: the devnet imports these to
// fund the accounts, the dev wallet to sign with them.
import { hmac } from '@noble/hashes/hmac'
import { sha512 } from '@noble/hashes/sha512'
import { mnemonicToSeedSync } from '@scure/bip39'
import { DEV_MNEMONIC } from './dev-keys.js'

const HARDENED = 0x80000000

/** SLIP-0010 ed25519 derivation: every level hardened, as the scheme requires for ed25519. */
export function deriveEd25519Seed(seed: Uint8Array, path: readonly number[]): Uint8Array {
  let digest = hmac(sha512, new TextEncoder().encode('ed25519 seed'), seed)
  for (const index of path) {
    const data = new Uint8Array(37)
    data.set(digest.slice(0, 32), 1)
    new DataView(data.buffer).setUint32(33, (index | HARDENED) >>> 0)
    digest = hmac(sha512, digest.slice(32), data)
  }
  return digest.slice(0, 32)
}

const cache = new Map<number, Uint8Array>()

/** The 32-byte ed25519 private key (seed) of Solana dev account `index`: m/44'/501'/index'/0'. */
export function devSolanaSecret(index: number): Uint8Array {
  if (!Number.isInteger(index) || index < 0)
    throw new RangeError(`Dev account index must be a non-negative integer, got ${index}`)
  let secret = cache.get(index)
  if (!secret) {
    secret = deriveEd25519Seed(mnemonicToSeedSync(DEV_MNEMONIC), [44, 501, index, 0])
    cache.set(index, secret)
  }
  return secret.slice()
}
