// @foyer/core/internal: building blocks for Foyer's own packages (the adapters, react, server). No compatibility
// promise: hosts import from '@foyer/core'. Anything the adapters would otherwise each write again lives here once.
export {}
// The plumbing both chain adapters share (adapter-kit/): bounded connect, waiting for a late wallet, the wallet-error
// classifier, own-operation tracking, the adapter's shared state, the connector-list publisher and Wallet Standard
// registry discovery.
export {
  ConnectSupersededError,
  createGuardedConnect,
  type GuardedConnect,
  type GuardedConnectOptions,
} from './adapter-kit/guarded-connect.js'
export { waitForWallet } from './adapter-kit/wait-for-wallet.js'
export {
  createWalletErrorClassifier,
  type WalletErrorClassifier,
  type WalletErrorClassifierOptions,
} from './adapter-kit/wallet-errors.js'
export { hasErrorCode, hasErrorName, someCause } from './adapter-kit/cause-chain.js'
export { createOwnOperations, type OwnOperations } from './adapter-kit/own-operations.js'
export {
  createAdapterState,
  currentNetwork,
  dropConnection,
  requireConnection,
  type AdapterConnectionBase,
  type AdapterState,
} from './adapter-kit/adapter-state.js'
export { createConnectorPublisher } from './adapter-kit/connector-publisher.js'
export {
  registryWalletConnector,
  startRegistryDiscovery,
  type RegistryDiscovery,
  type WalletChangeEvents,
  type WalletRegistry,
} from './adapter-kit/registry-discovery.js'
export { parseAmount, type ParsedAmount } from './adapter-kit/parse-amount.js'
export { walletIconOf } from './wallet-icon.js'
export { withWalletTimeout } from './timeout.js'
