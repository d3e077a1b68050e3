// The wallet directory (GET v1/wallets on @foyer/server): one page of real wallets, filtered and searched on the
// server, kept in the query client so reopening All Wallets or typing a search again costs no request.
import type { QueryClient } from '@tanstack/query-core'
import { apiRequest, type BlockchainApiConfig } from './api-request.js'

/** How long a directory page or a search answer is reused: the directory changes with a seed, not by the minute. */
export const WALLETS_CACHE_MS = 5 * 60_000

export type WalletPlatform = 'injected' | 'mobile' | 'desktop' | 'web'

export interface GetWalletsParameters {
  /** 1-based. Default 1. */
  page?: number
  /** Wallets per page. The server's default is 40 and it caps at 100. */
  entries?: number
  /** Matched against names, case-insensitively; names that start with it come first. */
  search?: string
  /** Only these wallets (ids or rdns). */
  include?: string[]
  /** Never these wallets (ids or rdns). */
  exclude?: string[]
  /** CAIP-2 namespaces (`eip155`, `solana`, `bip122`) or chain ids; a wallet on any of them matches. */
  chains?: string[]
  /** Only wallets reachable this way; any of several matches. */
  platform?: WalletPlatform | WalletPlatform[]
}

/** How a wallet's in-browser provider is found (one of rdns, global, flag or walletStandard besides namespace). */
export interface DirectoryWalletInjected {
  namespace: string
  rdns?: string
  global?: string
  flag?: string
  walletStandard?: string
}

/** One wallet of the directory. A null field means no source gives it. */
export interface DirectoryWallet {
  id: string
  name: string
  rdns: string | null
  /** CAIP-2 namespaces. */
  chains: string[]
  /** The server's image route (icon or monogram), or a project's own image URL. */
  imageUrl: string
  homepage: string | null
  /** WalletConnect deep-link bases: append `wc?uri=<encoded URI>` (after a `/`). */
  mobile: { native: string | null; universal: string | null } | null
  desktop: { native: string | null } | null
  webapp: string | null
  appStore: string | null
  playStore: string | null
  chromeStore: string | null
  firefoxStore: string | null
  injected: DirectoryWalletInjected[]
  /** True when a source shows it connects over WalletConnect v2; null when none says. */
  walletConnect: boolean | null
}

export interface WalletsPage {
  /** Every wallet matching the filters, over all pages. */
  count: number
  data: DirectoryWallet[]
}

const joined = (values: readonly string[] | undefined) =>
  values && values.length > 0 ? [...values].sort().join(',') : undefined

/** The query as sent: lists sorted and joined, so the same question is one cache entry whatever its order. */
export function walletsQuery(parameters: GetWalletsParameters): Record<string, string | number | undefined> {
  const platform = typeof parameters.platform === 'string' ? [parameters.platform] : parameters.platform
  const search = parameters.search?.trim()
  return {
    page: parameters.page ?? 1,
    entries: parameters.entries,
    search: search ? search : undefined,
    include: joined(parameters.include),
    exclude: joined(parameters.exclude),
    chains: joined(parameters.chains),
    platform: joined(platform),
  }
}

export function getWallets(
  config: BlockchainApiConfig,
  queryClient: QueryClient,
  scope: readonly unknown[],
  parameters: GetWalletsParameters = {},
): Promise<WalletsPage> {
  const query = walletsQuery(parameters)
  return queryClient.fetchQuery({
    queryKey: [...scope, 'wallets', query],
    queryFn: async () => {
      const answer = await apiRequest<Partial<WalletsPage>>(config, { path: 'v1/wallets', query })
      return { count: answer.count ?? 0, data: answer.data ?? [] }
    },
    staleTime: WALLETS_CACHE_MS,
    retry: false,
  })
}
