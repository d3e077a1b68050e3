import { describe, expect, it } from 'vitest'
import { memoInstruction, wireTransaction } from '../test/solana-transactions.js'
import { useSolanaWalletHarness } from '../test/solana-wallet-harness.js'

describe('createDevSolanaWallet: approvals', () => {
  const t = useSolanaWalletHarness()

  it('a rejected signature is a 4001 error named for the request', async () => {
    const wallet = await t.connected()
    t.answer = false
    const account = wallet.accounts[0]!
    await expect(
      wallet.features['solana:signMessage'].signMessage({ account, message: new Uint8Array([1]) }),
    ).rejects.toMatchObject({
      name: 'WalletSignMessageError',
      code: 4001,
    })
    const transaction = wireTransaction({ feePayer: t.ACCOUNT_0, instructions: [memoInstruction('x')] })
    await expect(
      wallet.features['solana:signTransaction'].signTransaction({ account, transaction }),
    ).rejects.toMatchObject({
      name: 'WalletSignTransactionError',
      code: 4001,
      message: 'User rejected the request.',
    })
  })
})
