import { useEffect, useMemo, useRef, type ReactElement } from 'react'
import {
  formatAmount,
  historyInfiniteQueryOptions,
  mergeLocalTransactions,
  type HistoryItem,
  type HistoryTransfer,
} from '@foyer/core'
import { useFoyerClient, useMessages } from '../../context.js'
import { useFoyerInfiniteQuery } from '../../hooks/useFoyerQuery.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { formatMessage } from '../../messages/en.js'
import { ArrowInIcon, ArrowOutIcon } from '../../ui/icons.js'
import { Skeleton, Spinner } from '../../ui/Spinner.js'
import { TabLoadFailed } from './TabLoadFailed.js'
import { groupByDay } from './groupByDay.js'
import { useCounterpartyName } from './useCounterpartyName.js'

function transferText(transfer: HistoryTransfer): string {
  if (transfer.nft_info) return transfer.nft_info.name ?? transfer.nft_info.collection ?? 'NFT'
  const symbol = transfer.fungible_info?.symbol ?? ''
  return `${formatAmount(transfer.quantity.numeric, 4)} ${symbol}`.trim()
}

function ActivityRow({ item, caipNetworkId }: { item: HistoryItem; caipNetworkId: string }): ReactElement {
  const messages = useMessages()
  const main = item.transfers[0]
  const direction = main?.direction ?? 'out'
  const counterparty = useCounterpartyName(
    direction === 'in' ? item.metadata.sentFrom : item.metadata.sentTo,
    caipNetworkId,
  )
  const title =
    direction === 'in'
      ? messages.activityReceived
      : direction === 'self'
        ? messages.activitySelf
        : messages.activitySent
  const time = new Date(item.metadata.minedAt)
  const status =
    item.metadata.status === 'failed'
      ? messages.activityFailed
      : item.metadata.status === 'pending'
        ? messages.activityPending
        : messages.activityConfirmed
  return (
    <li className="foyer-activity-row" data-status={item.metadata.status}>
      <span className="foyer-tile-icon" aria-hidden="true" data-direction={direction}>
        {direction === 'in' ? <ArrowInIcon /> : <ArrowOutIcon />}
      </span>
      <span className="foyer-token-name">
        <span>
          {title}
          <span className="foyer-badge" data-kind={item.metadata.status === 'failed' ? 'error' : 'muted'}>
            {status}
          </span>
        </span>
        <span className="foyer-muted">
          {counterparty
            ? formatMessage(direction === 'in' ? messages.activityFrom : messages.activityTo, {
                who: counterparty,
              })
            : ''}
          {Number.isNaN(time.getTime())
            ? ''
            : ` · ${time.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}`}
        </span>
      </span>
      <span className="foyer-token-value" data-direction={direction}>
        {item.transfers.map((t, i) => (
          <span key={i}>
            {t.direction === 'in' ? '+' : t.direction === 'out' ? '−' : ''}
            {transferText(t)}
          </span>
        ))}
      </span>
    </li>
  )
}

/**
 * The Activity tab: the account's history on the active network from the app's blockchain API (spec §7), grouped by
 * day, newest first; the next page loads when the end of the list scrolls into view (or from its button). On failure
 * the spec's 'Failed to fetch transactions' with a way to ask again; the list is then empty with no cursor (spec §4).
 */
export function ActivityTab({ address, caipNetworkId }: { address: string; caipNetworkId: string }): ReactElement {
  const client = useFoyerClient()
  const messages = useMessages()
  const query = useFoyerInfiniteQuery(
    historyInfiniteQueryOptions(client, { address, caipNetworkId: caipNetworkId as `${string}:${string}` }),
  )
  // Transfers sent from this page that the API does not list yet come first (pending, then settled).
  const local = useStoreSelector(client.stores.transactions, (s) => s.local)
  const items = useMemo(
    () =>
      mergeLocalTransactions(local, query.data?.pages.flatMap((page) => page.data) ?? [], { address, caipNetworkId }),
    [local, query.data, address, caipNetworkId],
  )
  const groups = useMemo(
    () => groupByDay(items, { today: messages.today, yesterday: messages.yesterday, unknown: messages.unknownDate }),
    [items, messages],
  )
  const sentinel = useRef<HTMLDivElement>(null)
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query
  useEffect(() => {
    const node = sentinel.current
    if (!node || !hasNextPage || typeof IntersectionObserver !== 'function') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage()
    })
    observer.observe(node)
    return () => observer.disconnect()
  }, [hasNextPage, isFetchingNextPage, fetchNextPage])

  if (query.isPending && items.length === 0) {
    return (
      <ul className="foyer-list" aria-label={messages.activity} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <li key={i} className="foyer-activity-row">
            <Skeleton width={36} height={36} />
            <Skeleton width={160} height={14} />
          </li>
        ))}
      </ul>
    )
  }
  if (query.isError && items.length === 0) {
    return (
      <TabLoadFailed
        message={messages.failedToFetchTransactions}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    )
  }
  if (items.length === 0) return <p className="foyer-muted foyer-center">{messages.noActivity}</p>
  return (
    <div className="foyer-activity">
      {groups.map((group) => (
        <section key={group.day} aria-label={group.label}>
          <h3 className="foyer-day">{group.label}</h3>
          <ul className="foyer-list">
            {group.items.map((item) => (
              <ActivityRow key={item.id} item={item} caipNetworkId={caipNetworkId} />
            ))}
          </ul>
        </section>
      ))}
      {query.isFetchNextPageError && (
        <p className="foyer-error" role="alert">
          {messages.failedToFetchTransactions}
        </p>
      )}
      {hasNextPage && (
        <div ref={sentinel} className="foyer-center">
          <button
            type="button"
            className="foyer-button"
            data-variant="secondary"
            disabled={isFetchingNextPage}
            aria-busy={isFetchingNextPage || undefined}
            onClick={() => void fetchNextPage()}
          >
            {isFetchingNextPage ? <Spinner size={14} /> : null}
            {messages.loadMore}
          </button>
        </div>
      )}
    </div>
  )
}
