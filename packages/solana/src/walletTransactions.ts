// Transactions the wallet signs: handed over as wire bytes, and what comes back read with kit's transaction codec. A
// signed transaction that does not decode, or that the fee payer did not sign, is refused with a clear error here
// rather than read as a wrong signature or sent to the chain to fail there.
import {
  getBase58Decoder,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  getTransactionDecoder,
  type Base64EncodedWireTransaction,
  type Transaction,
} from '@solana/kit'
import type { ChainDefinition } from '@foyer/core'
import { FoyerError } from '@foyer/core'
import type { IdentifierString } from '@wallet-standard/base'
import type { Connection } from './adapterState.js'
import { walletChainFor } from './chains.js'
import type { SolanaRpc } from './rpc.js'
import { signAndSendFeature, signTransactionFeature } from './wallets.js'

export interface SignedTransaction {
  /** The fee payer's signature (base58): the transaction's id on chain. */
  signature: string
  /** The signed transaction, base64 wire format, ready for `sendTransaction`. */
  wire: Base64EncodedWireTransaction
}

/** Reads a signed transaction the wallet answered with. */
export function decodeSignedTransaction(bytes: Uint8Array): SignedTransaction {
  let transaction: Transaction
  try {
    transaction = getTransactionDecoder().decode(bytes)
  } catch (error) {
    throw new Error('The wallet answered with a signed transaction that is not a Solana transaction', { cause: error })
  }
  // Signatures are listed in the message's signer order, the fee payer first; an all-zero slot decodes as null.
  if (!Object.values(transaction.signatures)[0])
    throw new Error('The wallet answered with a transaction its fee payer did not sign')
  return { signature: getSignatureFromTransaction(transaction), wire: getBase64EncodedWireTransaction(transaction) }
}

/**
 * Has the wallet sign and submit `transaction` (solana:signAndSendTransaction), or sign it (solana:signTransaction)
 * and submits it over the network's RPC itself; resolves with the base58 signature.
 */
export async function signAndSendWithWallet(
  conn: Connection,
  network: ChainDefinition,
  transaction: Uint8Array,
  rpc: () => Promise<SolanaRpc>,
): Promise<string> {
  const chain = walletChainFor(conn.account.chains, network) as IdentifierString
  const signAndSendTx = signAndSendFeature(conn.wallet)
  if (signAndSendTx) {
    const [output] = await signAndSendTx.signAndSendTransaction({
      account: conn.account,
      chain,
      transaction,
      options: { commitment: 'confirmed' },
    })
    if (!output?.signature) throw new Error('The wallet answered without a signature')
    return getBase58Decoder().decode(output.signature)
  }
  const signTx = signTransactionFeature(conn.wallet)
  if (!signTx) throw new FoyerError('PROVIDER_NOT_FOUND')
  const [output] = await signTx.signTransaction({ account: conn.account, chain, transaction })
  if (!output?.signedTransaction) throw new Error('The wallet answered without a signed transaction')
  const { wire } = decodeSignedTransaction(output.signedTransaction)
  return await (await rpc()).sendTransaction(wire, { encoding: 'base64', preflightCommitment: 'confirmed' }).send()
}
