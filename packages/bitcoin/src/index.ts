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
export {
  createBitcoinAdapter,
  DEFAULT_REGISTER_WAIT_MS,
  type BitcoinAdapter,
  type BitcoinAdapterOptions,
} from './createBitcoinAdapter.js'
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
export {
  BitcoinSendError,
  NOT_ENOUGH_BTC,
  NOT_ENOUGH_BTC_FOR_FEE,
  planTransfer,
  type TransferPlan,
} from './transfer/planTransfer.js'
export { DUST_LIMIT, estimateVsize } from './transfer/sizes.js'
export { buildTransferPsbt } from './transfer/buildTransferPsbt.js'
export { CONNECTOR_ID_PREFIX, connectorIdOf, isSupportedWallet } from './wallets.js'
export { WalletTimeoutError } from './errors.js'
// Sign-in on bip122: CAIP-122 text, BIP-322 signatures.
export { formatBitcoinSiwxMessage } from './siwx/formatBitcoinSiwxMessage.js'
export { createBitcoinSiwxVerifier, type BitcoinSiwxVerifierOptions } from './siwx/createBitcoinSiwxVerifier.js'
