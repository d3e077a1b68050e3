import { getTransactionDecoder } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { memoInstruction, transferInstruction, wireTransaction } from '../test/solana-transactions.js'
import { CHAIN, useSolanaWalletHarness, verify } from '../test/solana-wallet-harness.js'

describe('createDevSolanaWallet: solana:signTransaction', () => {
  const t = useSolanaWalletHarness()

  it.each(['legacy', 0] as const)(
    'signs a %s transaction: the fee payer’s signature verifies over the message',
    async (version) => {
      const wallet = await t.connected()
      const transaction = wireTransaction({
        version,
        feePayer: t.ACCOUNT_0,
        instructions: [transferInstruction(t.ACCOUNT_0, t.ACCOUNT_1, 1_500_000_000n)],
      })
      const [output] = await wallet.features['solana:signTransaction'].signTransaction({
        account: wallet.accounts[0]!,
        transaction,
        chain: CHAIN,
      })
      const signed = getTransactionDecoder().decode(output!.signedTransaction)
      const unsigned = getTransactionDecoder().decode(transaction)
      expect(signed.messageBytes).toEqual(unsigned.messageBytes)
      expect(Object.keys(signed.signatures)).toEqual([t.ACCOUNT_0])
      const signature = signed.signatures[t.ACCOUNT_0]!
      expect(await verify(t.ACCOUNT_0, signature, signed.messageBytes as unknown as Uint8Array)).toBe(true)
      expect(t.asked).toMatchObject([{ kind: 'solana_signTransaction', chain: CHAIN, transaction }])
    },
  )

  it('fills only its own slot in a transaction with another signer', async () => {
    const wallet = await t.connected()
    // Account 1 pays, account 0 sends: two signers, the wallet signs for account 0 and leaves account 1's slot empty.
    const transaction = wireTransaction({
      feePayer: t.ACCOUNT_1,
      instructions: [transferInstruction(t.ACCOUNT_0, t.ACCOUNT_1, 1n)],
    })
    const [output] = await wallet.features['solana:signTransaction'].signTransaction({
      account: wallet.accounts[0]!,
      transaction,
    })
    const signed = getTransactionDecoder().decode(output!.signedTransaction)
    expect(Object.keys(signed.signatures)).toEqual([t.ACCOUNT_1, t.ACCOUNT_0])
    expect(signed.signatures[t.ACCOUNT_1]).toBeNull()
    expect(
      await verify(t.ACCOUNT_0, signed.signatures[t.ACCOUNT_0]!, signed.messageBytes as unknown as Uint8Array),
    ).toBe(true)
  })

  it('refuses without asking: a transaction the account does not sign, bytes that are no transaction, an unknown chain', async () => {
    const wallet = await t.connected()
    const account = wallet.accounts[0]!
    const feature = wallet.features['solana:signTransaction']
    const foreign = wireTransaction({ feePayer: t.ACCOUNT_1, instructions: [memoInstruction('x')] })
    await expect(feature.signTransaction({ account, transaction: foreign })).rejects.toMatchObject({
      code: -32602,
      message: /not a signer/,
    })
    await expect(feature.signTransaction({ account, transaction: new Uint8Array([9, 9, 9]) })).rejects.toMatchObject({
      code: -32602,
    })
    const mine = wireTransaction({ feePayer: t.ACCOUNT_0, instructions: [memoInstruction('x')] })
    await expect(
      feature.signTransaction({ account, transaction: mine, chain: 'solana:mainnet' }),
    ).rejects.toMatchObject({ code: 4902 })
    expect(t.asked).toHaveLength(0)
  })
})
