// The legacy "signmessage" format (Bitcoin Core's signmessage, before BIP-322): a 65-byte compact ECDSA signature
// over the double SHA256 of the magic-prefixed message, from which the public key is recovered and hashed to the
// P2PKH address. BIP-322 keeps it valid for P2PKH addresses only.
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { concatBytes, equalBytes, hash160, sha256x2 } from '@scure/btc-signer/utils.js'

const MAGIC = 'Bitcoin Signed Message:\n'

function compactSize(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n)
  if (n <= 0xffff) return Uint8Array.of(0xfd, n & 0xff, n >>> 8)
  return Uint8Array.of(0xfe, n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, n >>> 24)
}

const withLength = (bytes: Uint8Array) => concatBytes(compactSize(bytes.length), bytes)

/** The digest a legacy signature signs. */
export function legacyMessageHash(message: string): Uint8Array {
  const encoder = new TextEncoder()
  return sha256x2(withLength(encoder.encode(MAGIC)), withLength(encoder.encode(message)))
}

/** Whether the 65-byte compact `signature` over `message` recovers to the key whose HASH160 is `pubKeyHash`. */
export function verifyLegacySignature(message: string, signature: Uint8Array, pubKeyHash: Uint8Array): boolean {
  if (signature.length !== 65) return false
  const header = signature[0]!
  // 27–30: uncompressed key, 31–34: compressed (39–42 and 35–38 are other wallets' segwit flags, not P2PKH).
  if (header < 27 || header > 34) return false
  const compressed = header >= 31
  const recovery = (header - 27) & 3
  try {
    const recovered = secp256k1.recoverPublicKey(
      concatBytes(Uint8Array.of(recovery), signature.subarray(1)),
      legacyMessageHash(message),
      { prehash: false },
    )
    const key = secp256k1.Point.fromBytes(recovered).toBytes(compressed)
    return equalBytes(hash160(key), pubKeyHash)
  } catch {
    return false
  }
}
