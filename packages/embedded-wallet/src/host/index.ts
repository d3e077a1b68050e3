export {
  createEmbeddedWallet,
  EMBEDDED_WALLET_NAME,
  EMBEDDED_WALLET_RDNS,
  type CreateEmbeddedWalletOptions,
  type EmbeddedWallet,
} from './create-embedded-wallet.js'
export { ProviderRpcError, type EmbeddedEip1193Provider } from './eip1193-provider.js'
export type { EmbeddedSolanaWallet } from './solana-wallet.js'
export { FrameRequestError } from './frame-channel.js'
export { AuthPopupBlockedError, AuthPopupClosedError } from './oauth-popup.js'
