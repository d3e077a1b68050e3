// Test signer: BIP-322 signatures made by btc-signer's own transaction signer (Transaction.sign / finalize), so the
// verifier is checked against an independent implementation of the sighashes, plus legacy signmessage signatures.
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { p2pkh, p2sh, p2tr, p2wpkh, RawWitness, Transaction } from '@scure/btc-signer'
import { concatBytes, pubECDSA, pubSchnorr } from '@scure/btc-signer/utils.js'
import type { BitcoinAddressType } from '../address.js'
import { bytesToBase64 } from '../bip322/base64.js'
import { legacyMessageHash } from '../bip322/legacySignature.js'
import { BIP322_TX_OPTS, OP_RETURN_SCRIPT, toSpendTransaction } from '../bip322/virtualTransactions.js'
import type { AddressParams } from '../networks.js'

export type SignableType = Exclude<BitcoinAddressType, 'wsh'>

export function paymentOf(privateKey: Uint8Array, type: SignableType, params: AddressParams) {
  const pub = pubECDSA(privateKey, true)
  if (type === 'wpkh') return p2wpkh(pub, params)
  if (type === 'sh') return p2sh(p2wpkh(pub), params)
  if (type === 'pkh') return p2pkh(pub, params)
  return p2tr(pubSchnorr(privateKey), undefined, params)
}

/** The to_sign transaction for `message`, signed and finalized by btc-signer. */
export function signedToSign(
  privateKey: Uint8Array,
  type: SignableType,
  params: AddressParams,
  message: string,
): Transaction {
  const payment = paymentOf(privateKey, type, params)
  const toSpend = toSpendTransaction(message, payment.script)
  const tx = new Transaction(BIP322_TX_OPTS)
  tx.addInput({
    txid: toSpend.id,
    index: 0,
    sequence: 0,
    witnessUtxo: { script: payment.script, amount: 0n },
    ...(type === 'tr' ? { tapInternalKey: (payment as ReturnType<typeof p2tr>).tapInternalKey } : {}),
    ...(type === 'sh' ? { redeemScript: (payment as ReturnType<typeof p2sh>).redeemScript } : {}),
    ...(type === 'pkh' ? { nonWitnessUtxo: toSpend.toBytes(true, false) } : {}),
  })
  tx.addOutput({ script: OP_RETURN_SCRIPT, amount: 0n })
  tx.sign(privateKey)
  tx.finalize()
  return tx
}

export function signSimple(privateKey: Uint8Array, type: SignableType, params: AddressParams, message: string): string {
  const witness = signedToSign(privateKey, type, params, message).getInput(0).finalScriptWitness ?? []
  return bytesToBase64(RawWitness.encode(witness))
}

export function signFull(privateKey: Uint8Array, type: SignableType, params: AddressParams, message: string): string {
  return bytesToBase64(signedToSign(privateKey, type, params, message).extract())
}

/** Bitcoin Core's signmessage: header 31–34 for a compressed key. */
export function signLegacy(privateKey: Uint8Array, message: string, compressed = true): string {
  const recovered = secp256k1.sign(legacyMessageHash(message), privateKey, { prehash: false, format: 'recovered' })
  const header = 27 + recovered[0]! + (compressed ? 4 : 0)
  return bytesToBase64(concatBytes(Uint8Array.of(header), recovered.subarray(1)))
}
