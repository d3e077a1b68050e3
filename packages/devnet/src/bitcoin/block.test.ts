import { describe, expect, it } from 'vitest'
import {
  GENESIS_COINBASE,
  GENESIS_HEADER,
  difficultyOf,
  headerHash,
  merkleRoot,
  mineHeader,
  targetOf,
} from './block.js'
import { BITCOIN_DEVNET_CAIP2, BITCOIN_DEVNET_GENESIS_HASH } from './constants.js'
import { displayHex, sha256d } from './hashes.js'

describe('Bitcoin devnet blocks', () => {
  it("block 0 is regtest's genesis block: same coinbase txid, same header hash, so the regtest CAIP-2 id", () => {
    expect(displayHex(sha256d(GENESIS_COINBASE))).toBe(
      '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b',
    )
    expect(headerHash(GENESIS_HEADER)).toBe(BITCOIN_DEVNET_GENESIS_HASH)
    expect(BITCOIN_DEVNET_CAIP2).toBe('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')
  })

  it('merkle root: one id is its own root; an odd level repeats its last id', () => {
    const [a, b, c] = ['aa', 'bb', 'cc'].map((byte) => new Uint8Array(32).fill(parseInt(byte, 16)))
    expect(merkleRoot([a!])).toEqual(a)
    const pair = (x: Uint8Array, y: Uint8Array) => sha256d(new Uint8Array([...x, ...y]))
    expect(merkleRoot([a!, b!, c!])).toEqual(pair(pair(a!, b!), pair(c!, c!)))
  })

  it("mined headers meet regtest's target; regtest's difficulty is Core's 4.66e-10", () => {
    const header = mineHeader({ ...GENESIS_HEADER, time: GENESIS_HEADER.time + 1 })
    expect(BigInt(`0x${headerHash(header)}`) <= targetOf(GENESIS_HEADER.bits)).toBe(true)
    expect(difficultyOf(GENESIS_HEADER.bits)).toBeCloseTo(4.656542373906925e-10, 20)
  })
})
