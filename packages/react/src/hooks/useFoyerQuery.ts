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
import type { FoyerClient } from '@foyer/core'
import { useFoyerClient } from '../context.js'
import { ON_PAGE, useOffPage, type OffPage } from '../modal/off-page.js'

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

type RefetchSetting = boolean | 'always' | ((query: never) => boolean | 'always') | undefined
type RefetchOptions = { refetchOnWindowFocus?: RefetchSetting; refetchOnReconnect?: RefetchSetting }

/**
 * In a dialog rendered ahead of an open (off the page), a query does not refetch on its own when the window regains
 * focus or the browser comes back online: nobody sees it, and a closed modal should cost the app's API nothing. It
 * does again, as configured, once the dialog is on the page, without the options changing (so without any work in
 * the opening click).
 */
function quietOffPage<O extends object>(options: O, offPage: OffPage, client: FoyerClient): O {
  if (offPage === ON_PAGE) return options
  const own = options as RefetchOptions
  const defaults = (client.queryClient.getDefaultOptions().queries ?? {}) as RefetchOptions
  const onPage = (setting: RefetchSetting) => {
    const resolved = (setting ?? true) as boolean | 'always' | ((query: unknown) => boolean | 'always')
    return (query: unknown) => (offPage.current ? false : typeof resolved === 'function' ? resolved(query) : resolved)
  }
  return {
    ...options,
    refetchOnWindowFocus: onPage(own.refetchOnWindowFocus ?? defaults.refetchOnWindowFocus),
    refetchOnReconnect: onPage(own.refetchOnReconnect ?? defaults.refetchOnReconnect),
  }
}

/** One query (core's `…QueryOptions(client, …)`); `enabled: false` holds it without asking. */
export function useFoyerQuery<TData>(
  options: QueryObserverOptions<TData, Error, TData, TData, QueryKey>,
): QueryObserverResult<TData, Error> {
  const client = useFoyerClient()
  const offPage = useOffPage()
  const keyHash = JSON.stringify(options.queryKey)
  // The caller builds a new options object each render; only a new key or `enabled` is a new question.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stable = useMemo(() => quietOffPage(options, offPage, client), [keyHash, options.enabled, offPage, client])
  const [observer] = useState(() => new QueryObserver(client.queryClient, stable))
  useRepointed(observer, stable)
  return useObserverResult<QueryObserverResult<TData, Error>>(observer)
}

/** A paged query (core's `historyInfiniteQueryOptions`): `fetchNextPage` follows the API's cursor. */
export function useFoyerInfiniteQuery<TPage, TParam>(
  options: InfiniteQueryObserverOptions<TPage, Error, InfiniteData<TPage, TParam>, QueryKey, TParam>,
): InfiniteQueryObserverResult<InfiniteData<TPage, TParam>, Error> {
  const client = useFoyerClient()
  const offPage = useOffPage()
  const keyHash = JSON.stringify(options.queryKey)
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stable = useMemo(() => quietOffPage(options, offPage, client), [keyHash, options.enabled, offPage, client])
  const [observer] = useState(() => new InfiniteQueryObserver(client.queryClient, stable))
  useRepointed(observer, stable)
  return useObserverResult<InfiniteQueryObserverResult<InfiniteData<TPage, TParam>, Error>>(observer)
}
