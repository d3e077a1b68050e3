// Which chain family an address belongs to, from its shape alone: routes refuse a mismatch as bad input before any
// RPC is asked (an EVM address on a Solana chain is the caller's mistake, not an upstream failure).
import { getAddress } from 'viem'

export type Namespace = 'eip155' | 'solana'

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/
// Base58 (no 0, O, I, l) public keys of 32 bytes encode to 32–44 characters.
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

export function namespaceOfAddress(address: string): Namespace | undefined {
  if (EVM_ADDRESS.test(address)) return 'eip155'
  if (SOLANA_ADDRESS.test(address)) return 'solana'
  return undefined
}

export function namespaceOfChain(chainId: string): string {
  return chainId.slice(0, chainId.indexOf(':'))
}

/** One spelling per account, for cache keys and lookups: EVM checksummed, Solana as given (base58 is case-sensitive). */
export function canonicalAddress(address: string): string {
  return EVM_ADDRESS.test(address) ? getAddress(address.toLowerCase()) : address
}
