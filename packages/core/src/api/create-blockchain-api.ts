// The blockchain API client (spec §7) over TanStack query-core: the §9 cache lifetimes, the 30 s balance retry
// block with 'Token Balance Unavailable', 'Failed to fetch transactions', the §5 filters, and empty defaults without a
// request for chains the API does not serve.
import type { QueryClient } from '@tanstack/query-core'
import { BALANCE_RETRY_BLOCK_MS, CACHE_LIFETIME_MS } from '../constants.js'
import { FoyerError } from '../errors.js'
import type { CaipNetworkId } from '../types.js'
import { apiRequest, type BlockchainApiConfig } from './api-request.js'
import { isChainServed, isNamespaceServed, type ApiFeature } from './feature-support.js'
import { filterBalances, filterHistory } from './filters.js'
import {
  buildSwapApprove,
  buildSwapTransaction,
  getSwapAllowance,
  getSwapGasPrice,
  getSwapQuotes,
  getSwapTokens,
  type BuildSwapApproveParameters,
  type BuildSwapTransactionParameters,
  type GetSwapAllowanceParameters,
  type GetSwapQuotesParameters,
} from './convert.js'
import type { SwapGasPriceResponse, SwapQuote, SwapToken, SwapTransaction } from './convert-types.js'
import { getNfts, type GetNftsParameters, type NftItem } from './nfts.js'
import {
  generateOnrampUrl,
  getOnrampOptions,
  getOnrampQuote,
  type GenerateOnrampUrlParameters,
  type GetOnrampQuoteParameters,
  type OnrampOptions,
  type OnrampQuote,
} from './onramp.js'
import type {
  ApiBalance,
  BalanceResponse,
  FungiblePrice,
  FungiblePriceResponse,
  HistoryResponse,
  Identity,
  SupportedChains,
} from './types.js'
import { getWallets, type GetWalletsParameters, type WalletsPage } from './wallets.js'

export type {
  DirectoryWallet,
  DirectoryWalletInjected,
  GetWalletsParameters,
  WalletPlatform,
  WalletsPage,
} from './wallets.js'
export type { GetNftsParameters, NftItem } from './nfts.js'
export type {
  GenerateOnrampUrlParameters,
  GetOnrampQuoteParameters,
  OnrampAmount,
  OnrampNetwork,
  OnrampOptions,
  OnrampPaymentMethodLimit,
  OnrampProviderInfo,
  OnrampQuote,
} from './onramp.js'
export type {
  BuildSwapApproveParameters,
  BuildSwapTransactionParameters,
  GetSwapAllowanceParameters,
  GetSwapQuotesParameters,
} from './convert.js'

export interface GetBalancesParameters {
  address: string
  caipNetworkId: CaipNetworkId
  currency?: string
  /** Skip both caches (ours and the server's). */
  forceUpdate?: boolean
}

export interface GetHistoryParameters {
  /** The account's address. */
  account: string
  caipNetworkId: CaipNetworkId
  cursor?: string
  /** Include onramp purchases. */
  onramp?: string
}

export interface GetIdentityParameters {
  address: string
  /** The connected address asking, when there is one. */
  sender?: string
}

export interface BlockchainApi {
  readonly config: BlockchainApiConfig
  getSupportedChains(): Promise<SupportedChains>
  /** Whether `feature` is asked of the API for this chain at all. */
  serves(feature: ApiFeature, caipNetworkId: CaipNetworkId): Promise<boolean>
  /** Token balances, decimals-'0' tokens filtered out. Throws 'Token Balance Unavailable' (and for 30 s after). */
  getBalances(parameters: GetBalancesParameters): Promise<ApiBalance[]>
  /** One page of history on one chain, spam and other chains filtered out. Throws 'Failed to fetch transactions'. */
  getHistory(parameters: GetHistoryParameters): Promise<HistoryResponse>
  /** The ERC-721 tokens the account holds on one chain, newest first, spam left out (Foyer's own route). */
  getNfts(parameters: GetNftsParameters): Promise<NftItem[]>
  getIdentity(parameters: GetIdentityParameters): Promise<Identity>
  getTokenPrices(parameters: { addresses: string[]; currency?: string }): Promise<FungiblePrice[]>
  /** One page of the wallet directory (the server's `v1/wallets`), kept 5 minutes per distinct query. */
  getWallets(parameters?: GetWalletsParameters): Promise<WalletsPage>
  /** Buy: what can be bought with what, and the limits (the server's sample, flagged, when its provider fails). */
  getOnrampOptions(): Promise<OnrampOptions>
  /** Buy: a quote with its fees (spec §8's mocked quote, flagged `mocked`, when the provider fails). */
  getOnrampQuote(parameters: GetOnrampQuoteParameters): Promise<OnrampQuote>
  /** Buy: the provider's checkout URL for the person's wallet (POST v1/generators/onrampurl). */
  generateOnrampUrl(parameters: GenerateOnrampUrlParameters): Promise<string>
  /** Swaps (convert routes): tokens tradable on a chain, kept 5 minutes; throws 'Network not supported for Swaps'. */
  getSwapTokens(chainId: CaipNetworkId): Promise<SwapToken[]>
  getSwapQuotes(parameters: GetSwapQuotesParameters): Promise<SwapQuote[]>
  getSwapAllowance(parameters: GetSwapAllowanceParameters): Promise<bigint>
  getSwapGasPrice(chainId: CaipNetworkId): Promise<SwapGasPriceResponse>
  buildSwapApprove(parameters: BuildSwapApproveParameters): Promise<SwapTransaction>
  buildSwapTransaction(parameters: BuildSwapTransactionParameters): Promise<SwapTransaction>
}

/** A chain's swap token list changes when the server's config does, not while the modal is open. */
const SWAP_TOKENS_LIFETIME_MS = 5 * 60_000
const NO_CHAINS: SupportedChains = { http: [], ws: [] }
const NO_IDENTITY: Identity = { name: null, avatar: null }

export function createBlockchainApi(config: BlockchainApiConfig, queryClient: QueryClient): BlockchainApi {
  // Two clients (or two apps) on one QueryClient must not read each other's answers.
  const scope = ['foyer', 'api', config.baseUrl, config.projectId] as const
  const balanceFailedAt = new Map<string, number>()

  const getSupportedChains = () =>
    queryClient.fetchQuery({
      queryKey: [...scope, 'supportedChains'],
      queryFn: async () => {
        const answer = await apiRequest<Partial<SupportedChains>>(config, { path: 'v1/supported-chains' })
        const swaps = Array.isArray(answer.swaps) ? answer.swaps.filter((id) => typeof id === 'string') : undefined
        return { http: answer.http ?? NO_CHAINS.http, ws: answer.ws ?? NO_CHAINS.ws, ...(swaps ? { swaps } : {}) }
      },
      staleTime: Infinity,
      retry: false,
    })

  const serves = async (feature: ApiFeature, caipNetworkId: CaipNetworkId) =>
    isNamespaceServed(feature, caipNetworkId) && isChainServed(feature, caipNetworkId, await getSupportedChains())

  return {
    config,
    getSupportedChains,
    serves,

    async getBalances({ address, caipNetworkId, currency = 'usd', forceUpdate = false }) {
      const key = `${caipNetworkId}:${address}`
      const failedAt = balanceFailedAt.get(key)
      if (failedAt !== undefined && Date.now() - failedAt < BALANCE_RETRY_BLOCK_MS)
        throw new FoyerError('TOKEN_BALANCE_UNAVAILABLE')
      try {
        if (!(await serves('balance', caipNetworkId))) return []
        const queryKey = [...scope, 'balance', caipNetworkId, address, currency]
        if (forceUpdate) queryClient.removeQueries({ queryKey })
        const answer = await queryClient.fetchQuery({
          queryKey,
          queryFn: () =>
            apiRequest<BalanceResponse>(config, {
              path: `v1/account/${encodeURIComponent(address)}/balance`,
              query: { currency, chainId: caipNetworkId, forceUpdate: forceUpdate || undefined },
            }),
          staleTime: CACHE_LIFETIME_MS.portfolio,
          retry: false,
        })
        balanceFailedAt.delete(key)
        return filterBalances(answer.balances ?? [])
      } catch (error) {
        balanceFailedAt.set(key, Date.now())
        throw new FoyerError('TOKEN_BALANCE_UNAVAILABLE', { cause: error })
      }
    },

    async getHistory({ account, caipNetworkId, cursor, onramp }) {
      try {
        if (!(await serves('activity', caipNetworkId))) return { data: [] }
        const answer = await apiRequest<HistoryResponse>(config, {
          path: `v1/account/${encodeURIComponent(account)}/history`,
          query: { cursor, onramp, chainId: caipNetworkId },
        })
        const next = typeof answer.next === 'string' && answer.next !== '' ? answer.next : undefined
        return { data: filterHistory(answer.data ?? [], caipNetworkId), ...(next ? { next } : {}) }
      } catch (error) {
        throw new FoyerError('FETCH_TRANSACTIONS_FAILED', { cause: error })
      }
    },

    async getIdentity({ address, sender }) {
      return queryClient.fetchQuery({
        queryKey: [...scope, 'identity', address.toLowerCase()],
        queryFn: async () => {
          const answer = await apiRequest<Partial<Identity>>(config, {
            path: `v1/identity/${encodeURIComponent(address)}`,
            query: { sender },
          })
          return { name: answer.name ?? NO_IDENTITY.name, avatar: answer.avatar ?? NO_IDENTITY.avatar }
        },
        staleTime: CACHE_LIFETIME_MS.identity,
        retry: false,
      })
    },

    async getTokenPrices({ addresses, currency = 'usd' }) {
      if (addresses.length === 0) return []
      const answer = await apiRequest<FungiblePriceResponse>(config, {
        method: 'POST',
        path: 'v1/fungible/price',
        body: { currency, addresses, projectId: config.projectId },
      })
      return answer.fungibles ?? []
    },

    getNfts: (parameters) => getNfts(config, serves, parameters),

    getWallets: (parameters) => getWallets(config, queryClient, scope, parameters),

    getSwapTokens: (chainId) =>
      queryClient.fetchQuery({
        queryKey: [...scope, 'swapTokens', chainId],
        // A supported-chains list that failed leaves the server to say (the list is not the only way to know).
        queryFn: () =>
          getSwapTokens(config, chainId, () =>
            getSupportedChains().then(
              (supported) => supported.swaps,
              () => undefined,
            ),
          ),
        staleTime: SWAP_TOKENS_LIFETIME_MS,
        retry: false,
      }),
    getSwapQuotes: (parameters) => getSwapQuotes(config, parameters),
    getSwapAllowance: (parameters) => getSwapAllowance(config, parameters),
    getSwapGasPrice: (chainId) => getSwapGasPrice(config, chainId),
    buildSwapApprove: (parameters) => buildSwapApprove(config, parameters),
    buildSwapTransaction: (parameters) => buildSwapTransaction(config, parameters),
    getOnrampOptions: () => getOnrampOptions(config),
    getOnrampQuote: (parameters) => getOnrampQuote(config, parameters),
    generateOnrampUrl: (parameters) => generateOnrampUrl(config, parameters),
  }
}
