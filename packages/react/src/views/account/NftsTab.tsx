import { useState, type ReactElement } from 'react'
import { nftsQueryOptions, type ChainDefinition, type NftItem } from '@foyer/core'
import { useFoyerClient, useMessages } from '../../context.js'
import { useFoyerQuery } from '../../hooks/useFoyerQuery.js'
import { formatMessage } from '../../messages/en.js'
import { BackIcon } from '../../ui/icons.js'
import { Skeleton } from '../../ui/Spinner.js'
import { TabLoadFailed } from './TabLoadFailed.js'
import { WalletIcon } from '../../ui/WalletIcon.js'

/**
 * An NFT's picture: only an image carried in the token itself (a data: URI) is drawn. An http(s) or ipfs image would
 * make the page ask a host off this machine for every NFT shown (spam NFTs use that to see who looked), so those get
 * the monogram tile instead.
 */
function NftImage({ nft, size }: { nft: NftItem; size: number }): ReactElement {
  return nft.imageUrl?.startsWith('data:image/') ? (
    <img className="foyer-nft-image" src={nft.imageUrl} alt="" width={size} height={size} />
  ) : (
    <WalletIcon name={nft.collection ?? nft.name} size={size} />
  )
}

function NftDetail({
  nft,
  network,
  onBack,
}: {
  nft: NftItem
  network: ChainDefinition
  onBack: () => void
}): ReactElement {
  const messages = useMessages()
  const explorer = network.blockExplorers?.default
  return (
    <div className="foyer-stack foyer-nft-detail">
      <button type="button" className="foyer-button" data-variant="secondary" onClick={onBack}>
        <BackIcon />
        {messages.allNfts}
      </button>
      <NftImage nft={nft} size={240} />
      <h3 className="foyer-profile-name">{nft.name}</h3>
      <dl className="foyer-summary">
        {nft.collection && (
          <div>
            <dt>{messages.nftCollection}</dt>
            <dd>{nft.collection}</dd>
          </div>
        )}
        <div>
          <dt>{messages.nftTokenId}</dt>
          <dd className="foyer-mono">{nft.tokenId}</dd>
        </div>
        <div>
          <dt>{messages.nftContract}</dt>
          <dd className="foyer-mono">{nft.contract}</dd>
        </div>
      </dl>
      {explorer && (
        <a
          className="foyer-link"
          href={`${explorer.url.replace(/\/+$/, '')}/token/${nft.contract}?a=${nft.tokenId}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {formatMessage(messages.viewOnExplorer, { explorer: explorer.name })}
        </a>
      )}
    </div>
  )
}

/**
 * The NFTs tab: the ERC-721s the account holds on the active network, from the server's indexer (spam already left out
 * by the client), as a grid of pictures with name and collection; one opens its detail with the explorer link.
 */
export function NftsTab({ address, network }: { address: string; network: ChainDefinition }): ReactElement {
  const client = useFoyerClient()
  const messages = useMessages()
  const query = useFoyerQuery(nftsQueryOptions(client, { address, caipNetworkId: network.caipNetworkId }))
  const [open, setOpen] = useState<NftItem | undefined>(undefined)

  if (open) return <NftDetail nft={open} network={network} onBack={() => setOpen(undefined)} />
  if (query.isPending)
    return (
      <div className="foyer-nft-grid" aria-busy="true" aria-label={messages.nfts}>
        {[0, 1].map((i) => (
          <Skeleton key={i} width="100%" height={150} radius={12} />
        ))}
      </div>
    )
  if (query.isError)
    return (
      <TabLoadFailed message={messages.nftsFailed} retrying={query.isFetching} onRetry={() => void query.refetch()} />
    )
  if (query.data.length === 0) return <p className="foyer-muted foyer-center">{messages.noNfts}</p>
  return (
    <ul className="foyer-nft-grid" aria-label={messages.nfts}>
      {query.data.map((nft) => (
        <li key={`${nft.contract}:${nft.tokenId}`}>
          <button type="button" className="foyer-nft-card" onClick={() => setOpen(nft)}>
            <NftImage nft={nft} size={140} />
            <span className="foyer-nft-name">{nft.name}</span>
            {nft.collection && <span className="foyer-muted">{nft.collection}</span>}
          </button>
        </li>
      ))}
    </ul>
  )
}
