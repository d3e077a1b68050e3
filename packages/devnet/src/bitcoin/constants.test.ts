import { devBitcoinKeys } from '@foyer/dev-wallet'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { p2wpkh } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import {
  BITCOIN_DEV_ADDRESSES,
  BITCOIN_DEVNET_MINER_ADDRESS,
  BITCOIN_DEVNET_MINER_KEY,
  REGTEST_NETWORK,
} from './constants.js'

describe('Bitcoin devnet constants', () => {
  it("the dev addresses are the dev wallet's BIP-84 payment addresses #0–#2 on regtest", () => {
    expect(BITCOIN_DEV_ADDRESSES).toEqual(
      [0, 1, 2].map((index) => devBitcoinKeys(index, 'payment', 'bitcoin:regtest').address),
    )
    expect(devBitcoinKeys(0).path).toBe("m/84'/1'/0'/0/0")
  })

  it("the miner's key is sha256 of its public label, and its address the P2WPKH of that key", () => {
    expect(BITCOIN_DEVNET_MINER_KEY).toEqual(sha256(new TextEncoder().encode('foyer-bitcoin-devnet-miner')))
    expect(p2wpkh(secp256k1.getPublicKey(BITCOIN_DEVNET_MINER_KEY, true), REGTEST_NETWORK).address).toBe(
      BITCOIN_DEVNET_MINER_ADDRESS,
    )
  })
})
