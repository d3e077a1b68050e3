import { getTransactionDecoder, type Transaction } from '@solana/kit'
import type { IdentifierString, WalletAccount } from '@wallet-standard/base'
import type { SolanaRequestKind } from '../types.js'
import { DevWalletStandardError, requestError } from './errors.js'
import type { SolanaWalletState } from './wallet-state.js'

// What is refused before anyone is asked: the person never sees a card the wallet could not act on.

export function requireAccount(
  state: SolanaWalletState,
  kind: SolanaRequestKind,
  requested: WalletAccount | undefined,
) {
  if (!state.connected) {
    throw new DevWalletStandardError(
      'WalletNotConnectedError',
      4100,
      'The Foyer Dev Wallet is not connected to this site. Call standard:connect first.',
    )
  }
  const current = state.address
  if (requested?.address !== current) {
    throw requestError(kind, 4100, `The account ${String(requested?.address)} is not the connected account ${current}.`)
  }
}

export function requireChain(
  chains: readonly IdentifierString[],
  kind: SolanaRequestKind,
  chain: string | undefined,
): IdentifierString {
  if (chain === undefined) return chains[0]!
  if (!chains.includes(chain as IdentifierString))
    throw requestError(
      kind,
      4902,
      `The Foyer Dev Wallet does not know the chain "${chain}" (it has ${chains.join(', ')}).`,
    )
  return chain as IdentifierString
}

/** Decodes the wire transaction and checks the account is one of its signers. */
export function readTransaction(state: SolanaWalletState, kind: SolanaRequestKind, bytes: Uint8Array): Transaction {
  let transaction: Transaction
  try {
    transaction = getTransactionDecoder().decode(bytes)
  } catch (error) {
    throw requestError(
      kind,
      -32602,
      `Invalid params: the transaction could not be decoded (${error instanceof Error ? error.message : String(error)}).`,
      error,
    )
  }
  const address = state.address
  if (!Object.prototype.hasOwnProperty.call(transaction.signatures, address)) {
    throw requestError(kind, -32602, `Invalid params: the account ${address} is not a signer of this transaction.`)
  }
  return transaction
}
