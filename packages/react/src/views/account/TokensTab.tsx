import { useState, type ReactElement } from 'react'
import { formatAmount, getBlockchainApi, portfolioQueryOptions, type ApiBalance } from '@foyer/core'
import { useFoyerClient, useMessages } from '../../context.js'
import { useFoyerQuery } from '../../hooks/useFoyerQuery.js'
import { RefreshIcon } from '../../ui/icons.js'
import { Skeleton, Spinner } from '../../ui/Spinner.js'
import { TabLoadFailed } from './TabLoadFailed.js'
import { WalletIcon } from '../../ui/WalletIcon.js'
import { formatUsd } from './formatUsd.js'

function TokenRow({ token }: { token: ApiBalance }): ReactElement {
  return (
    <li className="foyer-token-row">
      <WalletIcon name={token.symbol || token.name} src={token.iconUrl} size={36} round />
      <span className="foyer-token-name">
        <span>{token.name}</span>
        <span className="foyer-muted">
          {formatAmount(token.quantity.numeric, 4)} {token.symbol}
        </span>
      </span>
      <span className="foyer-token-value">{token.value === undefined ? '' : formatUsd(token.value)}</span>
    </li>
  )
}

/**
 * The Tokens tab: what the account holds on the active network, from the app's blockchain API (spec §7 balance),
 * most valuable first, with the total. A failure shows the spec's 'Token Balance Unavailable'; asking again inside
 * 30 s of a failure answers the same without asking the server (spec §9 retry block).
 */
export function TokensTab({ address, caipNetworkId }: { address: string; caipNetworkId: string }): ReactElement {
  const client = useFoyerClient()
  const messages = useMessages()
  const params = { address, caipNetworkId: caipNetworkId as `${string}:${string}` }
  const query = useFoyerQuery({ ...portfolioQueryOptions(client, params), enabled: Boolean(getBlockchainApi(client)) })
  const [refreshing, setRefreshing] = useState(false)

  const refresh = async (): Promise<void> => {
    setRefreshing(true)
    try {
      await client.queryClient.fetchQuery({
        ...portfolioQueryOptions(client, { ...params, forceUpdate: true }),
        staleTime: 0,
      })
    } catch {
      // The query's own state shows the failure.
    } finally {
      setRefreshing(false)
    }
  }

  if (query.isPending && query.fetchStatus !== 'idle') {
    return (
      <ul className="foyer-list" aria-label={messages.tokens} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <li key={i} className="foyer-token-row">
            <Skeleton width={36} height={36} />
            <Skeleton width={140} height={14} />
          </li>
        ))}
      </ul>
    )
  }
  if (query.isError) {
    return (
      <TabLoadFailed message={messages.tokenBalanceUnavailable} retrying={refreshing} onRetry={() => void refresh()} />
    )
  }
  const tokens = query.data ?? []
  return (
    <div>
      <div className="foyer-tab-head">
        <button
          type="button"
          className="foyer-icon-button"
          aria-label={messages.refreshTokens}
          aria-busy={refreshing || undefined}
          disabled={refreshing}
          onClick={() => void refresh()}
        >
          {refreshing ? <Spinner size={14} /> : <RefreshIcon />}
        </button>
      </div>
      {tokens.length === 0 ? (
        <p className="foyer-muted foyer-center">{messages.noTokens}</p>
      ) : (
        <ul className="foyer-list" aria-label={messages.tokens}>
          {tokens.map((token) => (
            <TokenRow key={`${token.chainId}:${token.address ?? 'native'}`} token={token} />
          ))}
        </ul>
      )}
    </div>
  )
}
