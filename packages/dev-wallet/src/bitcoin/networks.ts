// The Bitcoin networks the dev wallet knows, by their Wallet Standard chain names (the Bitcoin wallet standard's
// 'bitcoin:mainnet' / 'bitcoin:testnet' / 'bitcoin:regtest', plus 'bitcoin:signet'), with their address parameters and
// BIP-44 coin type (0 on mainnet, 1 on every test network).
export type BitcoinNetworkParams = { bech32: string; pubKeyHash: number; scriptHash: number; wif: number }

export const BITCOIN_WALLET_CHAINS = [
  'bitcoin:regtest',
  'bitcoin:testnet',
  'bitcoin:signet',
  'bitcoin:mainnet',
] as const

export type BitcoinWalletChain = (typeof BITCOIN_WALLET_CHAINS)[number]

const TEST = { bech32: 'tb', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef }

export const BITCOIN_NETWORKS: Record<
  BitcoinWalletChain,
  { params: BitcoinNetworkParams; coinType: 0 | 1; caip2: string }
> = {
  'bitcoin:mainnet': {
    params: { bech32: 'bc', pubKeyHash: 0x00, scriptHash: 0x05, wif: 0x80 },
    coinType: 0,
    caip2: 'bip122:000000000019d6689c085ae165831e93',
  },
  'bitcoin:testnet': { params: TEST, coinType: 1, caip2: 'bip122:000000000933ea01ad0ee984209779ba' },
  'bitcoin:signet': { params: TEST, coinType: 1, caip2: 'bip122:00000008819873e925422c1ff0f99f7c' },
  'bitcoin:regtest': {
    params: { ...TEST, bech32: 'bcrt' },
    coinType: 1,
    caip2: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
  },
}

export function isBitcoinWalletChain(chain: string): chain is BitcoinWalletChain {
  return (BITCOIN_WALLET_CHAINS as readonly string[]).includes(chain)
}
