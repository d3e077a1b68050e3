import type { SIWXMessageData } from '@foyer/core'
import { formatSiwsMessage } from './formatSiwsMessage.js'
import { siwsFieldsFromSiwx } from './siwsFieldsFromSiwx.js'

/**
 * The Sign In With Solana text for core's sign-in data: what a Solana account signs when the wallet has no
 * `solana:signIn` and the flow falls back to `signMessage` (a `SiwxFormatter` for the solana namespace). The Solana
 * SIWX verifier accepts exactly these texts. Throws `SiwsMessageError` naming the field on invalid data.
 */
export function formatSiwsMessageFromSiwx(data: SIWXMessageData): string {
  return formatSiwsMessage(siwsFieldsFromSiwx(data))
}
