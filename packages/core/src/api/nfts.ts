// The NFTs an account holds (GET v1/account/{address}/nfts on @foyer/server, Foyer's own route: spec §7 has none). The
// server answers spam too, flagged; the client drops it here so no view can show it by mistake. Only chains the API
// serves for activity are asked: the holdings come from the same indexer as the history.
import type { CaipNetworkId } from '../types.js'
import { apiRequest, type BlockchainApiConfig } from './api-request.js'
import type { ApiFeature } from './feature-support.js'

export interface GetNftsParameters {
  address: string
  caipNetworkId: CaipNetworkId
}

/** One ERC-721 token the account holds. */
export interface NftItem {
  /** CAIP-2 chain. */
  chainId: CaipNetworkId
  /** The token contract. */
  contract: string
  /** Decimal string (ERC-721 ids are uint256). */
  tokenId: string
  /** The token's own name, else "<collection> #<id>", else "#<id>". */
  name: string
  collection: string | null
  /** Usually a data: URI (the server decodes only on-chain metadata); null when the token has none. */
  imageUrl: string | null
}

interface NftsAnswer {
  data?: (Partial<NftItem> & { isSpam?: boolean })[]
}

export async function getNfts(
  config: BlockchainApiConfig,
  serves: (feature: ApiFeature, caipNetworkId: CaipNetworkId) => Promise<boolean>,
  { address, caipNetworkId }: GetNftsParameters,
): Promise<NftItem[]> {
  if (!(await serves('activity', caipNetworkId))) return []
  const answer = await apiRequest<NftsAnswer>(config, {
    path: `v1/account/${encodeURIComponent(address)}/nfts`,
    query: { chainId: caipNetworkId },
  })
  return (answer.data ?? [])
    .filter(
      (item) =>
        item.isSpam !== true &&
        item.chainId === caipNetworkId &&
        typeof item.contract === 'string' &&
        typeof item.tokenId === 'string',
    )
    .map((item) => ({
      chainId: caipNetworkId,
      contract: item.contract!,
      tokenId: item.tokenId!,
      name: typeof item.name === 'string' && item.name !== '' ? item.name : `#${item.tokenId}`,
      collection: typeof item.collection === 'string' ? item.collection : null,
      imageUrl: typeof item.imageUrl === 'string' ? item.imageUrl : null,
    }))
}
