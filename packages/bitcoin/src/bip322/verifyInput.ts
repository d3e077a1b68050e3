// Checks the one input of a to_sign transaction against the signer's output script, for the script types wallets
// sign with: P2WPKH, P2SH-P2WPKH, P2TR key path and P2PKH. This is the part of script execution BIP-322 needs for
// single-key addresses; anything else (P2WSH, taproot script paths, annexes) is reported unsupported, never valid.
import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { OutScript, Script, type Transaction } from '@scure/btc-signer'
import { equalBytes, hash160 } from '@scure/btc-signer/utils.js'
import type { DecodedAddress } from '../address.js'

const SIGHASH_DEFAULT = 0x00
const SIGHASH_ALL = 0x01

export type InputCheck = { valid: true } | { valid: false; reason: string }

const fail = (reason: string): InputCheck => ({ valid: false, reason })

interface Preimages {
  preimageWitnessV0(idx: number, prevOutScript: Uint8Array, hashType: number, amount: bigint): Uint8Array
  preimageWitnessV1(idx: number, prevOutScript: Uint8Array[], hashType: number, amount: bigint[]): Uint8Array
}
/** btc-signer computes the legacy sighash but keeps the method private (its signer is the only caller). */
type LegacyPreimage = { preimageLegacy(idx: number, prevOutScript: Uint8Array, hashType: number): Uint8Array }

function ecdsaSignatureHolds(sigWithType: Uint8Array, digest: Uint8Array, pubkey: Uint8Array): boolean {
  if (sigWithType.length < 9 || sigWithType[sigWithType.length - 1] !== SIGHASH_ALL) return false
  try {
    return secp256k1.verify(sigWithType.subarray(0, -1), digest, pubkey, { prehash: false, format: 'der' })
  } catch {
    return false
  }
}

function checkWitnessPkh(tx: Transaction, witness: Uint8Array[], keyHash: Uint8Array): InputCheck {
  if (witness.length !== 2) return fail('a P2WPKH witness has a signature and a public key')
  const [sig, pubkey] = witness as [Uint8Array, Uint8Array]
  if (pubkey.length !== 33) return fail('a P2WPKH key must be compressed')
  if (!equalBytes(hash160(pubkey), keyHash)) return fail('the public key is not the address’s')
  const scriptCode = OutScript.encode({ type: 'pkh', hash: keyHash })
  const digest = (tx as unknown as Preimages).preimageWitnessV0(0, scriptCode, SIGHASH_ALL, 0n)
  return ecdsaSignatureHolds(sig, digest, pubkey) ? { valid: true } : fail('the signature does not match')
}

function pushesOf(scriptSig: Uint8Array): Uint8Array[] | undefined {
  try {
    const ops = Script.decode(scriptSig)
    return ops.every((op) => op instanceof Uint8Array) ? (ops as Uint8Array[]) : undefined
  } catch {
    return undefined
  }
}

/** Verifies input 0 of `tx` (a to_sign transaction) spending an output of `address`. */
export function verifyInput(
  tx: Transaction,
  address: DecodedAddress,
  scriptSig: Uint8Array,
  witness: Uint8Array[],
): InputCheck {
  const decoded = OutScript.decode(address.script)
  switch (decoded.type) {
    case 'wpkh':
      if (scriptSig.length > 0) return fail('a P2WPKH input has an empty scriptSig')
      return checkWitnessPkh(tx, witness, decoded.hash)
    case 'sh': {
      const pushes = pushesOf(scriptSig)
      const redeem = pushes?.length === 1 ? pushes[0]! : undefined
      if (!redeem || !equalBytes(hash160(redeem), decoded.hash))
        return fail('the scriptSig is not the address’s script')
      let inner
      try {
        inner = OutScript.decode(redeem)
      } catch {
        return fail('unsupported P2SH script')
      }
      if (inner.type !== 'wpkh') return fail('only P2SH-wrapped P2WPKH is supported')
      return checkWitnessPkh(tx, witness, inner.hash)
    }
    case 'tr': {
      if (scriptSig.length > 0) return fail('a taproot input has an empty scriptSig')
      if (witness.length !== 1) return fail('only taproot key-path signatures are supported')
      const sig = witness[0]!
      let hashType = SIGHASH_DEFAULT
      if (sig.length === 65) hashType = sig[64]!
      else if (sig.length !== 64) return fail('a taproot signature has 64 or 65 bytes')
      if (hashType !== SIGHASH_DEFAULT && hashType !== SIGHASH_ALL) return fail('unsupported signature hash type')
      const digest = (tx as unknown as Preimages).preimageWitnessV1(0, [address.script], hashType, [0n])
      try {
        return schnorr.verify(sig.subarray(0, 64), digest, decoded.pubkey)
          ? { valid: true }
          : fail('the signature does not match')
      } catch {
        return fail('the signature does not match')
      }
    }
    case 'pkh': {
      if (witness.length > 0) return fail('a P2PKH input has no witness')
      const pushes = pushesOf(scriptSig)
      if (pushes?.length !== 2) return fail('a P2PKH scriptSig has a signature and a public key')
      const [sig, pubkey] = pushes as [Uint8Array, Uint8Array]
      if (!equalBytes(hash160(pubkey), decoded.hash)) return fail('the public key is not the address’s')
      const digest = (tx as unknown as LegacyPreimage).preimageLegacy(0, address.script, SIGHASH_ALL)
      return ecdsaSignatureHolds(sig, digest, pubkey) ? { valid: true } : fail('the signature does not match')
    }
    default:
      return fail(`${decoded.type} addresses are not supported`)
  }
}
