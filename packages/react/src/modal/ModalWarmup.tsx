import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactElement } from 'react'
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

/** Where the warm-up renders: never shown, never focusable, never read out, even for the moment it is attached. */
function warmContainer(): HTMLElement {
  const element = document.createElement('div')
  element.style.cssText = 'position:fixed;visibility:hidden;pointer-events:none'
  element.inert = true
  element.setAttribute('aria-hidden', 'true')
  return element
}

/**
 * Once the page is idle, renders the dialog with the Connect view one time into a hidden element, has it styled and
 * laid out inside the modal's shadow root for the length of one call (attached and taken out in the same task, so no
 * frame paints it and no other task sees it), then drops it; it also has the modal's fonts loaded (`warmFonts`). The
 * first open of the modal otherwise also pays for compiling the dialog's and the view's code (in the bench, about a
 * fifth of the main thread's work between the click and the first frame), and for matching the stylesheet and
 * shaping the text for the first time (traced at 4× CPU: style 30 → 18 ms, layout 43 → 15 ms). Nothing stays in the
 * page: no hidden text, no second dialog for assistive technology or tests to find. Skipped where there is no
 * requestIdleCallback, and while the modal is open. Once an account is connected, the modal's next open is the
 * Account view (the account button's), so that view is warmed the same way once: compiling its code was ~15 % of the
 * main thread's work between the click and the tokens painted (bench/account-open.mjs, traced).
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
            setTarget({ element: warmContainer(), view })
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

  // Styled and laid out once, inside the modal's shadow root, and taken out again in the same task (before any frame
  // can paint it or any other task can see it): the first open otherwise also pays for matching the stylesheet's
  // rules and shaping the dialog's text for the first time.
  useLayoutEffect(() => {
    const shadowRoot = host?.shadowRoot
    if (!target || !shadowRoot) return
    const { element } = target
    shadowRoot.appendChild(element)
    element.getBoundingClientRect()
    element.remove()
  }, [target, host])

  // Rendered once is enough: unmount it right after it committed.
  useEffect(() => {
    if (!target) return
    const timer = setTimeout(() => setTarget(null), 0)
    return () => clearTimeout(timer)
  }, [target])

  if (!target) return null
  return createPortal(<DialogFrame open view={target.view} titleId={titleId} onClose={() => {}} />, target.element)
}
