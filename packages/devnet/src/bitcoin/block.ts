// Block headers, merkle roots and regtest proof of work. The devnet's blocks are real Bitcoin blocks: block 0 is
// regtest's genesis block (same header, same hash), and every later header meets regtest's target.
import { hexToBytes } from '@noble/hashes/utils.js'
import { BITCOIN_DEVNET_CONSENSUS } from './constants.js'
import { displayHex, sha256d } from './hashes.js'

export type BlockHeader = {
  version: number
  /** Internal byte order (as serialized). */
  previousHash: Uint8Array
  merkleRoot: Uint8Array
  /** Seconds since the epoch. */
  time: number
  bits: number
  nonce: number
}

export function serializeHeader(header: BlockHeader): Uint8Array {
  const bytes = new Uint8Array(80)
  const view = new DataView(bytes.buffer)
  view.setInt32(0, header.version, true)
  bytes.set(header.previousHash, 4)
  bytes.set(header.merkleRoot, 36)
  view.setUint32(68, header.time, true)
  view.setUint32(72, header.bits, true)
  view.setUint32(76, header.nonce, true)
  return bytes
}

/** The block hash in display order. */
export const headerHash = (header: BlockHeader): string => displayHex(sha256d(serializeHeader(header)))

/** Merkle root of txids (internal order), duplicating the last one of an odd level as Bitcoin does. */
export function merkleRoot(ids: readonly Uint8Array[]): Uint8Array {
  if (ids.length === 0) throw new Error('merkleRoot: a block has at least its coinbase')
  let level = [...ids]
  while (level.length > 1) {
    const next: Uint8Array[] = []
    for (let i = 0; i < level.length; i += 2) {
      const left = level[i]!
      const right = level[i + 1] ?? left
      const pair = new Uint8Array(64)
      pair.set(left, 0)
      pair.set(right, 32)
      next.push(sha256d(pair))
    }
    level = next
  }
  return level[0]!
}

/** The target a compact `bits` value stands for. */
export function targetOf(bits: number): bigint {
  const exponent = bits >>> 24
  const mantissa = BigInt(bits & 0x007fffff)
  return exponent <= 3 ? mantissa >> BigInt(8 * (3 - exponent)) : mantissa << BigInt(8 * (exponent - 3))
}

/** Difficulty as Bitcoin Core and Esplora report it: mainnet's easiest target over this one (regtest: 4.66e-10). */
export function difficultyOf(bits: number): number {
  return Number(targetOf(0x1d00ffff)) / Number(targetOf(bits))
}

/** Finds a nonce whose header hash meets the target (on regtest about two tries). */
export function mineHeader(header: Omit<BlockHeader, 'nonce'>): BlockHeader {
  const target = targetOf(header.bits)
  for (let nonce = 0; nonce <= 0xffffffff; nonce++) {
    const candidate = { ...header, nonce }
    if (BigInt(`0x${headerHash(candidate)}`) <= target) return candidate
  }
  throw new Error('mineHeader: no nonce meets the target; change the time and try again')
}

/** Regtest's genesis coinbase (the "The Times 03/Jan/2009" transaction, unspendable by consensus). */
export const GENESIS_COINBASE = hexToBytes(
  '01000000010000000000000000000000000000000000000000000000000000000000000000ffffffff4d04ffff001d0104455468652054696d65732030332f4a616e2f32303039204368616e63656c6c6f72206f6e206272696e6b206f66207365636f6e64206261696c6f757420666f722062616e6b73ffffffff0100f2052a01000000434104678afdb0fe5548271967f1a67130b7105cd6a828e03909a67962e0ea1f61deb649f6bc3f4cef38c4f35504e51ec112de5c384df7ba0b8d578a4c702b6bf11d5fac00000000',
)

/** Regtest's genesis header: Bitcoin Core's chainparams (time 1296688602, nonce 2, bits 0x207fffff). */
export const GENESIS_HEADER: BlockHeader = {
  version: 1,
  previousHash: new Uint8Array(32),
  merkleRoot: sha256d(GENESIS_COINBASE),
  time: 1_296_688_602,
  bits: BITCOIN_DEVNET_CONSENSUS.bits,
  nonce: 2,
}
