// @foyer/evm. Nothing here loads wagmi or viem: the adapter loads them in setup(), sign-in verification on first use.
// The helpers that need wagmi at once (its storage for a host's own config) are in '@foyer/evm/wagmi'.
export {
  createEvmAdapter,
  DEFAULT_ANNOUNCE_WAIT_MS,
  LEGACY_INJECTED_ID,
  type EvmAdapter,
  type EvmAdapterOptions,
} from './createEvmAdapter.js'
export { evmChainId, fromViemChain, toAddEthereumChainParameter, toViemChain } from './chains.js'
export type { EvmTokenListing, EvmTokenLists } from './send/token-list.js'
export {
  InvalidAmountError,
  InvalidRecipientError,
  NotEnoughNativeError,
  TransferWouldFailError,
  UnusableTokenError,
  WrongWalletChainError,
} from './send/send-errors.js'
export { BROWSER_WALLET_NAME, legacyInjectedName, legacyInjectedRdns } from './legacyInjected.js'
export { ChainSwitchNotAppliedError, switchEthereumChain, type Eip1193Provider } from './switchEthereumChain.js'
// Sign-in verification: async wrappers that load the implementation on first use (see siwe/lazy.ts).
export { createEvmSiwxVerifier, isSmartAccount, verifySiweMessage } from './siwe/lazy.js'
export type { VerifySiweMessageParameters, VerifySiweMessageResult } from './siwe/verifySiweMessage.js'
export type { EvmSiwxVerifierOptions } from './siwe/createEvmSiwxVerifier.js'
export { SiweVerificationError, type SiweVerificationReason } from './siwe/errors.js'
