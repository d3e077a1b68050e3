import { isUserRejection } from '@foyer/core'
import { createWalletErrorClassifier, someCause } from '@foyer/core/internal'

// WalletTimeoutError lives in @foyer/core (shared by the client and every adapter); hosts get it from here too.
export { WalletTimeoutError } from '@foyer/core'

/**
 * The person declined: EIP-1193's 4001, core's and viem's names, or a wallet's own wording with "rejected", "denied" or
 * "declined" ("User rejected the request", "Transaction rejected", "Approval denied"). Errors from the chain (kit's
 * SolanaError, JSON-RPC errors with a negative code) are never a refusal, whatever their text.
 */
export function isRejection(error: unknown): boolean {
  if (isUserRejection(error)) return true
  const fromChain = (e: { name?: unknown; code?: unknown }) =>
    e.name === 'SolanaError' || (typeof e.code === 'number' && e.code < 0)
  if (someCause(error, fromChain)) return false
  return someCause(error, (e: { message?: unknown }) => {
    return typeof e.message === 'string' && /\b(rejected|denied|declined)\b/i.test(e.message)
  })
}

const classifier = createWalletErrorClassifier({ isRejection })

/** What `connect` throws: the person's refusal as `UserRejectedError`, everything else as a catalogue error. */
export const toConnectError = classifier.toConnectError

/** A refusal stays recognisable (`UserRejectedError`); anything else is passed on with its own text. */
export const toWalletError = classifier.toWalletError

/** A recipient that is not a base58 public key (the Send view validates it first; this is the adapter's own guard). */
export class InvalidRecipientError extends TypeError {
  constructor(recipient: string) {
    super(`${JSON.stringify(recipient)} is not a Solana address`)
    this.name = 'InvalidRecipientError'
  }
}

/** The text of an error for `Failed to create SPL token transaction: <reason>`. */
export function reasonOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message
  if (typeof error === 'string' && error) return error
  try {
    return JSON.stringify(error) ?? 'unknown error'
  } catch {
    return String(error)
  }
}
