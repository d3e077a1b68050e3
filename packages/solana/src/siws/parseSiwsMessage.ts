import { createSignInMessageText, parseSignInMessageText } from '@solana/wallet-standard-util'
import type { SiwsMessageFields } from './types.js'
import { SiwsMessageError, validateSiwsFields } from './validateSiwsFields.js'

/**
 * The fields of a Sign In With Solana message text, checked as strictly as `formatSiwsMessage` checks them. Only the
 * canonical layout is accepted (the text `formatSiwsMessage` would write for the same fields: no trailing blank
 * lines, no stray spacing), so one set of fields has exactly one signed text. Throws `SiwsMessageError`.
 */
export function parseSiwsMessage(text: string): SiwsMessageFields {
  if (typeof text !== 'string') throw new SiwsMessageError('message', 'must be a string')
  const parsed = parseSignInMessageText(text)
  if (!parsed) throw new SiwsMessageError('message', 'is not in the Sign In With Solana layout')
  const fields = validateSiwsFields(parsed)
  if (createSignInMessageText(fields) !== text)
    throw new SiwsMessageError('message', 'is not in the canonical Sign In With Solana layout')
  return fields
}
