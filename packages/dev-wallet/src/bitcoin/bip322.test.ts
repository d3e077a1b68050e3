import { Address, NETWORK, OutScript, WIF } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import vectors from './fixtures/bip322-vectors.json'
import { bip322MessageHash, bip322ToSignId, bip322ToSpendId, signBip322Simple, verifyBip322Simple } from './bip322.js'
import { devBitcoinKeys } from './keys.js'

const utf8 = (text: string) => new TextEncoder().encode(text)
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')
const challenge = OutScript.encode(Address(NETWORK).decode(vectors.signing.address))
const privateKey = WIF(NETWORK).decode(vectors.signing.privateKeyWif)

describe("BIP-322 simple signatures, against the BIP's own test vectors", () => {
  it('message hashes', () => {
    for (const { message, hash } of vectors.messageHash.cases) expect(hex(bip322MessageHash(utf8(message)))).toBe(hash)
  })

  it('to_spend and to_sign transaction ids', () => {
    for (const { message, txid } of vectors.transactionHashes.toSpend)
      expect(bip322ToSpendId(challenge, utf8(message))).toBe(txid)
    for (const { message, txid } of vectors.transactionHashes.toSign)
      expect(bip322ToSignId(challenge, utf8(message))).toBe(txid)
  })

  it("signing with the vectors' key gives the listed RFC 6979 signature, and every listed one verifies", () => {
    for (const { message, validSignatures } of vectors.signing.cases) {
      const signature = Buffer.from(signBip322Simple(privateKey, challenge, utf8(message))).toString('base64')
      // The vectors list Bitcoin Core's low-R ground signature first, then the plain RFC 6979 one, which we make.
      expect(signature).toBe(validSignatures[1])
      for (const valid of validSignatures)
        expect(verifyBip322Simple(challenge, utf8(message), Buffer.from(valid, 'base64'))).toBe(true)
    }
  })

  it('a signature does not verify for another message or another address', () => {
    const [empty] = vectors.signing.cases
    const signature = Buffer.from(empty!.validSignatures[0]!, 'base64')
    expect(verifyBip322Simple(challenge, utf8('Hello World'), signature)).toBe(false)
    expect(verifyBip322Simple(devBitcoinKeys(0).script, utf8(''), signature)).toBe(false)
    expect(verifyBip322Simple(challenge, utf8(''), Uint8Array.from([1, 2, 3]))).toBe(false)
  })

  it("signs for the dev wallet's taproot (ordinals) address too, and the Schnorr signature verifies", () => {
    const ordinals = devBitcoinKeys(0, 'ordinals')
    const signature = signBip322Simple(ordinals.privateKey, ordinals.script, utf8('Sign in to Foyer'))
    expect(signature.length).toBe(1 + 1 + 64) // one witness item: a 64-byte SIGHASH_DEFAULT signature
    expect(verifyBip322Simple(ordinals.script, utf8('Sign in to Foyer'), signature)).toBe(true)
    expect(verifyBip322Simple(ordinals.script, utf8('Sign in to Foyer!'), signature)).toBe(false)
  })
})
