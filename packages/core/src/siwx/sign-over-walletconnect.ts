// Signing a sign-in message through a raw wallet request: a WalletConnect session, or an adapter without signMessage.
// The request shapes are the ones WalletConnect documents for each namespace.
import { base58 } from '@scure/base'
import type { SiwxTarget } from './controller.js'

type WalletRequest = (args: { method: string; params?: unknown }) => Promise<unknown>

const utf8Hex = (text: string) =>
  `0x${[...new TextEncoder().encode(text)].map((b) => b.toString(16).padStart(2, '0')).join('')}`

/** Resolves with the signature as the namespace's verifier reads it: hex for EVM, base58 for Solana. */
export async function signMessageOverWalletConnect(
  request: WalletRequest,
  target: SiwxTarget,
  message: string,
): Promise<string> {
  if (target.namespace === 'eip155') {
    const signature = await request({ method: 'personal_sign', params: [utf8Hex(message), target.address] })
    if (typeof signature !== 'string') throw new Error('The wallet returned no signature')
    return signature
  }
  if (target.namespace === 'solana') {
    const result = await request({
      method: 'solana_signMessage',
      params: { message: base58.encode(new TextEncoder().encode(message)), pubkey: target.address },
    })
    const signature = (result as { signature?: unknown } | null)?.signature
    if (typeof signature !== 'string') throw new Error('The wallet returned no signature')
    return signature
  }
  throw new Error(`Signing a sign-in message is not supported for ${target.namespace}`)
}
