// The shape of an address of a network, without decoding it (no checksum): what isValidAddress answers in the moment
// before btc-signer has loaded. Bech32 with the network's prefix in one case, or base58 of a plausible length.
import type { BitcoinNetworkInfo } from './networks.js'

const BECH32_DATA = /^[02-9ac-hj-np-z]{8,87}$/
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{25,35}$/

export function looksLikeAddress(address: string, network: BitcoinNetworkInfo): boolean {
  const text = address.trim()
  if (text !== text.toLowerCase() && text !== text.toUpperCase()) return BASE58.test(text)
  const lower = text.toLowerCase()
  const prefix = `${network.params.bech32}1`
  if (lower.startsWith(prefix)) return BECH32_DATA.test(lower.slice(prefix.length))
  const first = text[0]
  const base58First = network.kind === 'mainnet' ? ['1', '3'] : ['m', 'n', '2']
  return first !== undefined && base58First.includes(first) && BASE58.test(text)
}
