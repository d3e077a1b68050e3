import type { SolanaRequestKind } from '../types.js'

/**
 * What every failure of the Solana dev wallet throws: an Error whose `name` follows @solana/wallet-adapter-base's
 * (WalletSignTransactionError, ...) and whose numeric `code` follows EIP-1193's, so adapters can tell
 * 4001 (the person rejected) from 4100 (not connected / another account) and the rest.
 */
export class DevWalletStandardError extends Error {
  readonly code: number
  constructor(name: string, code: number, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = name
    this.code = code
  }
}

const ERROR_NAME: Record<SolanaRequestKind, string> = {
  solana_connect: 'WalletConnectionError',
  solana_signMessage: 'WalletSignMessageError',
  solana_signTransaction: 'WalletSignTransactionError',
  solana_signAndSendTransaction: 'WalletSendTransactionError',
  solana_signIn: 'WalletSignInError',
}

/** The failure of one kind of request, named as wallet adapters name it. */
export function requestError(
  kind: SolanaRequestKind,
  code: number,
  message: string,
  cause?: unknown,
): DevWalletStandardError {
  return new DevWalletStandardError(ERROR_NAME[kind], code, message, cause === undefined ? undefined : { cause })
}
