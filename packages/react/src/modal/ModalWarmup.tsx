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
 * Once an account is connected and the page is idle, renders the dialog with the Account view (the account button
 * opens the modal on it) one time into a hidden element, has it styled and laid out inside the modal's shadow root for
 * the length of one call (attached and taken out in the same task, so no frame paints it and no other task sees it),
 * then drops it; the first time, it also has the modal's fonts loaded (`warmFonts`). The first open otherwise also pays
 * for compiling the view's code (~15 % of the main thread's work between the click and the tokens painted,
 * bench/account-open.mjs, traced) and for matching the stylesheet and shaping the text for the first time. Nothing
 * stays in the page: no hidden text, no second dialog for assistive technology or tests to find. Skipped where there
 * is no requestIdleCallback, and while the modal is open. The Connect view is not warmed here: the modal renders it
 * ahead of time itself and shows that very tree (useStagedDialog); the Account view is not kept that way, because its
 * queries would stay subscribed while the modal is closed.
 */
export function ModalWarmup({ host }: { host?: HTMLElement | undefined }): ReactElement | null {
  const client = useFoyerClient()
  const titleId = useId()
  const [target, setTarget] = useState<{ element: HTMLElement; view: ViewName } | null>(null)
  // The Connect dialog is rendered ahead by the modal itself (useStagedDialog), to be shown as it is.
  const view: ViewName | undefined = useFoyerAccount().address ? 'Account' : undefined
  const warmed = useRef(new Set<ViewName>())
  // Connecting happens with the modal open: the Account view is warmed once it has closed.
  const open = useStoreSelector(client.stores.modal, (s) => s.open)

  useEffect(() => {
    if (!view || typeof requestIdleCallback !== 'function' || open || warmed.current.has(view)) return
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
