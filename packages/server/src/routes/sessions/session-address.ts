// The address of GET /v1/sessions/{address} and POST /v1/sessions/{address}/revoke, spelled as sign-in stored it: EVM
// checksummed, Solana as given, Bitcoin as its network writes it (bech32 in lower case, base58 as given). A Bitcoin
// address is recognised by decoding it (checksum included) on mainnet, testnet or regtest: a legacy base58 one has the
// shape of a Solana key, and only the decoding tells them apart.
import { BadRequestError } from '../../app/errors.js'
import { canonicalAddress, namespaceOfAddress } from '../../chains/address-format.js'

export type SessionNamespace = 'eip155' | 'solana' | 'bip122'

// Mainnet, testnet (testnet4 and signet share its address parameters) and regtest (its own bech32 prefix).
const BITCOIN_NETWORKS = [
  'bip122:000000000019d6689c085ae165831e93',
  'bip122:000000000933ea01ad0ee984209779ba',
  'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
]

// Loaded on first use, as the sign-in verifiers are (verify-sign-in.ts): start-up does not load btc-signer.
const loadBip322 = () => import('@foyer/bitcoin/bip322')

async function isBitcoin(address: string): Promise<boolean> {
  const { isBitcoinAddress, networkInfoOf } = await loadBip322()
  return BITCOIN_NETWORKS.some((id) => isBitcoinAddress(address, networkInfoOf(id)!))
}

/** One spelling per account, as the sessions table holds it; a bech32 address is case-insensitive. */
export async function canonicalSessionAddress(address: string): Promise<string> {
  if (namespaceOfAddress(address) === 'eip155') return canonicalAddress(address)
  if (/^[a-z]{2,4}1/i.test(address) && (await isBitcoin(address))) return address.toLowerCase()
  return address
}

/** The route's `address`, or a 400 `{ error, field: 'address' }` when it is no EVM, Solana or Bitcoin address. */
export async function sessionAddressParam(raw: string): Promise<{ address: string; namespace: SessionNamespace }> {
  if (raw.length > 0 && raw.length <= 100 && raw === raw.trim() && (await isBitcoin(raw)))
    return { address: await canonicalSessionAddress(raw), namespace: 'bip122' }
  const namespace = namespaceOfAddress(raw)
  if (!namespace) throw new BadRequestError('Invalid address: not an EVM, Solana or Bitcoin address', 'address')
  return { address: canonicalAddress(raw), namespace }
}
