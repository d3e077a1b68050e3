// @foyer/solana. Nothing here loads @solana/kit or ed25519 code: the adapter loads kit on first use (lazyRuntime.ts),
// sign-in verification too (siws/lazy.ts); entry.test.ts keeps it so.
export {
  createSolanaAdapter,
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
// Sign In With Solana: what needs no ed25519 code, and verification as async versions that load it on first use
// (siws/lazy.ts). The message text and the synchronous verifier are at '@foyer/solana/siws'.
export type { SiwsMessageFields } from './siws/types.js'
export { SiwsMessageError, validateSiwsFields } from './siws/validateSiwsFields.js'
export { toSiwsChainId } from './siws/toSiwsChainId.js'
export { siwsChainIdMatches } from './siws/siwsChainIdMatches.js'
export { siwsFieldsFromSiwx } from './siws/siwsFieldsFromSiwx.js'
export { SiwsSignInError, SiwsVerificationError, type SiwsVerificationFailure } from './siws/errors.js'
export { createSolanaSiwxVerifier, verifySiwsMessage } from './siws/lazy.js'
export type { SolanaSiwxVerifierOptions } from './siws/createSolanaSiwxVerifier.js'
export type { VerifySiwsMessageArgs, VerifySiwsMessageResult } from './siws/verifySiwsMessage.js'
