export { mountApprovalPanel, type ApprovalPanel, type ApprovalPanelOptions } from './approval-panel.js'
export {
  createDevWalletProvider,
  type CreateDevWalletProviderOptions,
  type DevWalletControls,
  type DevWalletProvider,
  type DevWalletStorage,
} from './create-dev-wallet-provider.js'
export { describeRequest, type RequestDescription } from './describe-request.js'
export { DEV_MNEMONIC, devAccount } from './dev-keys.js'
export { DEV_WALLET_ICON, DEV_WALLET_NAME, DEV_WALLET_RDNS } from './identity.js'
export {
  DEV_WALLET_STORAGE_KEY,
  installDevWallet,
  type DevWalletHandle,
  type DevWalletInfo,
  type InstallDevWalletOptions,
} from './install-dev-wallet.js'
export { ProviderRpcError, RpcErrorCode } from './rpc-error.js'
export type { ApproveRequest, DevWalletChain, PendingRequest, TransactionParams, TypedDataPayload } from './types.js'
export { deriveEd25519Seed, devSolanaSecret } from './solana-dev-keys.js'
