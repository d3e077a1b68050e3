// @foyer/bitcoin: the bip122 adapter of Foyer (Wallet Standard Bitcoin wallets, BIP-322 sign-in, balances and sends
// over an Esplora API).
export {
  ALL_NETWORKS,
  BITCOIN_REFERENCES,
  MAINNET_PARAMS,
  REGTEST_PARAMS,
  TESTNET_PARAMS,
  chainMatchesNetwork,
  isBitcoinChain,
  networkInfoOf,
  type AddressParams,
  type BitcoinNetworkInfo,
  type BitcoinNetworkKind,
} from './networks.js'
export {
  InvalidBitcoinAddressError,
  decodeBitcoinAddress,
  isBitcoinAddress,
  type BitcoinAddressType,
  type DecodedAddress,
} from './address.js'
export {
  verifyBitcoinMessage,
  type Bip322Format,
  type VerifyBitcoinMessageArgs,
  type VerifyBitcoinMessageResult,
} from './bip322/verifyBitcoinMessage.js'
export { bip322MessageHash, BIP322_TAG } from './bip322/messageHash.js'
