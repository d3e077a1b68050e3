export {
  createDevWalletKit,
  EVM_EVENTS,
  EVM_METHODS,
  SOLANA_METHODS,
  type CreateDevWalletKitOptions,
  type DevWalletKit,
  type DevWalletKitEvents,
  type DevWalletKitSession,
  type WalletConnectStorage,
} from './create-dev-wallet-kit.js'
export { createMemoryWalletConnectStorage } from './memory-storage.js'
