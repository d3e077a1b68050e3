// The sign-in text on bip122 chains: CAIP-122's message shape (EIP-4361's lines with "Bitcoin account" and the
// CAIP-2 reference as Chain ID), signed with BIP-322. The verifier accepts exactly this text for a session's fields.
import type { SIWXMessageData } from '@foyer/core'

export function formatBitcoinSiwxMessage(data: SIWXMessageData): string {
  const reference = data.chainId.slice(data.chainId.indexOf(':') + 1)
  const lines = [`${data.domain} wants you to sign in with your Bitcoin account:`, data.accountAddress, '']
  if (data.statement) lines.push(data.statement, '')
  lines.push(`URI: ${data.uri}`, `Version: ${data.version}`, `Chain ID: ${reference}`, `Nonce: ${data.nonce}`)
  if (data.issuedAt) lines.push(`Issued At: ${data.issuedAt}`)
  if (data.expirationTime) lines.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore) lines.push(`Not Before: ${data.notBefore}`)
  if (data.requestId) lines.push(`Request ID: ${data.requestId}`)
  if (data.resources?.length) lines.push('Resources:', ...data.resources.map((r) => `- ${r}`))
  return lines.join('\n')
}
