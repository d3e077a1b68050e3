// BIP-322 "simple" message signatures (github.com/bitcoin/bips/blob/master/bip-0322.mediawiki): the signer proves it
// can spend from the address by signing a virtual transaction. to_spend pays 0 sats to the address's script from a
// fake input that commits to the tagged hash of the message; to_sign spends it to OP_RETURN. The signature is to_sign's
// witness, serialized (base64 of those bytes is the usual text form). Built on @scure/btc-signer's transaction code.
import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { ripemd160 } from '@noble/hashes/ripemd160'
import { sha256 } from '@noble/hashes/sha256'
import { OutScript, RawTx, RawWitness, Script, Transaction } from '@scure/btc-signer'
import { pubSchnorr } from '@scure/btc-signer/utils.js'

const TAG = new TextEncoder().encode('BIP0322-signed-message')
const OP_RETURN_ONLY = Uint8Array.from([0x6a])
const SIGHASH_ALL = 0x01

const toHex = (bytes: Uint8Array) => [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
const equal = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i])

/** The BIP-340 tagged hash of the message with tag "BIP0322-signed-message". */
export function bip322MessageHash(message: Uint8Array): Uint8Array {
  const tagHash = sha256(TAG)
  return sha256(new Uint8Array([...tagHash, ...tagHash, ...message]))
}

/** to_spend: pays 0 sats to `challenge` (the address's output script); returns its txid (display order). */
export function bip322ToSpendId(challenge: Uint8Array, message: Uint8Array): string {
  const raw = RawTx.encode({
    version: 0,
    segwitFlag: false,
    inputs: [
      {
        txid: new Uint8Array(32),
        index: 0xffffffff,
        finalScriptSig: Script.encode(['OP_0', bip322MessageHash(message)]),
        sequence: 0,
      },
    ],
    outputs: [{ amount: 0n, script: challenge }],
    lockTime: 0,
  })
  return toHex(sha256(sha256(raw)).reverse())
}

/** to_sign, unsigned: spends to_spend's only output to a bare OP_RETURN. */
function toSign(challenge: Uint8Array, message: Uint8Array, tapInternalKey?: Uint8Array): Transaction {
  const tx = new Transaction({ version: 0, allowUnknownOutputs: true, allowUnknownVersion: true })
  tx.addInput({
    txid: bip322ToSpendId(challenge, message),
    index: 0,
    sequence: 0,
    witnessUtxo: { script: challenge, amount: 0n },
    ...(tapInternalKey ? { tapInternalKey } : {}),
  })
  tx.addOutput({ script: OP_RETURN_ONLY, amount: 0n })
  return tx
}

/** to_sign's txid (without witness), as BIP-322's test vectors list it. */
export function bip322ToSignId(challenge: Uint8Array, message: Uint8Array): string {
  return toSign(challenge, message).id
}

/**
 * Signs `message` for `challenge`, the P2WPKH or BIP-86 P2TR (key path, no script tree) output script of
 * `privateKey`; returns the serialized witness of to_sign. ECDSA signatures are plain RFC 6979 (deterministic, no
 * low-R grinding): BIP-322's vectors list that form next to Bitcoin Core's ground one.
 */
export function signBip322Simple(privateKey: Uint8Array, challenge: Uint8Array, message: Uint8Array): Uint8Array {
  const type = OutScript.decode(challenge).type
  if (type !== 'wpkh' && type !== 'tr')
    throw new Error(`BIP-322 signing is implemented for P2WPKH and P2TR outputs, not ${type}`)
  const tx = toSign(challenge, message, type === 'tr' ? pubSchnorr(privateKey) : undefined)
  tx.sign(privateKey)
  tx.finalize()
  return RawWitness.encode(tx.getInput(0).finalScriptWitness!)
}

/**
 * Checks a BIP-322 simple signature (serialized witness) for a P2WPKH or P2TR key-path `challenge`. Any other script
 * type, or bytes that are not a witness, verify as false.
 */
export function verifyBip322Simple(challenge: Uint8Array, message: Uint8Array, signature: Uint8Array): boolean {
  const parsed = (() => {
    try {
      return { witness: RawWitness.decode(signature), decoded: OutScript.decode(challenge) }
    } catch {
      return undefined
    }
  })()
  if (!parsed) return false
  const { witness, decoded } = parsed
  const tx = toSign(challenge, message)
  try {
    if (decoded.type === 'wpkh' && witness.length === 2) {
      const [sig, publicKey] = witness as [Uint8Array, Uint8Array]
      if (publicKey.length !== 33 || !equal(ripemd160(sha256(publicKey)), decoded.hash)) return false
      if (sig[sig.length - 1] !== SIGHASH_ALL) return false
      const scriptCode = OutScript.encode({ type: 'pkh', hash: decoded.hash })
      const hash = tx.preimageWitnessV0(0, scriptCode, SIGHASH_ALL, 0n)
      return secp256k1.verify(sig.subarray(0, -1), hash, publicKey, { prehash: false, format: 'der', lowS: true })
    }
    if (decoded.type === 'tr' && witness.length === 1) {
      const sig = witness[0]!
      if (sig.length !== 64 && !(sig.length === 65 && sig[64] === SIGHASH_ALL)) return false
      const hash = tx.preimageWitnessV1(0, [challenge], sig.length === 64 ? 0 : SIGHASH_ALL, [0n])
      return schnorr.verify(sig.subarray(0, 64), hash, decoded.pubkey)
    }
  } catch {
    return false
  }
  return false
}
