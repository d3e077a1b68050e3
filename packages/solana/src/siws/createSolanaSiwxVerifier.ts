import type { SIWXMessageData, SIWXSession, SIWXVerifier } from '@foyer/core'
import { formatSiwsMessageFromSiwx } from './formatSiwsMessageFromSiwx.js'
import { parseSiwsMessage } from './parseSiwsMessage.js'
import { siwsChainIdMatches } from './siwsChainIdMatches.js'
import type { SiwsMessageFields } from './types.js'
import { verifySiwsMessage } from './verifySiwsMessage.js'

export interface SolanaSiwxVerifierOptions {
  /** The clock sessions are checked against (tests); default now. */
  now?: () => Date
}

const sameList = (a: readonly string[] | undefined, b: readonly string[] | undefined): boolean => {
  // An empty list and no list write the same intent; core's formats leave an empty one out.
  const left = a ?? []
  const right = b ?? []
  return left.length === right.length && left.every((item, i) => item === right[i])
}

/** Optional text fields: absent and empty are the same (the message text cannot tell them apart). */
const sameText = (a: string | undefined, b: string | undefined): boolean => (a || undefined) === (b || undefined)

function matchesData(fields: SiwsMessageFields, session: SIWXSession): boolean {
  const data = session.data
  return (
    fields.address === data.accountAddress &&
    siwsChainIdMatches(fields.chainId, data.chainId) &&
    fields.domain === data.domain &&
    fields.uri === data.uri &&
    fields.version === data.version &&
    fields.nonce === data.nonce &&
    sameText(fields.statement, data.statement) &&
    sameText(fields.issuedAt, data.issuedAt) &&
    sameText(fields.expirationTime, data.expirationTime) &&
    sameText(fields.notBefore, data.notBefore) &&
    sameText(fields.requestId, data.requestId) &&
    sameList(fields.resources, data.resources)
  )
}

/**
 * Core's SIWX verifier for Solana sessions: the signed text must be a strict Sign In With Solana message whose fields
 * are the session's data (the Chain ID by `siwsChainIdMatches`: absent, the cluster's name or its CAIP-2 reference),
 * signed by the account's ed25519 key (base58 signature) and inside its validity window now. Resolves false on
 * anything else, never throws. `formatMessage` writes the text it accepts (for core's messenger).
 */
export function createSolanaSiwxVerifier(
  options: SolanaSiwxVerifierOptions = {},
): SIWXVerifier & { formatMessage(data: SIWXMessageData): string } {
  const now = options.now ?? (() => new Date())
  return {
    chainNamespace: 'solana',
    // What a wallet without solana:signIn signs through signMessage: the same text verify() accepts.
    formatMessage: formatSiwsMessageFromSiwx,
    async verify(session: SIWXSession): Promise<boolean> {
      try {
        const data = session?.data
        if (!data || typeof session.message !== 'string' || typeof session.signature !== 'string') return false
        if (typeof data.chainId !== 'string' || !data.chainId.startsWith('solana:')) return false
        const fields = parseSiwsMessage(session.message)
        if (!matchesData(fields, session)) return false
        const result = verifySiwsMessage({
          message: session.message,
          signature: session.signature,
          address: data.accountAddress,
          domain: data.domain,
          nonce: data.nonce,
          time: now(),
        })
        return result.success
      } catch {
        return false
      }
    },
  }
}
