// @foyer/core: the headless engine. Importing it touches no window, document or storage.
export type * from './types.js'
export type * from './siwx/types.js'
export { createFoyerClient, DEFAULT_CONNECT_TIMEOUT_MS, type FoyerClientInternals } from './client.js'
export * from './chains/index.js'
export {
  CaipParseError,
  formatCaipAddress,
  formatCaipNetworkId,
  isCaipAddress,
  isCaipNetworkId,
  parseCaipAddress,
  parseCaipNetworkId,
  type ParsedCaipAddress,
  type ParsedCaipNetworkId,
} from './caip.js'
export {
  ErrorText,
  FoyerError,
  FoyerOptionsError,
  RpcNotAllowedError,
  UserRejectedError,
  isUserRejection,
  type ErrorCode,
} from './errors.js'
export * from './constants.js'
export { APPROVAL_METHODS, assertRpcAllowed, classifyRpcMethod, type RpcMethodKind } from './rpc-gating.js'
export { addRecentWallet, isRecentWalletList } from './recent-wallets.js'
export { isConnectorVisible, isExcluded, type ExclusionRules } from './connectors/visibility.js'
export { connectorForNamespace, mergeConnectors, walletKey } from './connectors/merge.js'
export { buildWalletSections, type SectionInput } from './connectors/sections.js'
export { filterSocialsForPlatform, orderedConnectMethods, orderedWalletFeatures } from './connect-methods.js'
export { createMemoryStorage, defaultStorage } from './storage.js'
export { detectPlatform } from './platform.js'
export { UnknownViewError } from './router.js'
export { VIEW_NAMES, isViewName } from './views.js'
export { formatAmount, shortenAddress } from './format.js'
export { WalletTimeoutError, withTimeout } from './timeout.js'
// WalletConnect: constants and the pure helpers only; the SDK itself is loaded on demand by the client.
export {
  DEFAULT_RELAY_TIMEOUT_MS,
  WC_STORAGE_KEYS,
  WalletConnectCancelledError,
  type WcKeyValueStorage,
} from './walletconnect/controller.js'
export { WC_CONNECTOR_ID, buildOptionalNamespaces, walletConnectConnector } from './walletconnect/namespaces.js'
export { formatSiweMessage } from './siwx/siwe-format-message.js'
export { parseSiweMessage } from './siwx/siwe-parse-message.js'
export { SiweMessageError, type SiweMessageErrorField } from './siwx/siwe-errors.js'
export type { SiweMessageFields } from './siwx/siwe-message-fields.js'
export { parseRfc3339DateTime } from './siwx/siwe-rfc3339.js'
// Sign in with the wallet: the default SIWX and its swappable parts.
export {
  createDefaultSiwx,
  SiwxSessionError,
  type DefaultSiwxOptions,
  type SiwxAdapterHooks,
} from './siwx/create-default-siwx.js'
export {
  createSiwxMessenger,
  DEFAULT_SIWX_EXPIRATION_MS,
  SiwxMessengerError,
  type SiwxFormatter,
  type SiwxMessengerOptions,
} from './siwx/messenger.js'
export { createLocalSiwxStorage, isSiwxSession, SIWX_STORAGE_KEY } from './siwx/local-storage.js'
export { generateNonce } from './siwx/nonce.js'
