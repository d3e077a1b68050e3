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
export { ChainSwitchNotAppliedError, switchEthereumChain, type Eip1193Provider } from './switchEthereumChain.js'
export { WalletTimeoutError } from './errors.js'
// Sign-in verification: async wrappers that load the implementation on first use (see siwe/lazy.ts).
export { createEvmSiwxVerifier, isSmartAccount, verifySiweMessage } from './siwe/lazy.js'
export type { VerifySiweMessageParameters, VerifySiweMessageResult } from './siwe/verifySiweMessage.js'
export type { EvmSiwxVerifierOptions } from './siwe/createEvmSiwxVerifier.js'
export { SiweVerificationError, type SiweVerificationReason } from './siwe/errors.js'
