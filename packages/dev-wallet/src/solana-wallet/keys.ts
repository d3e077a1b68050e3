import { ed25519 } from '@noble/curves/ed25519'
import { getAddressDecoder } from '@solana/kit'
import { devSolanaSecret } from '../solana-dev-keys.js'

export type SolanaDevKeys = { secret: Uint8Array; publicKey: Uint8Array; address: string }

const keyCache = new Map<number, SolanaDevKeys>()

/** The dev account's secret, public key and base58 address (pure JS: no WebCrypto, so no secure context needed). */
export function solanaDevKeys(index: number): SolanaDevKeys {
  let value = keyCache.get(index)
  if (!value) {
    const secret = devSolanaSecret(index)
    const publicKey = ed25519.getPublicKey(secret)
    value = { secret, publicKey, address: getAddressDecoder().decode(publicKey) }
    keyCache.set(index, value)
  }
  return value
}
