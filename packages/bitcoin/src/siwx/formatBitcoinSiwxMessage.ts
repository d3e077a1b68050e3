// The sign-in text on bip122 chains: CAIP-122's message shape (EIP-4361's lines with "Bitcoin account" and the
// CAIP-2 reference as Chain ID), signed with BIP-322. The verifier accepts exactly this text for a session's fields.
import { formatCaip122Message, type SIWXMessageData } from '@foyer/core'

export function formatBitcoinSiwxMessage(data: SIWXMessageData): string {
  return formatCaip122Message(data, { label: 'Bitcoin', reference: data.chainId.slice(data.chainId.indexOf(':') + 1) })
}
