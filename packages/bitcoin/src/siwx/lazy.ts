// Sign-in verification for the package entry, loaded on first use (BIP-322 needs secp256k1 and btc-signer). The text
// itself needs neither, so formatMessage stays synchronous. The synchronous verifier is at '@foyer/bitcoin/bip322'.
import type { SIWXMessageData, SIWXSession, SIWXVerifier } from '@foyer/core'
import type { BitcoinSiwxVerifierOptions } from './createBitcoinSiwxVerifier.js'
import type { VerifyBitcoinMessageArgs, VerifyBitcoinMessageResult } from '../bip322/verifyBitcoinMessage.js'
import { loadRuntime } from '../lazyRuntime.js'
import { formatBitcoinSiwxMessage } from './formatBitcoinSiwxMessage.js'

export function createBitcoinSiwxVerifier(
  options: BitcoinSiwxVerifierOptions = {},
): SIWXVerifier & { formatMessage(data: SIWXMessageData): string } {
  let verifier: SIWXVerifier | undefined
  return {
    chainNamespace: 'bip122',
    formatMessage: formatBitcoinSiwxMessage,
    async verify(session: SIWXSession) {
      try {
        verifier ??= (await loadRuntime()).createBitcoinSiwxVerifier(options)
        return await verifier.verify(session)
      } catch {
        // The verifier never throws; neither may a chunk that failed to load.
        return false
      }
    },
  }
}

/** `verifyBitcoinMessage` of '@foyer/bitcoin/bip322', loaded on first use. */
export async function verifyBitcoinMessage(args: VerifyBitcoinMessageArgs): Promise<VerifyBitcoinMessageResult> {
  return (await loadRuntime()).verifyBitcoinMessage(args)
}
