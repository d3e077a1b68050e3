import { FoyerError, UserRejectedError, isUserRejection } from '@foyer/core'

// withTimeout and WalletTimeoutError live in @foyer/core (shared by the client and every adapter).
export { WalletTimeoutError, withTimeout } from '@foyer/core'

/**
 * The person declined: EIP-1193's 4001, core's and viem's names, or a wallet's own wording with "rejected", "denied" or
 * "declined" ("User rejected the request", "Transaction rejected", "Approval denied"). Errors from the chain (kit's
 * SolanaError, JSON-RPC errors with a negative code) are never a refusal, whatever their text.
 */
export function isRejection(error: unknown): boolean {
  if (isUserRejection(error)) return true
  let wording = false
  for (let e: unknown = error, depth = 0; e && depth < 8; e = (e as { cause?: unknown }).cause, depth++) {
    const candidate = e as { name?: unknown; message?: unknown; code?: unknown }
    if (candidate.name === 'SolanaError' || (typeof candidate.code === 'number' && candidate.code < 0)) return false
    if (typeof candidate.message === 'string' && /\b(rejected|denied|declined)\b/i.test(candidate.message))
      wording = true
  }
  return wording
}

/** What `connect` throws: the person's refusal as `UserRejectedError`, everything else as a catalogue error. */
export function toConnectError(error: unknown): Error {
  if (error instanceof UserRejectedError || error instanceof FoyerError) return error
  if (isRejection(error)) return new UserRejectedError(undefined, { cause: error })
  return new FoyerError('CONNECT_FAILED', { cause: error })
}

/** A refusal stays recognisable (`UserRejectedError`); anything else is passed on with its own text. */
export function toWalletError(error: unknown): unknown {
  if (error instanceof UserRejectedError || error instanceof FoyerError) return error
  if (isRejection(error)) return new UserRejectedError(undefined, { cause: error })
  return error
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
