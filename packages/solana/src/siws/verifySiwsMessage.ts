import { verifyMessageSignature } from '@solana/wallet-standard-util'
import { base58ToBytes } from '../base58.js'
import { parseSiwsMessage } from './parseSiwsMessage.js'
import { SiwsVerificationError, type SiwsVerificationFailure } from './errors.js'
import type { SiwsMessageFields } from './types.js'

export { SiwsVerificationError, type SiwsVerificationFailure } from './errors.js'

export interface VerifySiwsMessageArgs {
  /** The exact text that was signed (or its UTF-8 bytes). */
  message: string | Uint8Array
  /** The ed25519 signature: base58 (as Foyer sessions keep it) or the 64 bytes. */
  signature: string | Uint8Array
  /** The account expected to have signed (base58): the message must name it and its key must have signed. */
  address: string
  /** When given, the message must be for this domain. */
  domain?: string
  /** When given, the message must carry this nonce (the one the server handed out). */
  nonce?: string
  /** The moment the message must be valid at (Expiration Time, Not Before); default now. */
  time?: Date
}

export type VerifySiwsMessageResult =
  | { success: true; fields: SiwsMessageFields }
  | { success: false; error: SiwsVerificationError }

const fail = (reason: SiwsVerificationFailure, text: string, cause?: unknown): VerifySiwsMessageResult => ({
  success: false,
  error: new SiwsVerificationError(reason, text, cause === undefined ? undefined : { cause }),
})

function signatureBytes(signature: string | Uint8Array): Uint8Array | undefined {
  try {
    const bytes = typeof signature === 'string' ? base58ToBytes(signature) : signature
    return bytes instanceof Uint8Array && bytes.length === 64 ? bytes : undefined
  } catch {
    return undefined
  }
}

/**
 * Verifies a Sign In With Solana message: its layout and fields (strictly, as `parseSiwsMessage`), that it names
 * `address` and that `address`'s ed25519 key signed exactly these bytes, that it is for `domain` with `nonce` when
 * those are given, and that `time` lies in its validity window. Never throws: bad input of any kind is a failure.
 */
export function verifySiwsMessage(args: VerifySiwsMessageArgs): VerifySiwsMessageResult {
  try {
    const { message, signature, address, domain, nonce } = args
    let text: string
    try {
      text =
        typeof message === 'string'
          ? message
          : new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(message)
    } catch (error) {
      return fail('message', 'The signed message is not UTF-8 text', error)
    }
    let fields: SiwsMessageFields
    try {
      fields = parseSiwsMessage(text)
    } catch (error) {
      return fail('message', error instanceof Error ? error.message : 'The signed message does not parse', error)
    }
    if (fields.address !== address)
      return fail('address', `The message is for ${fields.address}, not ${String(address)}`)

    const signed = signatureBytes(signature)
    if (!signed) return fail('signature', 'The signature is not 64 bytes of base58')
    // Checked against the bytes as given: a decoder may not hand back every byte it read.
    const bytes = typeof message === 'string' ? new TextEncoder().encode(text) : message
    let valid = false
    try {
      const publicKey = base58ToBytes(address)
      valid = verifyMessageSignature({ message: bytes, signedMessage: bytes, signature: signed, publicKey })
    } catch {
      valid = false
    }
    if (!valid) return fail('signature', `The signature is not ${address}'s signature of this message`)

    if (domain !== undefined && fields.domain !== domain)
      return fail('domain', `The message is for ${fields.domain}, not ${domain}`)
    if (nonce !== undefined && fields.nonce !== nonce) return fail('nonce', 'The message carries another nonce')

    const now = (args.time ?? new Date()).getTime()
    if (Number.isNaN(now)) return fail('message', 'The time to verify at is not a valid date')
    if (fields.expirationTime !== undefined && now >= Date.parse(fields.expirationTime))
      return fail('expired', `The message expired at ${fields.expirationTime}`)
    if (fields.notBefore !== undefined && now < Date.parse(fields.notBefore))
      return fail('not-yet-valid', `The message is not valid before ${fields.notBefore}`)
    return { success: true, fields }
  } catch (error) {
    return fail('message', 'The message could not be verified', error)
  }
}
