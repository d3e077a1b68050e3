// What an adapter throws when a wallet says no or fails: the person's refusal always as UserRejectedError (the UI
// shows "declined" and offers a retry), anything else as the catalogue's error or unchanged. Each adapter only says
// what a refusal looks like on its chain and which failures have a catalogue code of their own.
import { FoyerError, UserRejectedError, isUserRejection, type ErrorCode } from '../errors.js'

export interface WalletErrorClassifierOptions {
  /** Whether the wallet refused; defaults to core's `isUserRejection` (EIP-1193 4001 and the usual wordings). */
  isRejection?: (error: unknown) => boolean
  /** A catalogue code for a connect failure the adapter recognises; `CONNECT_FAILED` when this gives none. */
  connectErrorCode?: (error: unknown) => ErrorCode | undefined
}

export interface WalletErrorClassifier {
  isRejection(error: unknown): boolean
  /** What `connect` throws: `UserRejectedError` for a refusal, a `FoyerError` for everything else. */
  toConnectError(error: unknown): UserRejectedError | FoyerError
  /** What a wallet request throws: `UserRejectedError` for a refusal; anything else passes on with its own text. */
  toWalletError(error: unknown): unknown
}

export function createWalletErrorClassifier(options: WalletErrorClassifierOptions = {}): WalletErrorClassifier {
  const isRejection = options.isRejection ?? isUserRejection
  // Errors we already classified (ours, or a FoyerError the adapter threw on purpose) keep their meaning.
  const classified = (error: unknown): error is UserRejectedError | FoyerError =>
    error instanceof UserRejectedError || error instanceof FoyerError
  return {
    isRejection,
    toConnectError(error) {
      if (classified(error)) return error
      if (isRejection(error)) return new UserRejectedError(undefined, { cause: error })
      return new FoyerError(options.connectErrorCode?.(error) ?? 'CONNECT_FAILED', { cause: error })
    },
    toWalletError(error) {
      if (classified(error)) return error
      if (isRejection(error)) return new UserRejectedError(undefined, { cause: error })
      return error
    },
  }
}
