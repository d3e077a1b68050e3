import { useEffect, useLayoutEffect, useRef, useState, type ReactElement } from 'react'
import { createPortal } from 'react-dom'
import type { ViewName } from '@foyer/core'
import { useFoyerClient } from '../context.js'
import { createOffPage, OffPageContext, useOffPage, type OffPageControl } from './off-page.js'
import { ViewHost } from './ViewHost.js'
import { useLaidOutWhileWaiting } from './lay-out-once.js'
import { whenViewReadyAndIdle } from './when-view-ready-and-idle.js'

/**
 * The view a person is likely to go to next from a view, rendered ahead of time while the dialog shows the first one.
 * All Wallets is the costly one: a virtualized list of the wallets and the directory's first page, whose render and
 * commit took most of the click on "All Wallets" (traced at 4× CPU: ~150 ms of React's work in the click's task).
 */
const NEXT_VIEW: Partial<Record<ViewName, ViewName>> = { Connect: 'AllWallets' }

interface StagedView {
  view: ViewName
  /** The `.foyer-view` element the staged view is rendered into; off the page until the dialog goes to it. */
  element: HTMLElement
  offPage: OffPageControl
  /** Shown once: when the dialog moves on, this tree is dropped, so a later visit starts afresh. */
  shown: boolean
}

function createViewElement(): HTMLElement {
  const element = document.createElement('div')
  element.className = 'foyer-view'
  return element
}

/**
 * The dialog's body and its current view. Once the dialog is on the page and the page is idle, the view `NEXT_VIEW`
 * names is rendered into an element of its own off the page; when the router goes there, that element is attached in
 * the commit that removes the old view, and React renders nothing of it inside the click. Off the page, nothing of it
 * can be seen, focused, announced or found by a query, and its queries do not refetch on their own (`OffPageContext`).
 * Skipped where there is no requestIdleCallback.
 */
export function ViewSlot({ view }: { view: ViewName }): ReactElement {
  const client = useFoyerClient()
  const dialogOffPage = useOffPage()
  const bodyRef = useRef<HTMLDivElement>(null)
  const [staged, setStaged] = useState<StagedView | undefined>(undefined)
  const showStaged = staged !== undefined && staged.view === view

  // Derived as the view changes: the staged tree goes on the page once, and is dropped when the dialog leaves it.
  if (showStaged && !staged.shown) setStaged({ ...staged, shown: true })
  if (staged?.shown && !showStaged) setStaged(undefined)

  useEffect(() => {
    const next = NEXT_VIEW[view]
    if (!next || staged) return
    // Only once the dialog itself is on the page: a dialog rendered ahead of the modal's open does not also render
    // the view after its first.
    return dialogOffPage.onPage(() =>
      whenViewReadyAndIdle(next, () => {
        // The person may have gone there meanwhile; that view is rendered already.
        if (client.stores.router.getState().view !== view) return
        setStaged({ view: next, element: createViewElement(), offPage: createOffPage(), shown: false })
      }),
    )
  }, [client, view, staged, dialogOffPage])

  // Laid out as a copy where it will go while it waits (and again after it changes), so going there does not pay for
  // first-time style and text shaping (its wallet names) either.
  useLaidOutWhileWaiting(staged?.element, () => bodyRef.current, 'in-flow', staged !== undefined && !staged.shown)

  // Attached in the commit that takes the old view out, before that frame is painted.
  useLayoutEffect(() => {
    if (!showStaged || !bodyRef.current) return
    const { element, offPage } = staged
    bodyRef.current.appendChild(element)
    offPage.attach()
    return () => {
      element.remove()
      offPage.detach()
    }
  }, [showStaged, staged])

  return (
    <div className="foyer-body" ref={bodyRef}>
      {!showStaged && (
        <div className="foyer-view" key={view}>
          <ViewHost view={view} />
        </div>
      )}
      {staged &&
        createPortal(
          <OffPageContext.Provider value={staged.offPage}>
            <ViewHost view={staged.view} />
          </OffPageContext.Provider>,
          staged.element,
        )}
    </div>
  )
}
