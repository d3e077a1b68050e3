// BIP-322 message verification for an address: the simple format (the to_sign witness), the full format (the whole
// to_sign transaction) and, for P2PKH addresses, the legacy signmessage format.
import { p2wpkh, RawTx, RawWitness, Script, Transaction } from '@scure/btc-signer'
import { equalBytes } from '@scure/btc-signer/utils.js'
import { bytesToHex } from '@noble/curves/utils.js'
import { decodeBitcoinAddress, type DecodedAddress } from '../address.js'
import type { BitcoinNetworkInfo } from '../networks.js'
import { verifyLegacySignature } from './legacySignature.js'
import { verifyInput } from './verifyInput.js'
import { BIP322_TX_OPTS, OP_RETURN_SCRIPT, toSignTransaction, toSpendTransaction } from './virtualTransactions.js'
import { base64ToBytes } from './base64.js'

export type Bip322Format = 'simple' | 'full' | 'legacy'

export interface VerifyBitcoinMessageArgs {
  address: string
  message: string
  /** Base64, as wallets and BIP-322 write it. */
  signature: string
  network: BitcoinNetworkInfo
}

export type VerifyBitcoinMessageResult =
  | { valid: true; format: Bip322Format }
  | { valid: false; format?: Bip322Format; reason: string }

function decodeWitness(bytes: Uint8Array): Uint8Array[] | undefined {
  try {
    return RawWitness.decode(bytes)
  } catch {
    return undefined
  }
}

function decodeTx(bytes: Uint8Array): ReturnType<typeof RawTx.decode> | undefined {
  try {
    return RawTx.decode(bytes)
  } catch {
    return undefined
  }
}

/**
 * The simple format has no scriptSig, but a P2SH-P2WPKH spend needs one: wallets sign nested segwit with a simple
 * signature all the same, and its scriptSig can only be the push of the P2WPKH program of the witness's key.
 */
function simpleScriptSig(address: DecodedAddress, witness: Uint8Array[]): Uint8Array {
  const pubkey = witness[1]
  if (address.type !== 'sh' || witness.length !== 2 || pubkey?.length !== 33) return new Uint8Array(0)
  return Script.encode([p2wpkh(pubkey).script])
}

/** Never throws: a malformed address, signature or script is `valid: false` with the reason. */
export function verifyBitcoinMessage(args: VerifyBitcoinMessageArgs): VerifyBitcoinMessageResult {
  let address
  try {
    address = decodeBitcoinAddress(args.address, args.network)
  } catch (error) {
    return { valid: false, reason: (error as Error).message }
  }
  const bytes = base64ToBytes(args.signature)
  if (!bytes || bytes.length === 0) return { valid: false, reason: 'the signature is not base64' }

  if (address.type === 'pkh' && bytes.length === 65) {
    const hash = address.script.subarray(3, 23)
    return verifyLegacySignature(args.message, bytes, hash)
      ? { valid: true, format: 'legacy' }
      : { valid: false, format: 'legacy', reason: 'the signature does not match' }
  }

  const toSpend = toSpendTransaction(args.message, address.script)
  const witness = decodeWitness(bytes)
  if (witness) {
    const check = verifyInput(toSignTransaction(toSpend), address, simpleScriptSig(address, witness), witness)
    return check.valid ? { valid: true, format: 'simple' } : { valid: false, format: 'simple', reason: check.reason }
  }

  const raw = decodeTx(bytes)
  if (!raw) return { valid: false, reason: 'the signature is neither a witness nor a transaction' }
  const [input, ...otherInputs] = raw.inputs
  const [output, ...otherOutputs] = raw.outputs
  if (!input || otherInputs.length > 0)
    return { valid: false, format: 'full', reason: 'only one-input proofs are supported (no proof of funds)' }
  if (!output || otherOutputs.length > 0 || output.amount !== 0n || !equalBytes(output.script, OP_RETURN_SCRIPT))
    return { valid: false, format: 'full', reason: 'to_sign must have one 0-sat OP_RETURN output' }
  let tx: Transaction
  try {
    tx = Transaction.fromRaw(bytes, BIP322_TX_OPTS)
  } catch {
    return { valid: false, format: 'full', reason: 'malformed transaction' }
  }
  const spent = tx.getInput(0)
  if (spent.index !== 0 || !spent.txid || bytesToHex(spent.txid) !== toSpend.id)
    return { valid: false, format: 'full', reason: 'to_sign does not spend this message’s to_spend' }
  const check = verifyInput(tx, address, input.finalScriptSig, raw.witnesses?.[0] ?? [])
  return check.valid ? { valid: true, format: 'full' } : { valid: false, format: 'full', reason: check.reason }
}
