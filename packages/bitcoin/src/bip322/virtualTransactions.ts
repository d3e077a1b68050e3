// BIP-322's two virtual transactions. `to_spend` commits to the message and pays the signing address 0 sats from a
// null input, so nothing real can be spent by its signature; `to_sign` spends it into a 0-sat OP_RETURN and carries the
// signature (its witness, or its scriptSig for P2PKH).
import { Script, Transaction } from '@scure/btc-signer'
import { bip322MessageHash } from './messageHash.js'

const NULL_TXID = new Uint8Array(32)
const OP_RETURN_SCRIPT = Script.encode(['RETURN'])
const TX_OPTS = { version: 0, allowUnknownOutputs: true, allowUnknownInputs: true, disableScriptCheck: true } as const

/** The to_spend transaction for `message` and the signer's output script (scriptPubKey). */
export function toSpendTransaction(message: string | Uint8Array, scriptPubKey: Uint8Array): Transaction {
  const tx = new Transaction(TX_OPTS)
  // The output first: btc-signer freezes the outputs once an input carries a final scriptSig.
  tx.addOutput({ script: scriptPubKey, amount: 0n })
  tx.addInput({
    txid: NULL_TXID,
    index: 0xffffffff,
    sequence: 0,
    finalScriptSig: Script.encode(['OP_0', bip322MessageHash(message)]),
  })
  return tx
}

/** The unsigned to_sign transaction spending `toSpend`'s only output (the simple format's fixed shape). */
export function toSignTransaction(toSpend: Transaction): Transaction {
  const tx = new Transaction(TX_OPTS)
  tx.addInput({
    txid: toSpend.id,
    index: 0,
    sequence: 0,
    witnessUtxo: { script: toSpend.getOutput(0).script!, amount: 0n },
  })
  tx.addOutput({ script: OP_RETURN_SCRIPT, amount: 0n })
  return tx
}

export const BIP322_TX_OPTS = TX_OPTS
export { OP_RETURN_SCRIPT }
