// Requests to the connected wallet (walletRequests.ts): core's raw solana_* requests and signMessage, with test wallets
// registered in the real @wallet-standard/app registry.
import { describe, expect, it } from 'vitest'
import {
  createKeyPairFromPrivateKeyBytes,
  generateKeyPairSigner,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getSignatureFromTransaction,
  getTransactionDecoder,
  verifySignature,
} from '@solana/kit'
import { UserRejectedError } from '@foyer/core'
import { useAdapterHarness } from './test/adapter-harness.js'
import { rejectionOf } from './test/rejection-of.js'
import { createTestSolanaWallet as wallet } from './test/test-solana-wallet.js'
import { unsignedTransfer } from './test/unsigned-transfer.js'

const { register, start } = useAdapterHarness()

describe('wallet requests', () => {
  it('signMessage returns a base58 ed25519 signature the account verifies', async () => {
    const secret = crypto.getRandomValues(new Uint8Array(32))
    const w = await wallet({ name: 'W', secrets: [secret] })
    register(w)
    const { adapter } = start()
    const { address } = await adapter.connect({ connectorId: 'solana:W' })
    const signature = await adapter.signMessage({ message: 'Sign in to Foyer', address })
    const { publicKey } = await createKeyPairFromPrivateKeyBytes(secret)
    const ok = await verifySignature(
      publicKey,
      getBase58Encoder().encode(signature) as never,
      new TextEncoder().encode('Sign in to Foyer'),
    )
    expect(ok).toBe(true)
  })

  it('request answers solana_getAccounts and refuses when not connected', async () => {
    const w = await wallet({ name: 'W' })
    register(w)
    const { adapter } = start()
    expect((await rejectionOf(adapter.request({ method: 'solana_getAccounts' }))).message).toBe('Wallet not connected')
    const { address } = await adapter.connect({ connectorId: 'solana:W' })
    expect(await adapter.request({ method: 'solana_getAccounts' })).toEqual([{ pubkey: address }])
  })

  it("solana_signTransaction answers the wallet's signed transaction and the fee payer's signature of it", async () => {
    const secret = crypto.getRandomValues(new Uint8Array(32))
    register(await wallet({ name: 'W', secrets: [secret] }))
    const { adapter } = start()
    const { address } = await adapter.connect({ connectorId: 'solana:W' })
    const unsigned = unsignedTransfer(address, (await generateKeyPairSigner()).address)
    const answer = (await adapter.request({
      method: 'solana_signTransaction',
      params: { transaction: getBase64Decoder().decode(unsigned) },
    })) as { signature: string; transaction: string }
    const signed = getTransactionDecoder().decode(getBase64Encoder().encode(answer.transaction))
    expect(answer.signature).toBe(getSignatureFromTransaction(signed))
    expect([...signed.messageBytes]).toEqual([...getTransactionDecoder().decode(unsigned).messageBytes])
    const { publicKey } = await createKeyPairFromPrivateKeyBytes(secret)
    expect(
      await verifySignature(publicKey, getBase58Encoder().encode(answer.signature) as never, signed.messageBytes),
    ).toBe(true)
  })

  it('a malformed signed transaction from the wallet is a clear error, not a signature read from the wrong bytes', async () => {
    register(await wallet({ name: 'Garbage', signTransactionAnswer: () => new Uint8Array([1, 2, 3]) }))
    register(await wallet({ name: 'Unsigned', signTransactionAnswer: (_signed, input) => input }))
    for (const [name, text] of [
      ['Garbage', 'The wallet answered with a signed transaction that is not a Solana transaction'],
      ['Unsigned', 'The wallet answered with a transaction its fee payer did not sign'],
    ] as const) {
      const { adapter } = start()
      const { address } = await adapter.connect({ connectorId: `solana:${name}` })
      const transaction = getBase64Decoder().decode(unsignedTransfer(address, (await generateKeyPairSigner()).address))
      const error = await rejectionOf(adapter.request({ method: 'solana_signTransaction', params: { transaction } }))
      expect(error.message).toBe(text)
      expect(error).not.toBeInstanceOf(UserRejectedError)
    }
  })
})
