export {
  createEvmAdapter,
  DEFAULT_ANNOUNCE_WAIT_MS,
  DEFAULT_CONNECT_TIMEOUT_MS,
  DEFAULT_RECONNECT_TIMEOUT_MS,
  LEGACY_INJECTED_ID,
  type EvmAdapter,
  type EvmAdapterOptions,
} from './createEvmAdapter.js'
export { evmChainId, fromViemChain, toAddEthereumChainParameter, toViemChain } from './chains.js'
export { BROWSER_WALLET_NAME, legacyInjectedName, legacyInjectedRdns } from './legacyInjected.js'
export { createWagmiStorage, WAGMI_STORAGE_KEY } from './storage.js'
export {
  ChainSwitchNotAppliedError,
  switchEthereumChain,
  type Eip1193Provider,
} from './switchEthereumChain.js'
export { WalletTimeoutError } from './errors.js'
export { verifySiweMessage, type VerifySiweMessageParameters, type VerifySiweMessageResult } from './siwe/verifySiweMessage.js'
export { SiweVerificationError, type SiweVerificationReason } from './siwe/errors.js'
export { createEvmSiwxVerifier, type EvmSiwxVerifierOptions } from './siwe/createEvmSiwxVerifier.js'
export { isSmartAccount } from './siwe/isSmartAccount.js'
