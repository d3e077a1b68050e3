// React bindings for core's query options (TanStack query-core), without @tanstack/react-query: an observer per
// component, re-pointed when the query key changes, read through useSyncExternalStore so a render never tears.
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import {
  InfiniteQueryObserver,
  notifyManager,
  QueryObserver,
  type InfiniteData,
  type InfiniteQueryObserverOptions,
  type InfiniteQueryObserverResult,
  type QueryKey,
  type QueryObserverOptions,
  type QueryObserverResult,
} from '@tanstack/query-core'
import { useFoyerClient } from '../context.js'

type Observer = {
  subscribe(listener: () => void): () => void
  getCurrentResult(): unknown
}

function useObserverResult<R>(observer: Observer): R {
  const subscribe = useCallback(
    (onChange: () => void) => observer.subscribe(notifyManager.batchCalls(onChange)),
    [observer],
  )
  const read = useCallback(() => observer.getCurrentResult() as R, [observer])
  return useSyncExternalStore(subscribe, read, read)
}

/**
 * Re-points the observer when the options become a new question. Not on mount: the observer was just built with
 * those options, and setting them again redoes the key's hash and the result (traced: with the Connect view's three
 * directory queries, a fifth of the view's first render at 4× CPU).
 */
function useRepointed<TOptions>(observer: { setOptions(options: TOptions): void }, options: TOptions): void {
  const [built] = useState(options)
  useEffect(() => {
    if (options !== built) observer.setOptions(options)
  }, [observer, options, built])
}

/** One query (core's `…QueryOptions(client, …)`); `enabled: false` holds it without asking. */
export function useFoyerQuery<TData>(
  options: QueryObserverOptions<TData, Error, TData, TData, QueryKey>,
): QueryObserverResult<TData, Error> {
  const client = useFoyerClient()
  const keyHash = JSON.stringify(options.queryKey)
  // The caller builds a new options object each render; only a new key or `enabled` is a new question.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stable = useMemo(() => options, [keyHash, options.enabled])
  const [observer] = useState(() => new QueryObserver(client.queryClient, stable))
  useRepointed(observer, stable)
  return useObserverResult<QueryObserverResult<TData, Error>>(observer)
}

/** A paged query (core's `historyInfiniteQueryOptions`): `fetchNextPage` follows the API's cursor. */
export function useFoyerInfiniteQuery<TPage, TParam>(
  options: InfiniteQueryObserverOptions<TPage, Error, InfiniteData<TPage, TParam>, QueryKey, TParam>,
): InfiniteQueryObserverResult<InfiniteData<TPage, TParam>, Error> {
  const client = useFoyerClient()
  const keyHash = JSON.stringify(options.queryKey)
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stable = useMemo(() => options, [keyHash, options.enabled])
  const [observer] = useState(() => new InfiniteQueryObserver(client.queryClient, stable))
  useRepointed(observer, stable)
  return useObserverResult<InfiniteQueryObserverResult<InfiniteData<TPage, TParam>, Error>>(observer)
}
