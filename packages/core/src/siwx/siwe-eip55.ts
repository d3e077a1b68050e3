// EIP-55 mixed-case checksum, computed here because core must not depend on viem (DESIGN.md: core → nothing of ours,
// no chain SDK). keccak-256 comes from @noble/hashes, the same implementation viem uses.
import { keccak_256 } from '@noble/hashes/sha3.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'

/**
 * The EIP-55 form of a `0x` + 40 hex digit address (in any case), or undefined when `address` is not one.
 * An address is checksummed when this returns it unchanged.
 */
export function eip55Checksum(address: string): string | undefined {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return undefined
  const lower = address.slice(2).toLowerCase()
  const hash = bytesToHex(keccak_256(utf8ToBytes(lower)))
  let out = '0x'
  for (let i = 0; i < lower.length; i++) {
    const char = lower[i]!
    // A letter is upper case exactly when the matching nibble of the hash is 8 or more.
    out += parseInt(hash[i]!, 16) >= 8 ? char.toUpperCase() : char
  }
  return out
}
