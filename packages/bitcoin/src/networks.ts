// The Bitcoin networks the adapter knows, by their CAIP-2 reference (the first 32 hex characters of the genesis block
// hash): address parameters for @scure/btc-signer and the chain names Wallet Standard Bitcoin wallets use.
import type { ChainDefinition } from '@foyer/core'
import { FoyerOptionsError } from '@foyer/core'

export type BitcoinNetworkKind = 'mainnet' | 'testnet' | 'testnet4' | 'signet' | 'regtest'

/** Address parameters in @scure/btc-signer's shape (bech32 prefix, base58 version bytes). */
export interface AddressParams {
  bech32: string
  pubKeyHash: number
  scriptHash: number
  wif: number
}

export interface BitcoinNetworkInfo {
  kind: BitcoinNetworkKind
  /** How messages name the network: "Bitcoin", "Bitcoin Testnet", … */
  label: string
  params: AddressParams
}

export const MAINNET_PARAMS: AddressParams = { bech32: 'bc', pubKeyHash: 0x00, scriptHash: 0x05, wif: 0x80 }
export const TESTNET_PARAMS: AddressParams = { bech32: 'tb', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef }
/** Regtest keeps testnet's base58 versions but has its own bech32 prefix. */
export const REGTEST_PARAMS: AddressParams = { ...TESTNET_PARAMS, bech32: 'bcrt' }

/** CAIP-2 references (genesis hash prefixes) of the public networks and of regtest (Bitcoin Core's fixed genesis). */
export const BITCOIN_REFERENCES: Record<BitcoinNetworkKind, string> = {
  mainnet: '000000000019d6689c085ae165831e93',
  testnet: '000000000933ea01ad0ee984209779ba',
  testnet4: '00000000da84f2bafbbc53dee25a72ae',
  signet: '00000008819873e925422c1ff0f99f7c',
  regtest: '0f9188f13cb7b2c71f2a335e3a4fc328',
}

const INFO: Record<BitcoinNetworkKind, BitcoinNetworkInfo> = {
  mainnet: { kind: 'mainnet', label: 'Bitcoin', params: MAINNET_PARAMS },
  testnet: { kind: 'testnet', label: 'Bitcoin Testnet', params: TESTNET_PARAMS },
  testnet4: { kind: 'testnet4', label: 'Bitcoin Testnet4', params: TESTNET_PARAMS },
  signet: { kind: 'signet', label: 'Bitcoin Signet', params: TESTNET_PARAMS },
  regtest: { kind: 'regtest', label: 'Bitcoin Regtest', params: REGTEST_PARAMS },
}

const KIND_BY_REFERENCE = new Map(
  Object.entries(BITCOIN_REFERENCES).map(([kind, ref]) => [ref, kind as BitcoinNetworkKind]),
)

/** The network a bip122 chain id (`bip122:<ref>` or the bare reference) names, or undefined for an unknown one. */
export function networkInfoOf(chainId: string | number): BitcoinNetworkInfo | undefined {
  const reference = String(chainId)
    .replace(/^bip122:/, '')
    .toLowerCase()
  const kind = KIND_BY_REFERENCE.get(reference)
  return kind ? INFO[kind] : undefined
}

/** Like networkInfoOf for a configured network; an unknown reference is a configuration mistake. */
export function requireNetworkInfo(network: Pick<ChainDefinition, 'id' | 'name'>): BitcoinNetworkInfo {
  const info = networkInfoOf(network.id)
  if (!info)
    throw new FoyerOptionsError(
      `networks: ${network.name} (bip122:${network.id}) is not a Bitcoin network @foyer/bitcoin knows (mainnet, testnet, testnet4, signet, regtest)`,
    )
  return info
}

/** Every network kind, for telling which network an address belongs to. */
export const ALL_NETWORKS: readonly BitcoinNetworkInfo[] = Object.values(INFO)

/** Wallet Standard chain names (`bitcoin:mainnet`, …) by network kind. */
export function walletChainOf(kind: BitcoinNetworkKind): `bitcoin:${string}` {
  return `bitcoin:${kind}`
}

/** Whether a Wallet Standard chain id names `network`: `bitcoin:<kind>` or its CAIP-2 id. */
export function chainMatchesNetwork(chain: string, network: Pick<ChainDefinition, 'id' | 'caipNetworkId'>): boolean {
  if (chain === network.caipNetworkId) return true
  const info = networkInfoOf(network.id)
  return info !== undefined && chain === walletChainOf(info.kind)
}

/** True for a Bitcoin chain of the Wallet Standard (`bitcoin:*`) or CAIP-2 (`bip122:*`). */
export function isBitcoinChain(chain: string): boolean {
  return chain.startsWith('bitcoin:') || chain.startsWith('bip122:')
}
