import { createSignInMessageText, parseSignInMessageText } from '@solana/wallet-standard-util'
import type { SiwsMessageFields } from './types.js'
import { SiwsMessageError, validateSiwsFields } from './validateSiwsFields.js'

/**
 * The text of a Sign In With Solana message (the layout `solana:signIn` wallets write), after checking every field
 * strictly. Throws `SiwsMessageError` naming the field on anything invalid, including a statement that would read
 * back as something else (e.g. one that looks like a `URI:` line): what is signed must parse to what was meant.
 */
export function formatSiwsMessage(fields: SiwsMessageFields): string {
  const valid = validateSiwsFields(fields)
  const text = createSignInMessageText(valid)
  // The layout has no escaping, so a statement shaped like a field line is ambiguous; reading the text back is the
  // only complete test of that.
  const back = parseSignInMessageText(text)
  const same = (name: keyof SiwsMessageFields) => JSON.stringify(back?.[name]) === JSON.stringify(valid[name])
  if (!back || !(Object.keys(valid) as (keyof SiwsMessageFields)[]).every(same) || !same('statement'))
    throw new SiwsMessageError(
      valid.statement === undefined ? 'message' : 'statement',
      'would be read back as other fields; reword it',
    )
  return text
}
