// CAIP-122's sign-in text: EIP-4361's lines with the namespace's account label and the CAIP-2 reference as Chain ID.
// The messenger uses it for namespaces without a format of their own; an adapter whose verifier must rebuild the exact
// text (Bitcoin's BIP-322 one) calls the same function, so the two can never drift apart.
import type { SIWXMessageData } from './types.js'

export function formatCaip122Message(
  data: SIWXMessageData,
  { label, reference }: { label: string; reference: string },
): string {
  const lines = [`${data.domain} wants you to sign in with your ${label} account:`, data.accountAddress, '']
  if (data.statement) lines.push(data.statement, '')
  lines.push(`URI: ${data.uri}`, `Version: ${data.version}`, `Chain ID: ${reference}`, `Nonce: ${data.nonce}`)
  if (data.issuedAt) lines.push(`Issued At: ${data.issuedAt}`)
  if (data.expirationTime) lines.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore) lines.push(`Not Before: ${data.notBefore}`)
  if (data.requestId) lines.push(`Request ID: ${data.requestId}`)
  if (data.resources?.length) lines.push('Resources:', ...data.resources.map((r) => `- ${r}`))
  return lines.join('\n')
}
