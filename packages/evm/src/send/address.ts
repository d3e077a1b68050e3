// Recipient validation: a 20-byte hex address whose EIP-55 checksum matches when it is written in mixed case (a
// mistyped character in a checksummed address is caught before anything is sent). All-lowercase and all-uppercase
// carry no checksum (EIP-55), so they pass on their shape; viem's strict check alone would refuse all-uppercase.
import { isAddress } from 'viem'

export function isEvmAddress(address: string): boolean {
  if (typeof address !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(address)) return false
  const hex = address.slice(2)
  return hex === hex.toUpperCase() || isAddress(address, { strict: true })
}
