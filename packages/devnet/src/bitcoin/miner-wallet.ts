// The miner's own wallet: it pays the seed and the dev faucet with ordinary signed transactions, which go through the
// same mempool checks as anyone's, so they show up in address histories like any payment.
import { p2wpkh, Transaction } from '@scure/btc-signer'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import type { BitcoinChain } from './chain.js'
import { BITCOIN_DEVNET_MINER_KEY, REGTEST_NETWORK } from './constants.js'
import { dustThreshold } from './policy.js'

const minerPayment = p2wpkh(secp256k1.getPublicKey(BITCOIN_DEVNET_MINER_KEY, true), REGTEST_NETWORK)

/** The output script coinbase rewards pay to (the miner's P2WPKH). */
export const MINER_SCRIPT: Uint8Array = minerPayment.script

/** The miner pays 2 sat/vB, above the floor, so its transactions never sit on the edge of the relay fee. */
const MINER_FEE_RATE = 2n
// P2WPKH sizes in vbytes, rounded up: overhead, one input, one output.
const OVERHEAD_VB = 11n
const INPUT_VB = 69n
const OUTPUT_VB = 43n

export class FaucetEmptyError extends Error {
  constructor(wanted: bigint, available: bigint) {
    super(
      `The devnet miner has ${available} spendable sats, not enough to pay ${wanted} sats and the fee; mine more blocks`,
    )
    this.name = 'FaucetEmptyError'
  }
}

/** Pays `outputs` from the miner's mature coins and puts the transaction in the mempool; returns its txid. */
export function payFromMiner(chain: BitcoinChain, outputs: readonly { script: Uint8Array; amount: bigint }[]): string {
  const wanted = outputs.reduce((sum, output) => sum + output.amount, 0n)
  const coins = chain.unspentOutputs(MINER_SCRIPT, { spendable: true })
  const tx = new Transaction()
  let selected = 0n
  let fee = 0n
  for (const coin of coins) {
    tx.addInput({ txid: coin.txid, index: coin.vout, witnessUtxo: { script: MINER_SCRIPT, amount: coin.amount } })
    selected += coin.amount
    fee = (OVERHEAD_VB + INPUT_VB * BigInt(tx.inputsLength) + OUTPUT_VB * BigInt(outputs.length + 1)) * MINER_FEE_RATE
    if (selected >= wanted + fee) break
  }
  if (selected < wanted + fee)
    throw new FaucetEmptyError(
      wanted,
      coins.reduce((sum, coin) => sum + coin.amount, 0n),
    )
  for (const output of outputs) tx.addOutput(output)
  const change = selected - wanted - fee
  if (change >= dustThreshold(MINER_SCRIPT)) tx.addOutput({ script: MINER_SCRIPT, amount: change })
  tx.sign(BITCOIN_DEVNET_MINER_KEY)
  tx.finalize()
  return chain.acceptTransaction(tx.extract())
}
