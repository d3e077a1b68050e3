// The unsigned PSBT of a planned transfer: the chosen UTXOs as inputs (with what a wallet needs to sign each kind:
// the spent output, the taproot internal key, the P2SH redeem script, or the whole previous transaction for P2PKH),
// the recipient's output and the change back to the sender's address.
import { p2wpkh, Transaction } from '@scure/btc-signer'
import type { DecodedAddress } from '../address.js'
import type { TransferPlan } from './planTransfer.js'

export interface BuildTransferPsbtArgs {
  plan: TransferPlan
  from: DecodedAddress
  to: DecodedAddress
  /** The sender's public key as the wallet gave it (33-byte compressed, or 32-byte x-only for taproot). */
  publicKey?: Uint8Array
  /** Raw previous transactions by txid (P2PKH inputs only). */
  previousTransactions?: ReadonlyMap<string, Uint8Array>
}

const xOnly = (key: Uint8Array) => (key.length === 33 ? key.subarray(1) : key)

export function buildTransferPsbt({ plan, from, to, publicKey, previousTransactions }: BuildTransferPsbtArgs): {
  psbt: Uint8Array
  transaction: Transaction
} {
  const tx = new Transaction({ version: 2 })
  for (const utxo of plan.inputs) {
    const extra =
      from.type === 'tr'
        ? { tapInternalKey: xOnly(requireKey(publicKey, 'taproot')) }
        : from.type === 'sh'
          ? { redeemScript: p2wpkh(requireKey(publicKey, 'P2SH-P2WPKH')).script }
          : from.type === 'pkh'
            ? { nonWitnessUtxo: requirePrevious(previousTransactions, utxo.txid) }
            : {}
    tx.addInput({
      txid: utxo.txid,
      index: utxo.vout,
      // A legacy input proves its amount with the whole previous transaction instead.
      ...(from.type === 'pkh' ? {} : { witnessUtxo: { script: from.script, amount: utxo.value } }),
      ...extra,
    })
  }
  tx.addOutput({ script: to.script, amount: plan.amount })
  if (plan.change > 0n) tx.addOutput({ script: from.script, amount: plan.change })
  return { psbt: tx.toPSBT(0), transaction: tx }
}

function requireKey(key: Uint8Array | undefined, what: string): Uint8Array {
  if (!key || (key.length !== 33 && key.length !== 32))
    throw new Error(`The wallet gave no public key for its ${what} address`)
  return key
}

function requirePrevious(map: ReadonlyMap<string, Uint8Array> | undefined, txid: string): Uint8Array {
  const raw = map?.get(txid)
  if (!raw) throw new Error(`The previous transaction ${txid} is needed to spend a P2PKH output`)
  return raw
}
