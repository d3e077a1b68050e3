// EIP-4361 text from fields. The fields are checked first, so no text leaves here that the parser would refuse.
import { SIWE_HEADER_SUFFIX, assertSiweMessageFields, type SiweMessageFields } from './siwe-message-fields.js'

/** The exact EIP-4361 message text for `fields`; throws a SiweMessageError naming the first invalid field. */
export function formatSiweMessage(fields: SiweMessageFields): string {
  assertSiweMessageFields(fields)
  const origin = fields.scheme === undefined ? fields.domain : `${fields.scheme}://${fields.domain}`
  const lines = [`${origin}${SIWE_HEADER_SUFFIX}`, fields.address, '']
  // ABNF: address LF LF [ statement LF ] LF — an absent statement leaves one blank line fewer than an empty one.
  if (fields.statement !== undefined) lines.push(fields.statement)
  lines.push(
    '',
    `URI: ${fields.uri}`,
    `Version: ${fields.version}`,
    `Chain ID: ${fields.chainId}`,
    `Nonce: ${fields.nonce}`,
    `Issued At: ${fields.issuedAt}`,
  )
  if (fields.expirationTime !== undefined) lines.push(`Expiration Time: ${fields.expirationTime}`)
  if (fields.notBefore !== undefined) lines.push(`Not Before: ${fields.notBefore}`)
  if (fields.requestId !== undefined) lines.push(`Request ID: ${fields.requestId}`)
  if (fields.resources !== undefined) lines.push('Resources:', ...fields.resources.map((resource) => `- ${resource}`))
  return lines.join('\n')
}
