import {
  getBase58Decoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type CompiledTransactionMessage,
  type Transaction,
} from '@solana/kit'

/** Legacy and v0 messages: what wallets send today, and what getTransaction's json encoding can describe. */
export type CompiledMessage = Exclude<CompiledTransactionMessage, { version: 1 }> & { lifetimeToken: string }

export type DecodedTransaction = {
  transaction: Transaction
  signature: string
  signatures: string[]
  message: CompiledMessage
}

const base58 = getBase58Decoder()

/** Parses wire bytes into litesvm's transaction type and the compiled message (for fees, history and balances). */
export function decodeTransaction(wire: Uint8Array): DecodedTransaction {
  const transaction = getTransactionDecoder().decode(wire)
  const message = getCompiledTransactionMessageDecoder().decode(
    transaction.messageBytes,
  ) as CompiledTransactionMessage & { lifetimeToken: string }
  if (message.version === 1) throw new Error('version 1 transactions are not supported')
  // Unsigned slots decode as null; the RPC shows them as 64 zero bytes, like the wire format holds them.
  const signatures = Object.values(transaction.signatures).map((bytes) => base58.decode(bytes ?? new Uint8Array(64)))
  return { transaction, signature: signatures[0] ?? '1'.repeat(64), signatures, message }
}
