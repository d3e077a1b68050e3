import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ReactElement } from 'react'
import {
  defaultRangeExtractor,
  elementScroll,
  useVirtualizer,
  type Range,
  type Rect,
  type VirtualItem,
  type Virtualizer,
} from '@tanstack/react-virtual'
import { featuredFirst, mergeDirectoryWallets, type WalletListItem } from '@foyer/core'
import { useFoyerClient, useMessages } from '../context.js'
import { useWalletSections } from '../hooks/useWalletSections.js'
import { formatMessage } from '../messages/en.js'
import { Skeleton } from '../ui/Spinner.js'
import { SearchIcon } from '../ui/icons.js'
import { useFocusAfterPaint } from '../hooks/useFocusAfterPaint.js'
import { afterNextPaint } from '../modal/after-next-paint.js'
import { useDirectoryWallets } from './all-wallets/useDirectoryWallets.js'
import {
  searchNeedle,
  searchResults,
  type DirectoryListState,
  type SearchableWallet,
  type SearchResults,
} from './all-wallets/searchResults.js'
import { createWalletRowPool, type PooledWalletRow, type WalletRowPool } from './all-wallets/walletRowPool.js'
import { dedupeWallets, selectWallet } from './walletActions.js'
import { walletRowModel } from './walletRowModel.js'

/** A mouse or trackpad: typing is likely next (on touch screens the on-screen keyboard would cover the list). */
const finePointer = (): boolean => typeof matchMedia === 'function' && matchMedia('(pointer: fine)').matches

const ROW_HEIGHT = 62 // 56px row + 6px gap
const FALLBACK_RECT: Rect = { width: 328, height: 400 }
/** The next directory page is asked for when the last rendered row is this close to the end of what is loaded. */
const LOAD_AHEAD_ROWS = 10

// The list's size comes from its ResizeObserver, which reports after the browser's own layout of the frame (a size
// change is rendered before that frame paints). The library's observer also reads the size at once, in a layout
// effect, which forced the style and layout of the whole new view inside the click (traced at 4× CPU: ~75 ms of
// ~360). Until the first report, and where there is no layout (jsdom), the CSS size stands in, so the first render
// already has rows rather than an empty box.
function observeRectAfterLayout(
  instance: Virtualizer<HTMLDivElement, Element>,
  cb: (rect: Rect) => void,
): void | (() => void) {
  const element = instance.scrollElement
  if (!element || typeof ResizeObserver !== 'function') return cb(FALLBACK_RECT)
  const observer = new ResizeObserver(() => {
    const rect = { width: element.clientWidth, height: element.clientHeight }
    cb(rect.height > 0 ? rect : FALLBACK_RECT)
  })
  observer.observe(element, { box: 'content-box' })
  return () => observer.disconnect()
}

/** What a render listed from, kept for the keystroke path. */
interface ListedFrom {
  wallets: readonly SearchableWallet[]
  directoryItems: readonly WalletListItem[]
  directory: DirectoryListState
  empty: boolean
}

/**
 * Every wallet the app offers (installed, custom, featured, …) with a search box; virtualized for long lists. With
 * `apiUrl`, the server's wallet directory follows them, a page at a time as the list scrolls, searched on the server.
 */
export default function AllWalletsView(): ReactElement {
  const client = useFoyerClient()
  const messages = useMessages()
  const [query, setQuery] = useState('')
  const sections = useWalletSections()

  const wallets = useMemo(() => {
    const listed = sections.filter((s) => s.name !== 'walletConnect')
    return dedupeWallets([listed.flatMap((s) => s.wallets)])[0]!.map((wallet) => ({
      wallet,
      key: wallet.name.toLowerCase(),
    }))
  }, [sections])

  const needle = searchNeedle(query)
  const directory = useDirectoryWallets(query)
  const directoryItems = useMemo(() => {
    const { options } = client
    const merged = mergeDirectoryWallets(
      wallets.map((w) => w.wallet),
      directory.wallets,
      options,
      new Set(client.stores.connectors.getState().recentWallets.map((w) => w.id)),
    )
    return directory.search === '' ? featuredFirst(merged, options.featuredWalletIds) : merged
  }, [client, wallets, directory.wallets, directory.search])
  const { search: answered, count, hasMore, loading, failed } = directory
  const loaded = directory.wallets.length
  const directoryState = useMemo<DirectoryListState>(
    () => ({ search: answered, count, loaded, hasMore, loading, failed }),
    [answered, count, loaded, hasMore, loading, failed],
  )
  const { results, total, moreRow, empty } = useMemo(
    () => searchResults(wallets, directoryItems, directoryState, needle),
    [wallets, directoryItems, directoryState, needle],
  )

  const onSelect = useCallback((wallet: WalletListItem) => selectWallet(client, wallet), [client])

  const scrollRef = useRef<HTMLDivElement>(null)
  const searchRef = useRef<HTMLInputElement>(null)
  // Straight to typing with a keyboard (on touch screens the on-screen keyboard would hide the list), once the view's
  // first frame is painted: focusing in the commit, as autoFocus does, forced a style update inside the click.
  useFocusAfterPaint(searchRef, finePointer)
  // Whether the list has been scrolled away from the top, noted from its scroll events: a new query scrolls back only
  // then, because setting the scroll offset forces a layout inside the keystroke, before React has even rendered.
  const scrolledRef = useRef(false)
  // The row holding the focus, and its neighbours, are rendered wherever the list is scrolled: Tab and Shift+Tab
  // always find the next wallet in the document, however fast they are pressed (without this, a Tab pressed before
  // the scroll it caused had rendered the next rows left the list), and scrolling away does not take the focus.
  const [focusedIndex, setFocusedIndex] = useState(-1)
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range)
      if (focusedIndex < 0) return indexes
      const near = [focusedIndex - 1, focusedIndex, focusedIndex + 1].filter((i) => i >= 0 && i < range.count)
      return [...new Set([...indexes, ...near])].sort((a, b) => a - b)
    },
    [focusedIndex],
  )
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: results.length + moreRow,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 2,
    rangeExtractor,
    initialRect: FALLBACK_RECT,
    observeElementRect: observeRectAfterLayout,
    // Subscribing to the new list scrolls it to where it already is, the top; a scroll write forces a layout of the
    // whole new view inside the click (traced at 4× CPU: ~45 ms). Only a write that moves the list is made.
    scrollToFn: (offset, options, instance) => {
      if (offset + (options.adjustments ?? 0) === 0 && !scrolledRef.current) return
      elementScroll(offset, options, instance)
    },
  })

  const virtualItems = virtualizer.getVirtualItems()
  const lastIndex = virtualItems.length > 0 ? virtualItems[virtualItems.length - 1]!.index : 0
  const { loadMore } = directory
  useEffect(() => {
    if (hasMore && !loading && lastIndex >= results.length - LOAD_AHEAD_ROWS) loadMore()
  }, [hasMore, loading, loadMore, lastIndex, results.length])

  // The wallet rows are not rendered by React: the pool patches the visible ones in place (see walletRowPool.ts for
  // why), from a keystroke itself (onType, below) and after each render in a layout effect.
  const listRef = useRef<HTMLUListElement>(null)
  const poolRef = useRef<WalletRowPool | null>(null)
  const rowIdPrefix = useId()
  useLayoutEffect(() => {
    const pool = createWalletRowPool(listRef.current!, {
      onSelect,
      idPrefix: rowIdPrefix,
      rowHeight: ROW_HEIGHT,
    })
    poolRef.current = pool
    return () => {
      pool.destroy()
      poolRef.current = null
    }
  }, [rowIdPrefix, onSelect])
  const rowsFor = (items: readonly VirtualItem[], listed: readonly WalletListItem[]): PooledWalletRow[] => {
    const rows: PooledWalletRow[] = []
    for (const item of items) {
      const wallet = listed[item.index]
      if (wallet)
        rows.push({ index: item.index, start: item.start, wallet, model: walletRowModel(client, messages, wallet) })
    }
    return rows
  }
  const pooledRows = rowsFor(virtualItems, results)

  // Shows a search's rows. While nothing matches, the rows stay as they were, hidden with the list (below): erasing
  // the letter that emptied the list brings back the same rows, and the pool then writes nothing.
  const show = (outcome: SearchResults, rows: readonly PooledWalletRow[], height: number): void => {
    if (outcome.empty) return
    poolRef.current?.update(rows, outcome.total)
    const list = listRef.current
    if (list && list.style.height !== `${height}px`) list.style.height = `${height}px`
  }

  // The text in the box, which runs ahead of `query` between a keystroke and the render it schedules (below).
  const typedRef = useRef('')
  // What the last render listed from: the keystroke path searches the same wallets. Filled by the layout effect below,
  // before the box can be typed in.
  const listedFrom = useRef<ListedFrom | null>(null)
  useLayoutEffect(() => {
    listedFrom.current = { wallets, directoryItems, directory: directoryState, empty }
    // A render for an older text (its keystroke's render still to come) would bring that text's rows back for a frame.
    if (typedRef.current === query) show({ results, total, moreRow, empty }, pooledRows, virtualizer.getTotalSize())
  })

  // A keystroke shows its rows itself, before React renders anything: the virtualizer is given the new count and
  // asked for the rows in view, and the pool patches them, all inside the input event. The render that brings the rest
  // of the view up to date (the live status, the rows just outside the view, the directory search) runs once that
  // frame is painted. Rendered by React first, the keystroke's frame also waited for the view's render and commit and
  // for the two rows below the view (measured at the bench's 4× CPU against that build, interleaved: keystroke to
  // painted rows 1.3–2.8 ms faster in three runs of four, 0.5 ms slower in one).
  // React renders at once instead where it has more to change than rows: "No wallet found" to show or to take away, the
  // list scrolled (the window depends on a scroll not yet reported), the row that loads more in view, or the
  // directory's own list for an emptied box.
  const pendingRender = useRef<(() => void) | undefined>(undefined)
  useEffect(() => () => pendingRender.current?.(), [])
  const showTyped = (text: string): boolean => {
    const needle = searchNeedle(text)
    const { current: from } = listedFrom
    if (!poolRef.current || !from || from.empty || (directory.enabled && needle === '')) return false
    const outcome = searchResults(from.wallets, from.directoryItems, from.directory, needle)
    if (outcome.empty) return false
    const { overscan } = virtualizer.options
    virtualizer.setOptions({ ...virtualizer.options, count: outcome.results.length + outcome.moreRow, overscan: 0 })
    const items = virtualizer.getVirtualItems()
    virtualizer.setOptions({ ...virtualizer.options, overscan })
    if (items.some((item) => !outcome.results[item.index])) return false
    show(outcome, rowsFor(items, outcome.results), virtualizer.getTotalSize())
    return true
  }
  const onType = (text: string): void => {
    typedRef.current = text
    pendingRender.current?.()
    pendingRender.current = undefined
    if (scrolledRef.current) {
      scrolledRef.current = false
      scrollRef.current?.scrollTo?.({ top: 0 })
    } else if (showTyped(text)) {
      pendingRender.current = afterNextPaint(() => {
        pendingRender.current = undefined
        setQuery(text)
      })
      return
    }
    setQuery(text)
  }

  return (
    <div>
      <div className="foyer-search">
        <SearchIcon />
        <input
          type="search"
          aria-label={messages.searchWallets}
          placeholder={messages.searchPlaceholder}
          // Not controlled: the text runs ahead of `query` until the keystroke's render (onType).
          defaultValue=""
          onChange={(event) => onType(event.target.value)}
          ref={searchRef}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
        />
      </div>
      <p className="foyer-sr-only" role="status" aria-live="polite">
        {results.length === 0 && directory.loading
          ? messages.directoryLoading
          : results.length === 0
            ? messages.noWalletFound
            : total === 1
              ? messages.resultsCountOne
              : formatMessage(messages.resultsCount, { count: total })}
      </p>
      {/* The list's frame has the list's height, so the modal does not shrink and grow again as a name is typed and
          corrected; when nothing matches, the message shows in it instead of the list. The list is hidden, not removed:
          display: none is cheap for the keystroke (visibility: hidden with inert restyled every row: the no-match query
          measured ~8 ms slower at 4× CPU), and its rows are kept for the next query that matches. */}
      <div className="foyer-virtual-frame">
        {empty && (
          <div className="foyer-center">
            <span className="foyer-tile-icon" aria-hidden="true">
              <SearchIcon />
            </span>
            <h3>{messages.noWalletFound}</h3>
            <p className="foyer-muted">{messages.noWalletFoundHint}</p>
          </div>
        )}
        <div
          ref={scrollRef}
          hidden={empty}
          className="foyer-virtual"
          onScroll={(event) => {
            scrolledRef.current = event.currentTarget.scrollTop > 0
          }}
          onFocus={(event) => {
            const position = (event.target as Element).closest('[aria-posinset]')?.getAttribute('aria-posinset')
            setFocusedIndex(position ? Number(position) - 1 : -1)
          }}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusedIndex(-1)
          }}
        >
          <ul ref={listRef} className="foyer-virtual-inner foyer-list">
            {/* The wallet rows are the pool's (above); React renders only the row after them that loads more. */}
            {virtualItems.map((item) =>
              results[item.index] ? null : (
                <li
                  key="more"
                  className="foyer-virtual-row"
                  style={{ transform: `translateY(${item.start}px)`, height: ROW_HEIGHT }}
                >
                  {directory.failed ? (
                    <button type="button" className="foyer-item" onClick={directory.retry}>
                      <span className="foyer-item-name">{messages.directoryFailed}</span>
                    </button>
                  ) : (
                    <div role="status" aria-label={messages.directoryLoading}>
                      <Skeleton width="100%" height={56} radius={12} />
                    </div>
                  )}
                </li>
              ),
            )}
          </ul>
        </div>
      </div>
    </div>
  )
}
