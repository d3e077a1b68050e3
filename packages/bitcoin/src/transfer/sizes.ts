// Transaction sizes by script type, in weight units (vsize = weight / 4), for fees decided before the wallet signs:
// signatures are counted at their largest (72-byte DER), so the fee paid is never under the chosen rate.
import type { BitcoinAddressType } from '../address.js'

/** Version, locktime, input and output counts (10 bytes) plus the segwit marker and flag (2 WU). */
const TX_OVERHEAD_WU = 10 * 4 + 2

/** Outpoint, scriptSig length, sequence (41 bytes), the scriptSig, and the witness. */
const INPUT_WU: Record<BitcoinAddressType, number> = {
  wpkh: 41 * 4 + (1 + 1 + 72 + 1 + 33),
  tr: 41 * 4 + (1 + 1 + 64),
  sh: (41 + 23) * 4 + (1 + 1 + 72 + 1 + 33),
  pkh: (41 + 107) * 4 + 1,
  // A P2WSH spend depends on its script: counted as a single-key one, the only kind this adapter signs for.
  wsh: 41 * 4 + (1 + 1 + 72 + 1 + 35),
}

/** Output script lengths in bytes. */
const SCRIPT_BYTES: Record<BitcoinAddressType, number> = { wpkh: 22, tr: 34, sh: 23, pkh: 25, wsh: 34 }

/** Bitcoin Core's dust limits (3 sat/vB dust relay fee): an output worth less is not relayed. */
export const DUST_LIMIT: Record<BitcoinAddressType, bigint> = {
  pkh: 546n,
  sh: 540n,
  wpkh: 294n,
  wsh: 330n,
  tr: 330n,
}

export const outputWeight = (type: BitcoinAddressType) => (8 + 1 + SCRIPT_BYTES[type]) * 4

export function estimateVsize(inputs: readonly BitcoinAddressType[], outputs: readonly BitcoinAddressType[]): number {
  const weight =
    TX_OVERHEAD_WU + inputs.reduce((w, t) => w + INPUT_WU[t], 0) + outputs.reduce((w, t) => w + outputWeight(t), 0)
  return Math.ceil(weight / 4)
}

/** The fee for `vsize` at `feeRate` sat/vB, rounded up to a whole satoshi. */
export const feeFor = (vsize: number, feeRate: number): bigint => BigInt(Math.ceil(vsize * feeRate))
