// Which UTXOs pay a transfer, what fee and what change: confirmed coins first, largest first, until the amount and
// the fee at the chosen rate are covered. Change below the dust limit is left to the fee rather than created.
import type { BitcoinAddressType } from '../address.js'
import { formatSats } from '../amount.js'
import type { EsploraUtxo } from '../esplora/createEsploraClient.js'
import { DUST_LIMIT, estimateVsize, feeFor } from './sizes.js'

export interface TransferPlan {
  inputs: EsploraUtxo[]
  amount: bigint
  fee: bigint
  /** 0n when there is no change output. */
  change: bigint
  vsize: number
  feeRate: number
}

/** A transfer refused before the wallet is asked; `message` is what the person sees. */
export class BitcoinSendError extends Error {
  readonly reason: 'dust' | 'insufficient-funds' | 'insufficient-fee' | 'not-positive'
  constructor(reason: BitcoinSendError['reason'], message: string) {
    super(message)
    this.name = 'BitcoinSendError'
    this.reason = reason
  }
}

export const NOT_ENOUGH_BTC = 'Not enough BTC to cover this transfer'
export const NOT_ENOUGH_BTC_FOR_FEE = 'Not enough BTC to cover the network fee'

export interface PlanTransferArgs {
  utxos: readonly EsploraUtxo[]
  amount: bigint
  /** sat/vB */
  feeRate: number
  /** The sender's address type (every input and the change output). */
  from: BitcoinAddressType
  to: BitcoinAddressType
}

export function planTransfer({ utxos, amount, feeRate, from, to }: PlanTransferArgs): TransferPlan {
  if (amount <= 0n) throw new BitcoinSendError('not-positive', 'Amount must be greater than 0')
  const dust = DUST_LIMIT[to]
  if (amount < dust)
    throw new BitcoinSendError('dust', `The amount is below the dust limit: send at least ${formatSats(dust)} BTC`)
  const balance = utxos.reduce((sum, u) => sum + u.value, 0n)
  if (amount > balance) throw new BitcoinSendError('insufficient-funds', NOT_ENOUGH_BTC)

  const ordered = [...utxos].sort((a, b) =>
    a.confirmed !== b.confirmed ? (a.confirmed ? -1 : 1) : a.value === b.value ? 0 : a.value > b.value ? -1 : 1,
  )
  const inputs: EsploraUtxo[] = []
  let total = 0n
  for (const utxo of ordered) {
    inputs.push(utxo)
    total += utxo.value
    const types = inputs.map(() => from)
    const vsizeNoChange = estimateVsize(types, [to])
    if (total < amount + feeFor(vsizeNoChange, feeRate)) continue
    const vsize = estimateVsize(types, [to, from])
    const fee = feeFor(vsize, feeRate)
    const change = total - amount - fee
    if (change >= DUST_LIMIT[from]) return { inputs, amount, fee, change, vsize, feeRate }
    return { inputs, amount, fee: total - amount, change: 0n, vsize: vsizeNoChange, feeRate }
  }
  throw new BitcoinSendError('insufficient-fee', NOT_ENOUGH_BTC_FOR_FEE)
}
