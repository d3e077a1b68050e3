// @foyer/bitcoin: the bip122 adapter of Foyer (Wallet Standard Bitcoin wallets, BIP-322 sign-in, balances and sends
// over an Esplora API). Nothing here loads @scure/btc-signer or secp256k1: the adapter loads them on first use
// (lazyRuntime.ts), and so do the async verifiers below; entry.test.ts keeps it so. The synchronous address decoder,
// BIP-322 verifier and transfer builder are at '@foyer/bitcoin/bip322'.
export {
  createBitcoinAdapter,
  DEFAULT_REGISTER_WAIT_MS,
  type BitcoinAdapter,
  type BitcoinAdapterOptions,
} from './createBitcoinAdapter.js'
export { bitcoinDevnetChain } from './chains.js'
export {
  ALL_NETWORKS,
  BITCOIN_REFERENCES,
  MAINNET_PARAMS,
  REGTEST_PARAMS,
  TESTNET_PARAMS,
  chainMatchesNetwork,
  isBitcoinChain,
  networkInfoOf,
  walletChainOf,
  type AddressParams,
  type BitcoinNetworkInfo,
  type BitcoinNetworkKind,
} from './networks.js'
export type { BitcoinBalance } from './balances.js'
export type { BitcoinSendArgs, PreparedTransfer } from './sendToken.js'
export { BitcoinNetworkSwitchError } from './connection.js'
export { BTC_DECIMALS, InvalidAmountError, formatSats, parseBtc } from './amount.js'
export {
  createEsploraClient,
  EsploraError,
  type EsploraBalance,
  type EsploraClient,
  type EsploraUtxo,
  type FeeEstimates,
} from './esplora/createEsploraClient.js'
export { FEE_TARGETS, MIN_FEE_RATE, feeRateFor, type FeeSpeed } from './esplora/feeRate.js'
export { BitcoinSendError, NOT_ENOUGH_BTC, NOT_ENOUGH_BTC_FOR_FEE, type TransferPlan } from './transfer/planTransfer.js'
export { DUST_LIMIT, estimateVsize } from './transfer/sizes.js'
export { CONNECTOR_ID_PREFIX, connectorIdOf, isSupportedWallet } from './wallets.js'
export { WalletTimeoutError } from './errors.js'
// Sign-in on bip122: CAIP-122 text, BIP-322 signatures (verification loads on first use).
export { formatBitcoinSiwxMessage } from './siwx/formatBitcoinSiwxMessage.js'
export {
  BITCOIN_SIWX_HEADER_SUFFIX,
  BitcoinSiwxMessageError,
  parseBitcoinSiwxMessage,
  type BitcoinSiwxMessageField,
} from './siwx/parseBitcoinSiwxMessage.js'
export { createBitcoinSiwxVerifier, verifyBitcoinMessage } from './siwx/lazy.js'
export type { BitcoinSiwxVerifierOptions } from './siwx/createBitcoinSiwxVerifier.js'
export type {
  Bip322Format,
  VerifyBitcoinMessageArgs,
  VerifyBitcoinMessageResult,
} from './bip322/verifyBitcoinMessage.js'
