// Why a sign-in did not verify. `verifySiweMessage` returns these instead of throwing, so a server can answer 401 with
// the text and log the reason without a try/catch around every call.

export type SiweVerificationReason =
  /** The text is not an EIP-4361 message (the cause is core's SiweMessageError). */
  | 'message'
  | 'domain'
  | 'nonce'
  | 'expired'
  | 'not-yet-valid'
  /** The public client is on another chain than the message names. */
  | 'chain'
  /** Not a hex signature, or one that is not the address's signature over the text. */
  | 'signature'
  /** The chain could not be asked (RPC error) or the `time` given is not a time. */
  | 'unverifiable'

export class SiweVerificationError extends Error {
  readonly reason: SiweVerificationReason
  constructor(reason: SiweVerificationReason, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'SiweVerificationError'
    this.reason = reason
  }
}
