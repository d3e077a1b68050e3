// Bitcoin dev keys from the dev mnemonic, derived as Bitcoin wallets do, so the same mnemonic in another wallet shows
// the same addresses: BIP-84 native segwit (P2WPKH) for payments, m/84'/coin'/0'/0/i, and BIP-86 taproot (P2TR, key
// path only) for ordinals, m/86'/coin'/0'/0/i; coin type 0 on mainnet, 1 on the test networks.
import { HDKey } from '@scure/bip32'
import { mnemonicToSeedSync } from '@scure/bip39'
import { p2tr, p2wpkh } from '@scure/btc-signer'
import { DEV_MNEMONIC } from '../dev-keys.js'
import { BITCOIN_NETWORKS, type BitcoinWalletChain } from './networks.js'

export type BitcoinPurpose = 'payment' | 'ordinals'

export type BitcoinDevKeys = {
  purpose: BitcoinPurpose
  path: string
  privateKey: Uint8Array
  /**
   * What the wallet shares as the account's publicKey: the 33-byte compressed key for payment (P2WPKH), the 32-byte
   * x-only internal key for ordinals (P2TR), as Bitcoin wallets hand them to apps.
   */
  publicKey: Uint8Array
  address: string
  /** The output script the address pays to. */
  script: Uint8Array
}

let root: HDKey | undefined
const cache = new Map<string, BitcoinDevKeys>()

/** The dev Bitcoin keys of account `index` for `purpose` on `chain` (PBKDF2 runs once, then everything is cached). */
export function devBitcoinKeys(
  index: number,
  purpose: BitcoinPurpose = 'payment',
  chain: BitcoinWalletChain = 'bitcoin:regtest',
): BitcoinDevKeys {
  if (!Number.isInteger(index) || index < 0)
    throw new RangeError(`Dev account index must be a non-negative integer, got ${index}`)
  const key = `${chain}/${purpose}/${index}`
  let keys = cache.get(key)
  if (!keys) {
    const { params, coinType } = BITCOIN_NETWORKS[chain]
    const path = `m/${purpose === 'payment' ? 84 : 86}'/${coinType}'/0'/0/${index}`
    root ??= HDKey.fromMasterSeed(mnemonicToSeedSync(DEV_MNEMONIC))
    const node = root.derive(path)
    const compressed = node.publicKey!
    const payment = purpose === 'payment' ? p2wpkh(compressed, params) : p2tr(compressed.slice(1), undefined, params)
    keys = {
      purpose,
      path,
      privateKey: node.privateKey!,
      publicKey: purpose === 'payment' ? compressed : compressed.slice(1),
      address: payment.address!,
      script: payment.script,
    }
    cache.set(key, keys)
  }
  return { ...keys, privateKey: keys.privateKey.slice() }
}
