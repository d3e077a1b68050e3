import { useEffect, useId, useRef, useState, type ReactElement } from 'react'
import { createPortal } from 'react-dom'
import type { ViewName } from '@foyer/core'
import { useFoyerClient } from '../context.js'
import { useFoyerAccount } from '../hooks/useFoyerAccount.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { DialogFrame } from './DialogFrame.js'
import { loadView } from './views.js'

/**
 * Lays out the modal stylesheet's `:host([data-warming])` generated text once and takes it away again, in the same
 * task: the font faces the dialog draws with are loaded now rather than in the first open's layout. The forced layout
 * is the point (it runs in idle time); nothing is painted, and no node is added.
 */
function warmFonts(host: HTMLElement): void {
  host.setAttribute('data-warming', '')
  host.getBoundingClientRect()
  host.removeAttribute('data-warming')
}

/**
 * Once the page is idle, renders the dialog with the Connect view one time into an element that is never attached to
 * the document, then drops it, and has the modal's fonts loaded (`warmFonts`). The first open of the modal otherwise
 * also pays for compiling the dialog's and the view's code (in the bench, about a fifth of the main thread's work
 * between the click and the first frame) and for loading the font faces in its first layout. Nothing reaches the
 * page: no hidden text, no second dialog for assistive technology or tests to find. Skipped where there is no
 * requestIdleCallback, and while the modal is open. Once an account is connected, the modal's next open is the
 * Account view (the account button's), so that view is rendered the same way once: compiling its code was ~15 % of
 * the main thread's work between the click and the tokens painted (bench/account-open.mjs, traced).
 */
export function ModalWarmup({ host }: { host?: HTMLElement | undefined }): ReactElement | null {
  const client = useFoyerClient()
  const titleId = useId()
  const [target, setTarget] = useState<{ element: HTMLElement; view: ViewName } | null>(null)
  const view: ViewName = useFoyerAccount().address ? 'Account' : 'Connect'
  const warmed = useRef(new Set<ViewName>())
  // Connecting happens with the modal open: the Account view is warmed once it has closed.
  const open = useStoreSelector(client.stores.modal, (s) => s.open)

  useEffect(() => {
    if (typeof requestIdleCallback !== 'function' || open || warmed.current.has(view)) return
    let cancelled = false
    let idle: number | undefined
    loadView(view).then(
      () => {
        if (cancelled) return
        idle = requestIdleCallback(
          () => {
            if (client.stores.modal.getState().open) return
            if (host && warmed.current.size === 0) warmFonts(host)
            warmed.current.add(view)
            setTarget({ element: document.createElement('div'), view })
          },
          { timeout: 3000 },
        )
      },
      () => {},
    )
    return () => {
      cancelled = true
      if (idle !== undefined) cancelIdleCallback(idle)
    }
  }, [client, host, view, open])

  // Rendered once is enough: unmount it right after it committed.
  useEffect(() => {
    if (!target) return
    const timer = setTimeout(() => setTarget(null), 0)
    return () => clearTimeout(timer)
  }, [target])

  if (!target) return null
  return createPortal(<DialogFrame open view={target.view} titleId={titleId} onClose={() => {}} />, target.element)
}
