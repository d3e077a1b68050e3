// Sign-in verification for the package entry, loaded on first use: @solana/wallet-standard-util keeps the message text
// and its ed25519 check in modules that import each other, and a bundler puts whatever a lazy chunk uses of a module
// the entry can reach into the entry's chunks. So the entry exports these async versions; the synchronous ones, and
// the message text, are at '@foyer/solana/siws'.
import type { SIWXMessageData, SIWXSession, SIWXVerifier } from '@foyer/core'
import type { SolanaSiwxVerifierOptions } from './createSolanaSiwxVerifier.js'
import type { VerifySiwsMessageArgs, VerifySiwsMessageResult } from './verifySiwsMessage.js'

/** `createSolanaSiwxVerifier` of '@foyer/solana/siws', loaded on its first use (so `formatMessage` resolves). */
export function createSolanaSiwxVerifier(
  options: SolanaSiwxVerifierOptions = {},
): SIWXVerifier & { formatMessage(data: SIWXMessageData): Promise<string> } {
  let verifier: ReturnType<typeof import('./createSolanaSiwxVerifier.js').createSolanaSiwxVerifier> | undefined
  const load = async () =>
    (verifier ??= (await import('./createSolanaSiwxVerifier.js')).createSolanaSiwxVerifier(options))
  return {
    chainNamespace: 'solana',
    async formatMessage(data: SIWXMessageData) {
      return (await load()).formatMessage(data)
    },
    async verify(session: SIWXSession) {
      try {
        return await (await load()).verify(session)
      } catch {
        // The verifier never throws; neither may a chunk that failed to load.
        return false
      }
    },
  }
}

/** `verifySiwsMessage` of '@foyer/solana/siws', loaded on first use. */
export async function verifySiwsMessage(args: VerifySiwsMessageArgs): Promise<VerifySiwsMessageResult> {
  return (await import('./verifySiwsMessage.js')).verifySiwsMessage(args)
}
