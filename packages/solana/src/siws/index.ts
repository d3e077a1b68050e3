// @foyer/solana/siws: Sign In With Solana with its ed25519 code loaded at once: the message text (format, parse), the
// synchronous verifier and the solana:signIn check. The package entry exports async verification that loads this.
export type { SiwsMessageFields } from './types.js'
export { SiwsMessageError, validateSiwsFields } from './validateSiwsFields.js'
export { formatSiwsMessage } from './formatSiwsMessage.js'
export { parseSiwsMessage } from './parseSiwsMessage.js'
export { toSiwsChainId } from './toSiwsChainId.js'
export { siwsChainIdMatches } from './siwsChainIdMatches.js'
export { siwsFieldsFromSiwx } from './siwsFieldsFromSiwx.js'
export { formatSiwsMessageFromSiwx } from './formatSiwsMessageFromSiwx.js'
export {
  SiwsVerificationError,
  verifySiwsMessage,
  type SiwsVerificationFailure,
  type VerifySiwsMessageArgs,
  type VerifySiwsMessageResult,
} from './verifySiwsMessage.js'
export { createSolanaSiwxVerifier, type SolanaSiwxVerifierOptions } from './createSolanaSiwxVerifier.js'
export {
  SiwsSignInError,
  signInWithWallet,
  type SignInWithWalletArgs,
  type SignInWithWalletResult,
} from './signInWithWallet.js'
