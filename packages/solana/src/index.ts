export {
  createSolanaAdapter,
  DEFAULT_CONNECT_TIMEOUT_MS,
  DEFAULT_RECONNECT_TIMEOUT_MS,
  DEFAULT_REGISTER_WAIT_MS,
  type SolanaAdapter,
  type SolanaAdapterOptions,
} from './createSolanaAdapter.js'
export { chainMatchesNetwork, isSolanaChain, solanaDevnetChain, walletChainFor } from './chains.js'
export {
  COMPUTE_UNIT_PRICE_MICRO_LAMPORTS,
  LAMPORTS_PER_SIGNATURE,
  SOL_TRANSFER_COMPUTE_UNIT_LIMIT,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  TOKEN_TRANSFER_COMPUTE_UNIT_LIMIT,
  estimateFeeLamports,
  priorityFeeLamports,
} from './constants.js'
export { formatUnits, parseAmount, type ParsedAmount } from './amount.js'
export { InvalidRecipientError, WalletTimeoutError } from './errors.js'
export { CONNECTOR_ID_PREFIX, connectorIdOf, isSupportedWallet } from './wallets.js'
export {
  SiwsMessageError,
  SiwsSignInError,
  SiwsVerificationError,
  createSolanaSiwxVerifier,
  formatSiwsMessage,
  formatSiwsMessageFromSiwx,
  parseSiwsMessage,
  siwsChainIdMatches,
  siwsFieldsFromSiwx,
  toSiwsChainId,
  validateSiwsFields,
  verifySiwsMessage,
  type SiwsMessageFields,
  type SiwsVerificationFailure,
  type SolanaSiwxVerifierOptions,
  type VerifySiwsMessageArgs,
  type VerifySiwsMessageResult,
} from './siws/index.js'
