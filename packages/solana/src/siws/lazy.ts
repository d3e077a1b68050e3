// The adapter's sign-in verifier, loaded on first use: @solana/wallet-standard-util keeps its message text and its
// ed25519 check in one module, so even the text would bring the curve code into an app's first page.
import type { SIWXMessageData, SIWXVerifier } from '@foyer/core'

type SolanaSiwxVerifier = SIWXVerifier & { formatMessage(data: SIWXMessageData): string }

export function lazySolanaSiwxVerifier(): SIWXVerifier & { formatMessage(data: SIWXMessageData): Promise<string> } {
  let verifier: Promise<SolanaSiwxVerifier> | undefined
  const load = () =>
    (verifier ??= import('./createSolanaSiwxVerifier.js').then(({ createSolanaSiwxVerifier }) =>
      createSolanaSiwxVerifier(),
    ))
  return {
    chainNamespace: 'solana',
    async formatMessage(data) {
      return (await load()).formatMessage(data)
    },
    async verify(session) {
      return (await load()).verify(session)
    },
  }
}
