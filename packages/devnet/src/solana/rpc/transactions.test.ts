import { devSolanaSecret } from '@foyer/dev-wallet'
import {
  appendTransactionMessageInstruction,
  createKeyPairSignerFromPrivateKeyBytes,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Address,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { describe, expect, it } from 'vitest'
import { SOLANA_DEV_ADDRESSES } from '../constants.js'
import { useSeededRpc } from '../fixtures/seeded-rpc.js'

describe('Solana RPC: sending and simulating', () => {
  const t = useSeededRpc()

  it('simulateTransaction returns the requested accounts as the transaction would leave them', async () => {
    const payer = await createKeyPairSignerFromPrivateKeyBytes(devSolanaSecret(0))
    const { blockhash, lastValidBlockHeight } = t.ledger.latestBlockhash()
    const transaction = await signTransactionMessageWithSigners(
      pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayerSigner(payer, m),
        (m) =>
          setTransactionMessageLifetimeUsingBlockhash(
            { blockhash, lastValidBlockHeight: BigInt(lastValidBlockHeight) },
            m,
          ),
        (m) =>
          appendTransactionMessageInstruction(
            getTransferSolInstruction({
              source: payer,
              destination: SOLANA_DEV_ADDRESSES[1] as Address,
              amount: 1_000n,
            }),
            m,
          ),
      ),
    )
    const before = t.ledger.svm.getBalance(SOLANA_DEV_ADDRESSES[1] as Address)!
    const result = (await t.call('simulateTransaction', [
      getBase64EncodedWireTransaction(transaction),
      { encoding: 'base64', accounts: { addresses: [SOLANA_DEV_ADDRESSES[1]], encoding: 'base64' } },
    ])) as { value: { err: unknown; accounts: { lamports: bigint }[] } }
    expect(result.value.err).toBeNull()
    expect(result.value.accounts[0]!.lamports).toBe(before + 1_000n)
    expect(t.ledger.svm.getBalance(SOLANA_DEV_ADDRESSES[1] as Address)).toBe(before)
  })
})
