import { DevWalletStandardError } from '../solana-wallet/errors.js'
import type { BitcoinRequestKind } from './types.js'

const ERROR_NAME: Record<BitcoinRequestKind, string> = {
  bitcoin_connect: 'WalletConnectionError',
  bitcoin_signMessage: 'WalletSignMessageError',
  bitcoin_signTransaction: 'WalletSignTransactionError',
}

/**
 * The failure of one kind of Bitcoin request: the dev wallet's one error class, with EIP-1193's numeric codes, so an
 * adapter tells 4001 (the person rejected) from 4100 (not connected / not this wallet's account) and -32602 (bad input).
 */
export function bitcoinRequestError(kind: BitcoinRequestKind, code: number, message: string, cause?: unknown) {
  return new DevWalletStandardError(ERROR_NAME[kind], code, message, cause === undefined ? undefined : { cause })
}
