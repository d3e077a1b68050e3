import type { SolanaSignInFields } from './types.js'

/**
 * The text of a Sign In With Solana message, in the layout the Wallet Standard's SIWS (after EIP-4361 / CAIP-122)
 * gives it, so `@solana/wallet-standard-util`'s parser and verifySignIn read it back:
 *
 *     ${domain} wants you to sign in with your Solana account:
 *     ${address}
 *
 *     ${statement}
 *
 *     URI: ${uri}
 *     Version: ${version}
 *     Chain ID: ${chainId}
 *     Nonce: ${nonce}
 *     Issued At: ${issuedAt}
 *     Expiration Time: ${expirationTime}
 *     Not Before: ${notBefore}
 *     Request ID: ${requestId}
 *     Resources:
 *     - ${resources[0]}
 *
 * Fields the input leaves out are left out of the message (the statement's blank lines too).
 */
export function createSignInMessageText(fields: SolanaSignInFields): string {
  let text = `${fields.domain} wants you to sign in with your Solana account:\n${fields.address}`
  if (fields.statement) text += `\n\n${fields.statement}`
  const lines: string[] = []
  const labelled: [label: string, value: string | undefined][] = [
    ['URI', fields.uri],
    ['Version', fields.version],
    ['Chain ID', fields.chainId],
    ['Nonce', fields.nonce],
    ['Issued At', fields.issuedAt],
    ['Expiration Time', fields.expirationTime],
    ['Not Before', fields.notBefore],
    ['Request ID', fields.requestId],
  ]
  for (const [label, value] of labelled) if (value) lines.push(`${label}: ${value}`)
  if (fields.resources) lines.push('Resources:', ...fields.resources.map((resource) => `- ${resource}`))
  if (lines.length > 0) text += `\n\n${lines.join('\n')}`
  return text
}
