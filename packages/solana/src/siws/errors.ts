// The errors of Sign In With Solana, apart from the code that throws them so that the package index can export them
// without loading the verification code (see lazy.ts).

export type SiwsVerificationFailure =
  | 'message'
  | 'address'
  | 'signature'
  | 'domain'
  | 'nonce'
  | 'expired'
  | 'not-yet-valid'

/** Why a Sign In With Solana message did not verify; `reason` says which check failed. */
export class SiwsVerificationError extends Error {
  readonly reason: SiwsVerificationFailure
  constructor(reason: SiwsVerificationFailure, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'SiwsVerificationError'
    this.reason = reason
  }
}

/** The wallet answered `solana:signIn` with something other than what was asked for. */
export class SiwsSignInError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'SiwsSignInError'
  }
}
