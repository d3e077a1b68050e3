// BIP-322's own test vectors (vendored in vectors/bip322.json with their source and licence).
import { Address, OutScript } from '@scure/btc-signer'
import { bytesToHex } from '@noble/curves/utils.js'
import { describe, expect, it } from 'vitest'
import vectors from './vectors/bip322.json' with { type: 'json' }
import { bip322MessageHash } from './messageHash.js'
import { toSignTransaction, toSpendTransaction } from './virtualTransactions.js'

const script = OutScript.encode(Address().decode(vectors.signing.address))

describe('BIP-322 vectors', () => {
  it('message hashes', () => {
    for (const { message, hash } of vectors.messageHash.cases) expect(bytesToHex(bip322MessageHash(message))).toBe(hash)
  })

  it('to_spend and to_sign transaction ids', () => {
    for (const { message, txid } of vectors.transactionHashes.toSpend)
      expect(toSpendTransaction(message, script).id, JSON.stringify(message)).toBe(txid)
    for (const { message, txid } of vectors.transactionHashes.toSign)
      expect(toSignTransaction(toSpendTransaction(message, script)).id, JSON.stringify(message)).toBe(txid)
  })
})
