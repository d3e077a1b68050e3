export { mountApprovalPanel, type ApprovalPanel, type ApprovalPanelOptions } from './approval-panel.js'
export {
  createDevWalletProvider,
  type CreateDevWalletProviderOptions,
  type DevWalletControls,
  type DevWalletProvider,
  type DevWalletStorage,
} from './create-dev-wallet-provider.js'
export {
  createDevSolanaWallet,
  DEFAULT_SOLANA_CHAINS,
  DEV_SOLANA_WALLET_STORAGE_KEY,
  DevWalletStandardError,
  FOYER_SOLANA_DEVNET_CHAIN,
  type CreateDevSolanaWalletOptions,
  type DevSolanaWallet,
  type DevSolanaWalletControls,
  type DevSolanaWalletFeatures,
} from './create-dev-solana-wallet.js'
export { chainLabel, describeRequest, type RequestDescription } from './describe-request.js'
export { DEV_MNEMONIC, devAccount } from './dev-keys.js'
export { DEV_WALLET_ICON, DEV_WALLET_NAME, DEV_WALLET_RDNS, DEV_WALLET_STANDARD_ICON } from './identity.js'
export {
  DEV_WALLET_STORAGE_KEY,
  installDevWallet,
  type DevBitcoinWalletHandle,
  type DevSolanaWalletHandle,
  type DevWalletHandle,
  type DevWalletInfo,
  type InstallDevWalletOptions,
} from './install-dev-wallet.js'
export { ProviderRpcError, RpcErrorCode } from './rpc-error.js'
export { registerStandardWallet } from './register-standard-wallet.js'
export { createSignInMessageText } from './sign-in-message.js'
export {
  formatSol,
  summarizeSolanaTransaction,
  type SolanaTransactionSummary,
  type SolanaTransfer,
} from './solana-transaction-summary.js'
export type {
  ApproveRequest,
  DevWalletApprovalRequest,
  DevWalletChain,
  PendingRequest,
  SolanaPendingRequest,
  SolanaRequestKind,
  SolanaSignInFields,
  TransactionParams,
  TypedDataPayload,
  WalletConnectAuthenticateRequest,
  WalletConnectProposalRequest,
} from './types.js'
export { deriveEd25519Seed, devSolanaSecret } from './solana-dev-keys.js'
export { devBitcoinKeys, type BitcoinDevKeys, type BitcoinPurpose } from './bitcoin/keys.js'
export { signBip322Simple, verifyBip322Simple, bip322MessageHash } from './bitcoin/bip322.js'
export { createDevBitcoinWallet } from './bitcoin/create-dev-bitcoin-wallet.js'
export { formatBtc } from './bitcoin/describe-bitcoin-request.js'
export {
  BitcoinConnect,
  BitcoinSignMessage,
  BitcoinSignTransaction,
  type BitcoinAddressPurpose,
  type BitcoinSignMessageInput,
  type BitcoinSignMessageOutput,
  type BitcoinSignTransactionInput,
  type BitcoinSignTransactionOutput,
} from './bitcoin/features.js'
export type {
  BitcoinPendingRequest,
  BitcoinRequestKind,
  BitcoinTransactionSummary,
  CreateDevBitcoinWalletOptions,
  DevBitcoinWallet,
  DevBitcoinWalletControls,
  DevBitcoinWalletFeatures,
} from './bitcoin/types.js'
export { DEV_BITCOIN_WALLET_STORAGE_KEY } from './bitcoin/wallet-state.js'
export {
  BITCOIN_NETWORKS,
  BITCOIN_WALLET_CHAINS,
  type BitcoinNetworkParams,
  type BitcoinWalletChain,
} from './bitcoin/networks.js'
