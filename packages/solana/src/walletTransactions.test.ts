// Reading the signed transaction a wallet answers with (walletTransactions.ts), with kit's codec and a real key.
import { describe, expect, it } from 'vitest'
import {
  generateKeyPairSigner,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
  verifySignature,
  type SignatureBytes,
} from '@solana/kit'
import { base58ToBytes } from './base58.js'
import { unsignedTransfer } from './test/unsigned-transfer.js'
import { decodeSignedTransaction } from './walletTransactions.js'

async function signedTransfer(version: 'legacy' | 0) {
  const payer = await generateKeyPairSigner()
  const to = (await generateKeyPairSigner()).address
  const unsigned = getTransactionDecoder().decode(unsignedTransfer(payer.address, to, version))
  const signed = await partiallySignTransaction([payer.keyPair], unsigned)
  return { payer, unsigned, bytes: new Uint8Array(getTransactionEncoder().encode(signed)) }
}

describe('decodeSignedTransaction', () => {
  it("gives the fee payer's signature of the message and the same transaction as base64, legacy and v0", async () => {
    for (const version of ['legacy', 0] as const) {
      const { payer, unsigned, bytes } = await signedTransfer(version)
      const { signature, wire } = decodeSignedTransaction(bytes)
      const signatureBytes = base58ToBytes(signature) as SignatureBytes
      expect(await verifySignature(payer.keyPair.publicKey, signatureBytes, unsigned.messageBytes)).toBe(true)
      expect([...getBase64Encoder().encode(wire)]).toEqual([...bytes])
    }
  })

  it('refuses bytes that are not a transaction, and cut-off transactions, with a clear error', async () => {
    const { bytes } = await signedTransfer('legacy')
    for (const broken of [new Uint8Array(), new Uint8Array([1, 2, 3]), bytes.slice(0, 40), bytes.slice(0, 80)]) {
      const attempt = () => decodeSignedTransaction(broken)
      expect(attempt).toThrow('The wallet answered with a signed transaction that is not a Solana transaction')
    }
  })

  it('refuses a transaction the fee payer did not sign (the wallet handed back the unsigned bytes)', async () => {
    const payer = await generateKeyPairSigner()
    const unsigned = unsignedTransfer(payer.address, (await generateKeyPairSigner()).address)
    expect(() => decodeSignedTransaction(unsigned)).toThrow(
      'The wallet answered with a transaction its fee payer did not sign',
    )
  })
})
