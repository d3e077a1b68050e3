import { ed25519 } from '@noble/curves/ed25519'
import { getTransactionEncoder, type SignatureBytes, type Transaction } from '@solana/kit'
import type { SolanaSignTransactionInput, SolanaSignTransactionOutput } from '@solana/wallet-standard-features'
import type { SolanaWalletContext } from './context.js'
import { solanaDevKeys } from './keys.js'
import { oneByOne } from './one-by-one.js'
import { readTransaction, requireAccount, requireChain } from './request-checks.js'

/**
 * Checks a transaction request, shows it to the person and signs it with the account they saw: the part
 * solana:signTransaction and solana:signAndSendTransaction share.
 */
export async function approveAndSign(
  context: SolanaWalletContext,
  kind: 'solana_signTransaction' | 'solana_signAndSendTransaction',
  input: SolanaSignTransactionInput,
): Promise<Transaction> {
  requireAccount(context.state, kind, input.account)
  const chain = requireChain(context.chains, kind, input.chain)
  const transaction = readTransaction(context.state, kind, input.transaction)
  const request = await context.ask({ kind, chain, transaction: Uint8Array.from(input.transaction) })
  return sign(transaction, request.accountIndex)
}

function sign(transaction: Transaction, index: number): Transaction {
  const { address, secret } = solanaDevKeys(index)
  const signature = ed25519.sign(transaction.messageBytes as unknown as Uint8Array, secret) as SignatureBytes
  // Spreading keeps the signatures' order (the message's signer order); only this account's slot changes.
  return Object.freeze({
    ...transaction,
    signatures: Object.freeze({ ...transaction.signatures, [address]: signature }),
  })
}

/** solana:signTransaction: the signed transaction goes back to the app, which sends it. */
export function createSignTransaction(context: SolanaWalletContext) {
  return (...inputs: readonly SolanaSignTransactionInput[]) =>
    oneByOne(inputs, async (input): Promise<SolanaSignTransactionOutput> => {
      const signed = await approveAndSign(context, 'solana_signTransaction', input)
      return { signedTransaction: Uint8Array.from(getTransactionEncoder().encode(signed)) }
    })
}
