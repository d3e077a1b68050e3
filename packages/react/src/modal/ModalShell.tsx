import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
} from 'react'
import { useFoyerContext } from '../context.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { BackIcon, CloseIcon } from '../ui/icons.js'
import { cycleFocus, deepActiveElement } from './focus.js'
import { modalDurationMs } from './theme.js'
import { ViewHost } from './ViewHost.js'
import { viewTitles } from './views.js'

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches
}

/**
 * The dialog: overlay, header (back, title, close) and the current view. Rendered inside the shadow root by
 * `ModalRoot`. Stays mounted for the exit animation after the store says closed, inert meanwhile.
 */
export function ModalShell({ shadowRoot }: { shadowRoot: ShadowRoot }): ReactElement | null {
  const { client, messages, closeGuard } = useFoyerContext()
  const open = useStoreSelector(client.stores.modal, (s) => s.open)
  const { view, canGoBack } = useStoreSelector(client.stores.router, (s) => ({
    view: s.view,
    canGoBack: s.history.length > 0,
  }))
  // Sign-in state decides whether the modal may close (core's canClose); re-render when it changes.
  useStoreSelector(client.stores.siwx, (s) => s.status)
  const titleId = useId()
  const dialogRef = useRef<HTMLDivElement>(null)
  const returnFocusRef = useRef<Element | null>(null)

  // Mounted while open and during the exit animation.
  const [mounted, setMounted] = useState(open)
  if (open && !mounted) setMounted(true)
  useEffect(() => {
    if (open || !mounted) return
    const timer = setTimeout(
      () => setMounted(false),
      prefersReducedMotion() ? 0 : modalDurationMs(client.options.themeVariables),
    )
    return () => clearTimeout(timer)
  }, [open, mounted, client])

  // Opening: remember the trigger, move focus into the dialog, stop the page behind from scrolling.
  // Closing: give focus back to the trigger.
  useLayoutEffect(() => {
    if (!open) return
    const active = deepActiveElement()
    returnFocusRef.current = active && !shadowRoot.host.contains(active) && active !== shadowRoot.host ? active : null
    dialogRef.current?.focus({ preventScroll: true })
    const root = document.documentElement
    const previous = { overflow: root.style.overflow, gutter: root.style.scrollbarGutter }
    // Keep the scrollbar's space while scrolling is locked, so the page behind does not shift sideways.
    if (window.innerWidth - root.clientWidth > 0) root.style.scrollbarGutter = 'stable'
    root.style.overflow = 'hidden'
    return () => {
      root.style.overflow = previous.overflow
      root.style.scrollbarGutter = previous.gutter
      const target = returnFocusRef.current
      returnFocusRef.current = null
      if (target instanceof HTMLElement && target.isConnected) {
        target.focus({ preventScroll: true })
      } else {
        // The trigger was replaced (Connect Wallet became the account button): focus its successor.
        document.querySelector<HTMLElement>('[data-foyer-button]')?.focus({ preventScroll: true })
      }
    }
  }, [open, shadowRoot])

  // A view change removes the focused control with the old view; keep focus inside the dialog.
  useEffect(() => {
    if (!open) return
    const active = shadowRoot.activeElement
    if (!active || !active.isConnected) dialogRef.current?.focus({ preventScroll: true })
  }, [view, open, shadowRoot])

  const requestClose = useCallback(() => {
    const { view: current } = client.stores.router.getState()
    if (closeGuard && !closeGuard({ view: current, client })) return
    client.close()
  }, [client, closeGuard])

  // Esc closes even if focus somehow left the dialog (a host script moved it): the dialog is modal either way.
  useEffect(() => {
    if (!open) return
    const onDocumentKeyDown = (event: globalThis.KeyboardEvent): void => {
      if (event.key !== 'Escape' || event.defaultPrevented || event.composedPath().includes(shadowRoot.host)) return
      requestClose()
    }
    document.addEventListener('keydown', onDocumentKeyDown)
    return () => document.removeEventListener('keydown', onDocumentKeyDown)
  }, [open, shadowRoot, requestClose])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      event.preventDefault()
      requestClose()
    } else if (event.key === 'Tab' && dialogRef.current) {
      event.preventDefault()
      cycleFocus(dialogRef.current, shadowRoot.activeElement, event.shiftKey)
    }
  }

  if (!mounted) return null
  const closable = client.canClose() && (!closeGuard || closeGuard({ view, client }))
  return (
    <div
      className="foyer-overlay"
      data-state={open ? 'open' : 'closed'}
      inert={!open}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) requestClose()
      }}
    >
      <div
        ref={dialogRef}
        className="foyer-dialog"
        // While it animates out, it is no longer an open dialog to anyone (assistive tech, tests, focus).
        role={open ? 'dialog' : undefined}
        aria-modal={open ? 'true' : undefined}
        aria-hidden={open ? undefined : 'true'}
        aria-labelledby={titleId}
        tabIndex={-1}
        data-view={view}
        onKeyDown={onKeyDown}
      >
        <div className="foyer-header">
          {canGoBack ? (
            <button
              type="button"
              className="foyer-icon-button"
              aria-label={messages.back}
              onClick={() => client.router.goBack()}
            >
              <BackIcon />
            </button>
          ) : (
            <span />
          )}
          <h2 className="foyer-title" id={titleId}>
            {messages[viewTitles[view] ?? 'titleConnect']}
          </h2>
          {closable ? (
            <button type="button" className="foyer-icon-button" aria-label={messages.close} onClick={requestClose}>
              <CloseIcon />
            </button>
          ) : (
            <span />
          )}
        </div>
        <div className="foyer-body">
          <div className="foyer-view" key={view}>
            <ViewHost view={view} />
          </div>
        </div>
      </div>
    </div>
  )
}
