// @foyer/core: the headless engine. Importing it touches no window, document or storage.
export type * from './types.js'
export type * from './siwx/types.js'
export type * from './auth/types.js'
export { AUTH_CONNECTOR_ID } from './auth/types.js'
export { isAuthWallet, splitAuthConnectors } from './auth/connector.js'
export { createFoyerClient } from './create-foyer-client.js'
// Actions: what the client's methods call, for hosts that prefer functions of the client (wagmi's style).
export * from './actions/connect.js'
export * from './actions/connectAuth.js'
export * from './actions/connectWalletConnect.js'
export * from './actions/disconnect.js'
export * from './actions/estimateSendFee.js'
export * from './actions/getBlockchainApi.js'
export * from './actions/getTokenBalances.js'
export * from './actions/isValidAddress.js'
export * from './actions/refreshBalance.js'
export * from './actions/request.js'
export * from './actions/resetWcConnection.js'
export * from './actions/send.js'
export * from './actions/swap.js'
export * from './actions/switchNetwork.js'
// Query options (TanStack query-core) and selectors over the stores.
export {
  balanceQueryKey,
  balanceQueryOptions,
  tokenBalancesQueryKey,
  tokenBalancesQueryOptions,
  type BalanceQueryParameters,
} from './query/balance.js'
// The blockchain API client (spec §7), for hosts that talk to their API without a Foyer client, and its answers' shapes.
export { createBlockchainApi } from './api/create-blockchain-api.js'
export {
  walletsInfiniteQueryKey,
  walletsInfiniteQueryOptions,
  type WalletsInfiniteParameters,
  type WalletsQueryPage,
} from './api/wallets-query.js'
export type * from './api/create-blockchain-api.js'
export { BlockchainApiHttpError, type BlockchainApiConfig } from './api/api-request.js'
export type * from './api/types.js'
export * from './api/convert-types.js'
export { namespaceServesFeature, type ApiFeature } from './api/feature-support.js'
export { ConvertApiError } from './api/convert.js'
export {
  NoSwapRouteError,
  SWAP_QUOTE_LIFETIME_MS,
  swapAllowanceQueryKey,
  swapAllowanceQueryOptions,
  swapQuoteExpiresAt,
  swapQuoteQueryKey,
  swapQuoteQueryOptions,
  swapTokensQueryKey,
  swapTokensQueryOptions,
  type SwapAllowanceQueryParameters,
  type SwapQuoteQueryParameters,
} from './query/swap.js'
export {
  historyInfiniteQueryOptions,
  historyQueryKey,
  identityQueryKey,
  identityQueryOptions,
  NoBlockchainApiError,
  nftsQueryKey,
  nftsQueryOptions,
  portfolioQueryKey,
  portfolioQueryOptions,
  type AccountDataParameters,
} from './query/account-data.js'
export { transactionStatusQueryOptions, type TransactionStatusQueryParameters } from './query/transaction-status.js'
export {
  selectConnectedConnectorIds,
  selectWalletSections,
  type WalletSectionsState,
} from './selectors/wallet-sections.js'
export { selectConnectMethods, selectSocials, selectWalletFeatures } from './selectors/connect-options.js'
export {
  directoryQuery,
  directoryWalletItem,
  featuredFirst,
  mergeDirectoryWallets,
  type DirectoryRules,
} from './selectors/directory-wallets.js'
export {
  RECOMMENDED_WALLETS_LIMIT,
  withDirectoryWallets,
  type DirectorySections,
  type DirectorySectionsInput,
} from './connectors/directory-sections.js'
export { SEND_STATUS_MAX_POLLS, SEND_STATUS_POLL_MS } from './send/follow-transaction.js'
export { localTransactionToHistoryItem, mergeLocalTransactions } from './send/local-transactions.js'
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
  NetworkChangedError,
  NetworkUnreachableError,
  RpcNotAllowedError,
  UserRejectedError,
  isNetworkUnreachable,
  isRequestAlreadyPending,
  isUnsupportedMethod,
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
export { ConnectSupersededError } from './adapter-kit/guarded-connect.js'
// WalletConnect: constants and the pure helpers only; the SDK itself is loaded on demand by the client.
export { DEFAULT_RELAY_TIMEOUT_MS, WC_STORAGE_KEYS, walletConnectStoragePrefix } from './walletconnect/constants.js'
export { WalletConnectCancelledError } from './walletconnect/errors.js'
export type { WcKeyValueStorage } from './walletconnect/types.js'
export { WC_CONNECTOR_ID, buildOptionalNamespaces, walletConnectConnector } from './walletconnect/namespaces.js'
export { formatSiweMessage } from './siwx/siwe-format-message.js'
export { formatCaip122Message } from './siwx/caip122-format-message.js'
export { parseSiweMessage } from './siwx/siwe-parse-message.js'
export { SiweMessageError, type SiweMessageErrorField } from './siwx/siwe-errors.js'
export type { SiweMessageFields } from './siwx/siwe-message-fields.js'
export { parseRfc3339DateTime } from './siwx/siwe-rfc3339.js'
// Sign in with the wallet: the default SIWX and its swappable parts.
export { createDefaultSiwx, SiwxSessionError, type DefaultSiwxOptions } from './siwx/create-default-siwx.js'
export {
  createSiwxMessenger,
  DEFAULT_SIWX_EXPIRATION_MS,
  SiwxMessengerError,
  type SiwxFormatter,
  type SiwxMessengerOptions,
} from './siwx/messenger.js'
export { createLocalSiwxStorage, isSiwxSession, SIWX_STORAGE_KEY } from './siwx/local-storage.js'
export { generateNonce } from './siwx/nonce.js'
export * from './siwx/server-siwx.js'
// Names (spec §7 v1/profile/*, §9 suffixes): the registration message both sides share, the API calls and queries.
export * from './api/name-registration-message.js'
export * from './api/profile.js'
export * from './query/profile.js'
export * from './actions/registerName.js'
// Buy (spec §7 onramp): whether an amount fits the limits, and the options and quote query options.
export { checkOnrampAmount, onrampAmountCents, onrampLimitOf, type OnrampAmountCheck } from './api/onramp-limits.js'
export {
  ONRAMP_OPTIONS_LIFETIME_MS,
  ONRAMP_QUOTE_LIFETIME_MS,
  onrampOptionsQueryKey,
  onrampOptionsQueryOptions,
  onrampQuoteQueryKey,
  onrampQuoteQueryOptions,
} from './query/onramp.js'
