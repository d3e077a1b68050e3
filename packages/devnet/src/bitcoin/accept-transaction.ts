// The mempool's entry checks, in the order Bitcoin Core makes them: decoding, already known, structure, standardness
// (version, output scripts, dust), inputs (present, unspent, not spent in the mempool, mature), lock time, amounts, the
// relay fee floor, then every input's script and signature. The first failure refuses the whole transaction.
import { RawTx } from '@scure/btc-signer'
import { BITCOIN_DEVNET_CONSENSUS, BITCOIN_DEVNET_POLICY } from './constants.js'
import { bytesToHex, displayHex, sha256d } from './hashes.js'
import { dustThreshold, minimumFee } from './policy.js'
import { TransactionRefusedError } from './refusal.js'
import { describeOutputScript } from './script-info.js'
import { verifyInputs, type Prevout } from './verify-inputs.js'

export type DecodedTransaction = ReturnType<typeof RawTx.decode>

/** An output the chain knows: confirmed and unspent, or created by a mempool transaction. */
export type Coin = Prevout & {
  /** Height of the block that created it; undefined while its transaction is in the mempool. */
  height?: number
  coinbase: boolean
}

/** What the checks need to know of the chain. */
export type ChainView = {
  readonly tipHeight: number
  /** Median time of the last 11 blocks (BIP-113: time locks compare with it). */
  readonly medianTimePast: number
  hasTransaction(txid: string): 'mempool' | 'chain' | undefined
  /** An unspent output (confirmed, or of a mempool transaction), ignoring spends by mempool transactions. */
  coin(txid: string, vout: number): Coin | undefined
  /** The mempool transaction that already spends this output, if any. */
  mempoolSpender(txid: string, vout: number): string | undefined
}

export type CheckedTransaction = {
  txid: string
  decoded: DecodedTransaction
  prevouts: Prevout[]
  fee: bigint
  size: number
  weight: number
}

const MAX_MONEY = 21_000_000n * 100_000_000n
const SEQUENCE_FINAL = 0xffffffff
const LOCKTIME_THRESHOLD = 500_000_000

/** The txid (display order) and weight of a decoded transaction. */
export function transactionIdentity(decoded: DecodedTransaction, raw: Uint8Array) {
  const stripped = RawTx.encode({ ...decoded, segwitFlag: false, witnesses: undefined })
  return { txid: displayHex(sha256d(stripped)), weight: stripped.length * 3 + raw.length }
}

export function checkTransaction(raw: Uint8Array, chain: ChainView): CheckedTransaction {
  let decoded: DecodedTransaction
  try {
    decoded = RawTx.decode(raw)
  } catch (error) {
    throw new TransactionRefusedError(-22, 'TX decode failed', (error as Error).message)
  }
  const { txid, weight } = transactionIdentity(decoded, raw)
  const known = chain.hasTransaction(txid)
  if (known === 'mempool') throw new TransactionRefusedError(-27, 'txn-already-in-mempool', txid)
  if (known === 'chain') throw new TransactionRefusedError(-27, 'Transaction already in block chain', txid)

  if (decoded.inputs.length === 0) throw new TransactionRefusedError(-26, 'bad-txns-vin-empty')
  if (decoded.outputs.length === 0) throw new TransactionRefusedError(-26, 'bad-txns-vout-empty')
  const outpoints = decoded.inputs.map((input) => `${bytesToHex(input.txid)}:${input.index}`)
  if (new Set(outpoints).size !== outpoints.length) throw new TransactionRefusedError(-26, 'bad-txns-inputs-duplicate')
  if (decoded.inputs.some((input) => input.index === 0xffffffff && input.txid.every((byte: number) => byte === 0)))
    throw new TransactionRefusedError(-26, 'coinbase', 'a coinbase transaction cannot be relayed')

  let valueOut = 0n
  for (const output of decoded.outputs) {
    if (output.amount < 0n || output.amount > MAX_MONEY)
      throw new TransactionRefusedError(-26, 'bad-txns-vout-toolarge')
    valueOut += output.amount
  }
  if (valueOut > MAX_MONEY) throw new TransactionRefusedError(-26, 'bad-txns-txouttotal-toolarge')

  if (decoded.version < 1 || decoded.version > 3)
    throw new TransactionRefusedError(-26, 'version', `transaction version ${decoded.version} is not standard`)
  decoded.outputs.forEach((output, index) => {
    const { type } = describeOutputScript(output.script)
    if (type === 'unknown' || type === 'empty')
      throw new TransactionRefusedError(-26, 'scriptpubkey', `output ${index} has a non-standard script`)
    if (type === 'op_return' && output.script.length > BITCOIN_DEVNET_POLICY.maxDataCarrierBytes)
      throw new TransactionRefusedError(-26, 'scriptpubkey', `output ${index}: OP_RETURN data above 83 bytes`)
    const threshold = dustThreshold(output.script)
    if (output.amount < threshold)
      throw new TransactionRefusedError(
        -26,
        'dust',
        `output ${index} pays ${output.amount} sats to a ${type} script, below its dust threshold of ${threshold} sats`,
      )
  })

  const prevouts: Prevout[] = []
  let valueIn = 0n
  decoded.inputs.forEach((input, index) => {
    const parent = bytesToHex(input.txid)
    const coin = chain.coin(parent, input.index)
    if (!coin)
      throw new TransactionRefusedError(
        -25,
        'bad-txns-inputs-missingorspent',
        `input ${index} spends ${parent}:${input.index}, which does not exist or is already spent`,
      )
    const spender = chain.mempoolSpender(parent, input.index)
    if (spender)
      throw new TransactionRefusedError(
        -26,
        'txn-mempool-conflict',
        `input ${index} spends ${parent}:${input.index}, already spent by ${spender} in the mempool (no replacement on this chain)`,
      )
    if (coin.coinbase && coin.height !== undefined) {
      const depth = chain.tipHeight + 1 - coin.height
      if (depth < BITCOIN_DEVNET_CONSENSUS.coinbaseMaturity)
        throw new TransactionRefusedError(
          -26,
          'bad-txns-premature-spend-of-coinbase',
          `tried to spend coinbase at depth ${depth}`,
        )
    }
    prevouts.push({ script: coin.script, amount: coin.amount })
    valueIn += coin.amount
  })

  if (!isFinal(decoded, chain)) throw new TransactionRefusedError(-26, 'non-final', `lock time ${decoded.lockTime}`)

  if (valueIn < valueOut)
    throw new TransactionRefusedError(
      -26,
      'bad-txns-in-belowout',
      `value in (${valueIn} sats) < value out (${valueOut} sats)`,
    )
  const fee = valueIn - valueOut
  const vsize = Math.ceil(weight / 4)
  const required = minimumFee(vsize)
  if (fee < required)
    throw new TransactionRefusedError(
      -26,
      'min relay fee not met',
      `${fee} < ${required} (the fee must be at least ${BITCOIN_DEVNET_POLICY.minRelayFeeRate} sat/vB of the ${vsize} vB)`,
    )

  verifyInputs(raw, prevouts)
  return { txid, decoded, prevouts, fee, size: raw.length, weight }
}

/** Whether the transaction may enter the next block by its lock time (heights, or BIP-113 median time past). */
function isFinal(decoded: DecodedTransaction, chain: ChainView): boolean {
  if (decoded.lockTime === 0) return true
  if (decoded.inputs.every((input) => input.sequence === SEQUENCE_FINAL)) return true
  return decoded.lockTime < LOCKTIME_THRESHOLD
    ? decoded.lockTime < chain.tipHeight + 1
    : decoded.lockTime < chain.medianTimePast
}
