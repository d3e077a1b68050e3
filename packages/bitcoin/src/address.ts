// Recipient addresses per network with @scure/btc-signer's decoder (bech32 for segwit v0, bech32m for taproot, base58
// for P2PKH / P2SH). An address of another network is named as such, so the person sees why it was refused.
import { Address, OutScript } from '@scure/btc-signer'
import { ALL_NETWORKS, type AddressParams, type BitcoinNetworkInfo } from './networks.js'

export type BitcoinAddressType = 'pkh' | 'sh' | 'wpkh' | 'wsh' | 'tr'

export class InvalidBitcoinAddressError extends TypeError {
  readonly address: string
  constructor(address: string, message: string) {
    super(message)
    this.name = 'InvalidBitcoinAddressError'
    this.address = address
  }
}

export interface DecodedAddress {
  type: BitcoinAddressType
  /** The output script paying this address (scriptPubKey). */
  script: Uint8Array
}

function tryDecode(address: string, params: AddressParams): DecodedAddress | undefined {
  try {
    const decoded = Address(params).decode(address)
    if (!['pkh', 'sh', 'wpkh', 'wsh', 'tr'].includes(decoded.type)) return undefined
    return { type: decoded.type as BitcoinAddressType, script: OutScript.encode(decoded) }
  } catch {
    return undefined
  }
}

/** The networks (by label) an address is valid on, e.g. ['Bitcoin Testnet', 'Bitcoin Testnet4', 'Bitcoin Signet']. */
function networksOf(address: string): string[] {
  return ALL_NETWORKS.filter((n) => tryDecode(address, n.params)).map((n) => n.label)
}

/**
 * Decodes `address` for `network`; throws InvalidBitcoinAddressError saying why: not an address at all, or an address
 * of another network (testnet, signet and regtest share base58 versions; testnet and signet share `tb1`).
 */
export function decodeBitcoinAddress(address: string, network: BitcoinNetworkInfo): DecodedAddress {
  const trimmed = typeof address === 'string' ? address.trim() : ''
  const decoded = trimmed ? tryDecode(trimmed, network.params) : undefined
  if (decoded) return decoded
  const elsewhere = trimmed ? networksOf(trimmed) : []
  if (elsewhere.length > 0)
    throw new InvalidBitcoinAddressError(
      trimmed,
      `This is a ${elsewhere.join(' / ')} address, not a ${network.label} address`,
    )
  throw new InvalidBitcoinAddressError(trimmed, `Not a valid ${network.label} address`)
}

export function isBitcoinAddress(address: string, network: BitcoinNetworkInfo): boolean {
  try {
    decodeBitcoinAddress(address, network)
    return true
  } catch {
    return false
  }
}
