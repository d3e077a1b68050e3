// Mempool policy the devnet shares with Bitcoin Core's defaults: dust and the relay fee floor.
import { BITCOIN_DEVNET_POLICY } from './constants.js'

const OP_RETURN = 0x6a

const compactSizeLength = (n: number) => (n < 0xfd ? 1 : n <= 0xffff ? 3 : 5)

const isWitnessProgram = (script: Uint8Array) =>
  script.length >= 4 &&
  script.length <= 42 &&
  (script[0] === 0 || (script[0]! >= 0x51 && script[0]! <= 0x60)) &&
  script[1] === script.length - 2

/**
 * Core's GetDustThreshold: an output is dust when it is worth less than what spending it would cost at the dust relay
 * fee rate — its own size plus a typical input spending it (148 bytes, or 67 vbytes for a witness program). That gives
 * 546 sats for P2PKH, 540 for P2SH, 294 for P2WPKH and 330 for P2WSH and P2TR. OP_RETURN outputs have no threshold.
 */
export function dustThreshold(script: Uint8Array): bigint {
  if (script[0] === OP_RETURN) return 0n
  const outputSize = 8 + compactSizeLength(script.length) + script.length
  const spendSize = isWitnessProgram(script) ? 32 + 4 + 1 + Math.floor(107 / 4) + 4 : 32 + 4 + 1 + 107 + 4
  return BigInt((outputSize + spendSize) * BITCOIN_DEVNET_POLICY.dustRelayFeeRate)
}

/** The least fee a transaction of `vsize` virtual bytes must pay to enter the mempool. */
export const minimumFee = (vsize: number): bigint => BigInt(Math.ceil(vsize * BITCOIN_DEVNET_POLICY.minRelayFeeRate))
