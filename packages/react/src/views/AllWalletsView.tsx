import { useCallback, useMemo, useRef, useState, type ReactElement } from 'react'
import { useVirtualizer, observeElementRect, type Rect, type Virtualizer } from '@tanstack/react-virtual'
import type { WalletListItem } from '@foyer/core'
import { useFoyerClient, useMessages } from '../context.js'
import { useWalletSections } from '../hooks/useWalletSections.js'
import { formatMessage } from '../messages/en.js'
import { SearchIcon } from '../ui/icons.js'
import { dedupeWallets, selectWallet } from './walletActions.js'
import { WalletRow } from './WalletRow.js'

const ROW_HEIGHT = 62 // 56px row + 6px gap
const FALLBACK_RECT: Rect = { width: 328, height: 400 }

// Before layout (and where there is none, like jsdom) the list reports 0×0; assume the CSS size instead so the
// first paint already has rows rather than an empty box.
function observeRectWithFallback(
  instance: Virtualizer<HTMLDivElement, Element>,
  cb: (rect: Rect) => void,
): void | (() => void) {
  return observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : FALLBACK_RECT))
}

/** Every wallet the app offers (installed, custom, featured, …) with a search box; virtualized for long lists. */
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

  const needle = query.trim().toLowerCase()
  const results = useMemo<WalletListItem[]>(
    () => (needle ? wallets.filter((w) => w.key.includes(needle)) : wallets).map((w) => w.wallet),
    [wallets, needle],
  )

  // Stable, so that a row still showing the same wallet after a keystroke is not rendered again (WalletRow is memo).
  const onSelect = useCallback((wallet: WalletListItem) => selectWallet(client, wallet), [client])

  const scrollRef = useRef<HTMLDivElement>(null)
  // Whether the list has been scrolled away from the top, noted from its scroll events: a new query scrolls back only
  // then, because setting the scroll offset forces a layout inside the keystroke, before React has even rendered.
  const scrolledRef = useRef(false)
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: results.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 4,
    initialRect: FALLBACK_RECT,
    observeElementRect: observeRectWithFallback,
  })

  return (
    <div>
      <div className="foyer-search">
        <SearchIcon />
        <input
          type="search"
          aria-label={messages.searchWallets}
          placeholder={messages.searchPlaceholder}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value)
            if (scrolledRef.current) {
              scrolledRef.current = false
              scrollRef.current?.scrollTo?.({ top: 0 })
            }
          }}
          // Straight to typing with a keyboard; on touch screens the on-screen keyboard would hide the list.
          autoFocus={typeof matchMedia === 'function' && matchMedia('(pointer: fine)').matches}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
        />
      </div>
      <p className="foyer-sr-only" role="status" aria-live="polite">
        {results.length === 0
          ? messages.noWalletFound
          : formatMessage(messages.resultsCount, { count: results.length })}
      </p>
      {results.length === 0 ? (
        <div className="foyer-center">
          <span className="foyer-tile-icon" aria-hidden="true">
            <SearchIcon />
          </span>
          <h3>{messages.noWalletFound}</h3>
          <p className="foyer-muted">{messages.noWalletFoundHint}</p>
        </div>
      ) : (
        <div
          ref={scrollRef}
          className="foyer-virtual"
          onScroll={(event) => {
            scrolledRef.current = event.currentTarget.scrollTop > 0
          }}
        >
          <ul className="foyer-virtual-inner foyer-list" style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((item) => {
              const wallet = results[item.index]!
              return (
                // Keyed by position (the virtualizer's default key), not by wallet: a new query updates the rows already
                // on screen in place (name, icon, badge) instead of removing them and building new ones.
                <li
                  key={item.key}
                  className="foyer-virtual-row"
                  aria-setsize={results.length}
                  aria-posinset={item.index + 1}
                  style={{ transform: `translateY(${item.start}px)`, height: ROW_HEIGHT }}
                >
                  <WalletRow wallet={wallet} onSelect={onSelect} />
                </li>
              )
            })}
          </ul>
        </div>
      )}
    </div>
  )
}
