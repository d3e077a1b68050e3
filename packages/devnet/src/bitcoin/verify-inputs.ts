// Script and signature checks of every input: the part of consensus that makes a transaction the owner's. The
// sighashes come from @scure/btc-signer (the legacy one for P2PKH, BIP-143 for segwit v0, BIP-341 for taproot) and the
// signatures are checked with @noble/curves; nothing here parses a transaction by hand.
import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { ripemd160 } from '@noble/hashes/legacy.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { OutScript, Script, Transaction } from '@scure/btc-signer'
import { TransactionRefusedError } from './refusal.js'
import { decodeOutScript } from './script-info.js'

export type Prevout = { script: Uint8Array; amount: bigint }

const ECDSA_HASH_TYPES = new Set([0x01, 0x02, 0x03, 0x81, 0x82, 0x83])
const SCHNORR_HASH_TYPES = new Set([0x00, 0x01, 0x02, 0x03, 0x81, 0x82, 0x83])
const SIGHASH_SINGLE = 0x03
const ANNEX_TAG = 0x50

const hash160 = (bytes: Uint8Array) => ripemd160(sha256(bytes))
const equal = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i])

// btc-signer computes the legacy (pre-segwit) sighash for its own signer but keeps the method private in its types; it is
// the same code that signs the wallet's P2PKH inputs, so the chain checks against exactly what a signer signs.
type LegacySighash = { preimageLegacy(index: number, prevOutScript: Uint8Array, hashType: number): Uint8Array }

/** A DER ECDSA signature with its hash type byte, checked against a sighash; false for a malformed one. */
function verifyEcdsa(signature: Uint8Array, sighash: Uint8Array, publicKey: Uint8Array): boolean {
  try {
    return secp256k1.verify(signature.subarray(0, -1), sighash, publicKey, {
      prehash: false,
      format: 'der',
      lowS: true,
    })
  } catch {
    return false // not strict DER, or not a point
  }
}

const scriptFailure = (input: number, what: string, detail: string) =>
  new TransactionRefusedError(-26, `mandatory-script-verify-flag-failed (${what})`, `input ${input}: ${detail}`)

/**
 * Throws a TransactionRefusedError unless every input spends its previous output: P2PKH (scriptSig `<sig> <pubkey>`,
 * legacy sighash, ECDSA, low-S), P2WPKH (ECDSA, low-S, compressed key) and P2TR key path (BIP-340 Schnorr). Other output types are refused as unsupported: this is a
 * development chain, not a script interpreter.
 */
export function verifyInputs(raw: Uint8Array, prevouts: readonly Prevout[]): void {
  const tx = Transaction.fromRaw(raw, {
    allowUnknownInputs: true,
    allowUnknownOutputs: true,
    allowUnknownVersion: true,
    disableScriptCheck: true,
  })
  const scripts = prevouts.map((prevout) => prevout.script)
  const amounts = prevouts.map((prevout) => prevout.amount)
  for (let index = 0; index < tx.inputsLength; index++) {
    const input = tx.getInput(index)
    const witness = input.finalScriptWitness ?? []
    const prevout = prevouts[index]!
    const type = decodeOutScript(prevout.script) ?? { type: 'unknown' as const }
    if ((type.type === 'wpkh' || type.type === 'tr') && input.finalScriptSig && input.finalScriptSig.length > 0)
      throw scriptFailure(index, 'Witness requires empty scriptSig', 'a native segwit spend has a scriptSig')

    if (type.type === 'wpkh') {
      if (witness.length !== 2)
        throw scriptFailure(
          index,
          'Witness program hash mismatch',
          `a P2WPKH witness has 2 items, got ${witness.length}`,
        )
      const [signature, publicKey] = witness as [Uint8Array, Uint8Array]
      if (!equal(hash160(publicKey), type.hash))
        throw scriptFailure(index, 'Witness program hash mismatch', 'the public key is not the one the output pays to')
      if (publicKey.length !== 33)
        throw new TransactionRefusedError(
          -26,
          'non-mandatory-script-verify-flag (Using non-compressed keys in segwit)',
          `input ${index}`,
        )
      const hashType = signature[signature.length - 1]!
      if (!ECDSA_HASH_TYPES.has(hashType))
        throw scriptFailure(
          index,
          'Non-canonical signature: unknown hashtype byte',
          `hash type 0x${hashType.toString(16)}`,
        )
      const scriptCode = OutScript.encode({ type: 'pkh', hash: type.hash })
      const sighash = tx.preimageWitnessV0(index, scriptCode, hashType, prevout.amount)
      if (!verifyEcdsa(signature, sighash, publicKey))
        throw scriptFailure(
          index,
          'Signature must be zero for failed CHECK(MULTI)SIG operation',
          'the ECDSA signature does not verify against the public key',
        )
      continue
    }

    if (type.type === 'pkh') {
      verifyP2pkh(tx, index, input.finalScriptSig, witness, prevout.script, type.hash)
      continue
    }

    if (type.type === 'tr') {
      if (witness.length >= 2 && witness[witness.length - 1]![0] === ANNEX_TAG)
        throw new TransactionRefusedError(-26, 'unsupported-script', `input ${index}: taproot annexes are not relayed`)
      if (witness.length !== 1)
        throw new TransactionRefusedError(
          -26,
          'unsupported-script',
          `input ${index}: a taproot script-path spend; this development chain verifies key-path spends only`,
        )
      const signature = witness[0]!
      if (signature.length !== 64 && signature.length !== 65)
        throw scriptFailure(index, 'Invalid Schnorr signature size', `${signature.length} bytes`)
      const hashType = signature.length === 65 ? signature[64]! : 0
      if ((signature.length === 65 && hashType === 0) || !SCHNORR_HASH_TYPES.has(hashType))
        throw scriptFailure(index, 'Invalid Schnorr signature hash type', `hash type 0x${hashType.toString(16)}`)
      if ((hashType & 0x03) === SIGHASH_SINGLE && index >= tx.outputsLength)
        throw scriptFailure(index, 'Invalid Schnorr signature hash type', 'SIGHASH_SINGLE without a matching output')
      const message = tx.preimageWitnessV1(index, scripts, hashType, amounts)
      let valid = false
      try {
        valid = schnorr.verify(signature.subarray(0, 64), message, type.pubkey)
      } catch {
        valid = false
      }
      if (!valid)
        throw scriptFailure(index, 'Invalid Schnorr signature', 'the signature does not verify against the output key')
      continue
    }

    throw new TransactionRefusedError(
      -26,
      'unsupported-script',
      `input ${index} spends a ${type.type} output; this development chain verifies P2PKH, P2WPKH and P2TR key-path spends only`,
    )
  }
}

/**
 * A P2PKH spend: the scriptSig pushes a signature and a public key (compressed or not, as Core allows for legacy
 * scripts), the key hashes to the output's hash, and the signature verifies over the legacy sighash of the output's
 * script. No witness may ride along (Core: "Witness provided for non-witness script").
 */
function verifyP2pkh(
  tx: Transaction,
  index: number,
  scriptSig: Uint8Array | undefined,
  witness: readonly Uint8Array[],
  prevoutScript: Uint8Array,
  hash: Uint8Array,
): void {
  if (witness.length > 0)
    throw scriptFailure(index, 'Witness provided for non-witness script', 'a P2PKH spend carries a witness')
  // Opcodes or pushed bytes; only two pushes of bytes make a P2PKH scriptSig.
  let pushes: readonly unknown[] = []
  try {
    pushes = scriptSig && scriptSig.length > 0 ? Script.decode(scriptSig) : []
  } catch {
    throw scriptFailure(index, 'Operation not valid with the current stack size', 'the scriptSig does not decode')
  }
  const [signature, publicKey] = pushes
  if (pushes.length !== 2 || !(signature instanceof Uint8Array) || !(publicKey instanceof Uint8Array))
    throw scriptFailure(
      index,
      'Operation not valid with the current stack size',
      'a P2PKH scriptSig pushes a signature and a public key',
    )
  if (!equal(hash160(publicKey), hash))
    throw scriptFailure(
      index,
      'Script evaluated without error but finished with a false/empty top stack element',
      'the public key is not the one the output pays to',
    )
  const hashType = signature[signature.length - 1] ?? 0
  if (!ECDSA_HASH_TYPES.has(hashType))
    throw scriptFailure(index, 'Non-canonical signature: unknown hashtype byte', `hash type 0x${hashType.toString(16)}`)
  const sighash = (tx as unknown as LegacySighash).preimageLegacy(index, prevoutScript, hashType)
  if (!verifyEcdsa(signature, sighash, publicKey))
    throw scriptFailure(
      index,
      'Signature must be zero for failed CHECK(MULTI)SIG operation',
      'the ECDSA signature does not verify against the public key',
    )
}
