// Core's SIWX verifier for bip122 sessions: the signed text must be exactly the CAIP-122 message of the session's
// fields (formatBitcoinSiwxMessage), on a Bitcoin network this package knows, inside its validity window, and signed
// with BIP-322 (simple or full; legacy signmessage for P2PKH) by the account's address on that network.
import type { SIWXMessageData, SIWXSession, SIWXVerifier } from '@foyer/core'
import { verifyBitcoinMessage } from '../bip322/verifyBitcoinMessage.js'
import { networkInfoOf } from '../networks.js'
import { formatBitcoinSiwxMessage } from './formatBitcoinSiwxMessage.js'

export interface BitcoinSiwxVerifierOptions {
  /** The clock sessions are checked against (tests); default now. */
  now?: () => Date
}

const NONCE = /^[a-zA-Z0-9]{8,}$/

function inWindow(data: SIWXMessageData, now: Date): boolean {
  const t = now.getTime()
  if (data.expirationTime !== undefined && !(Date.parse(data.expirationTime) > t)) return false
  if (data.notBefore !== undefined && !(Date.parse(data.notBefore) <= t)) return false
  return true
}

export function createBitcoinSiwxVerifier(
  options: BitcoinSiwxVerifierOptions = {},
): SIWXVerifier & { formatMessage(data: SIWXMessageData): string } {
  const now = options.now ?? (() => new Date())
  return {
    chainNamespace: 'bip122',
    formatMessage: formatBitcoinSiwxMessage,
    async verify(session: SIWXSession): Promise<boolean> {
      try {
        const data = session?.data
        if (!data || typeof session.message !== 'string' || typeof session.signature !== 'string') return false
        if (typeof data.chainId !== 'string' || !data.chainId.startsWith('bip122:')) return false
        const network = networkInfoOf(data.chainId)
        if (!network || !NONCE.test(data.nonce ?? '') || !inWindow(data, now())) return false
        if (session.message !== formatBitcoinSiwxMessage(data)) return false
        return verifyBitcoinMessage({
          address: data.accountAddress,
          message: session.message,
          signature: session.signature,
          network,
        }).valid
      } catch {
        return false
      }
    },
  }
}
