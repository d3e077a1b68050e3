import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
} from 'react'
import { createPortal } from 'react-dom'
import { useFoyerContext } from '../context.js'
import { useFoyerAccount } from '../hooks/useFoyerAccount.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { afterNextPaint } from './after-next-paint.js'
import { cycleFocus, deepActiveElement } from './focus.js'
import { modalDurationMs } from './theme.js'
import { DialogFrame } from './DialogFrame.js'
import { OffPageContext } from './off-page.js'
import { createStage, useStagedDialog } from './useStagedDialog.js'

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches
}

/**
 * The dialog: overlay, header (back, title, close) and the current view. Rendered inside the shadow root by
 * `ModalRoot`, into an element of its own that is on the page while the modal is open. Stays mounted for the exit
 * animation after the store says closed, inert meanwhile. While closed and idle, the dialog the next open will show
 * (Connect, or Account once connected) is rendered ahead of time into that element off the page
 * (`useStagedDialog`), so opening only attaches it.
 */
export function ModalShell({ shadowRoot }: { shadowRoot: ShadowRoot }): ReactElement | null {
  const { client, closeGuard } = useFoyerContext()
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
  const [stage] = useState(createStage)
  const nextView = useFoyerAccount().address ? 'Account' : 'Connect'
  const { staged, generation, discard, offPage } = useStagedDialog({
    client,
    shadowRoot,
    stage,
    view: nextView,
    active: open || mounted,
  })
  useEffect(() => {
    if (open || !mounted) return
    const timer = setTimeout(
      () => {
        setMounted(false)
        discard()
      },
      prefersReducedMotion() ? 0 : modalDurationMs(client.options.themeVariables),
    )
    return () => clearTimeout(timer)
  }, [open, mounted, client, discard])

  // Opening: remember the trigger, then, once the frame showing the dialog has been painted, move focus into it and
  // stop the page behind from scrolling. Both need a style and layout pass, and the overflow change re-lays out the
  // whole page: done in the opening task, they held the first frame of the dialog back by that much (bench: about a
  // fifth of click → wallet name painted at 4× CPU). One frame later nobody can have scrolled or typed.
  // Closing: undo both and give focus back to the trigger.
  const focusPending = useRef(false)
  useLayoutEffect(() => {
    if (!open) return
    const active = deepActiveElement()
    returnFocusRef.current = active && !shadowRoot.host.contains(active) && active !== shadowRoot.host ? active : null
    const root = document.documentElement
    const previous = { overflow: root.style.overflow, gutter: root.style.scrollbarGutter }
    let locked = false
    focusPending.current = true
    const cancel = afterNextPaint(() => {
      locked = true
      focusPending.current = false
      // Keep the scrollbar's space while scrolling is locked, so the page behind does not shift sideways. Read right
      // after a frame, the page's layout is the one just painted: the read costs nothing (during the opening render
      // it forced a style update, ~5 ms at 4× CPU, since the click had changed the trigger's state).
      if (window.innerWidth - root.clientWidth > 0) root.style.scrollbarGutter = 'stable'
      root.style.overflow = 'hidden'
      // Unless something inside the dialog took focus meanwhile (a view's autofocus), the dialog itself takes it.
      const inside = shadowRoot.activeElement
      if (!inside || !dialogRef.current?.contains(inside)) dialogRef.current?.focus({ preventScroll: true })
    })
    return () => {
      cancel()
      focusPending.current = false
      if (locked) {
        root.style.overflow = previous.overflow
        root.style.scrollbarGutter = previous.gutter
      }
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

  // A new view replaces the old one's controls, the focused one (the control that asked for it) among them. Focus is
  // moved to the dialog first, as the router changes and before React renders: were it removed with its control,
  // focus would fall to the page's body, and React, seeing focus leave the modal's host during its commit, restores it
  // there, reading the page's scroll offsets, which forced the style and layout of the whole new view inside the
  // click (traced at 4× CPU: ~40 ms of opening All Wallets).
  useEffect(() => {
    if (!open) return
    return client.stores.router.subscribe((state, previous) => {
      if (state.view === previous.view) return
      const active = shadowRoot.activeElement
      if (active?.closest('.foyer-view')) dialogRef.current?.focus({ preventScroll: true })
    })
  }, [open, client, shadowRoot])

  // A view change removes the focused control with the old view; keep focus inside the dialog, once the new view's
  // first frame is painted (a view that focuses a control of its own does so by then). (On opening, the effect above
  // does it.)
  useEffect(() => {
    if (!open || focusPending.current) return
    return afterNextPaint(() => {
      const active = shadowRoot.activeElement
      if (!active || !active.isConnected) dialogRef.current?.focus({ preventScroll: true })
    })
  }, [view, open, shadowRoot])

  const goBack = useCallback(() => client.router.goBack(), [client])
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
    if (event.repeat && event.key === 'Enter' && (event.target as Element).closest('button, [role="button"]')) {
      // Enter held down presses a button again on every repeat: Review, then the Send that takes its focus, then Done.
      // One press of the key is one press of a button.
      event.preventDefault()
    } else if (event.key === 'Escape') {
      event.stopPropagation()
      event.preventDefault()
      requestClose()
    } else if (event.key === 'Tab' && dialogRef.current) {
      event.preventDefault()
      cycleFocus(dialogRef.current, shadowRoot.activeElement, event.shiftKey)
    }
  }

  // The view the last single click was made in. A double-click on a button that opens another view must not also
  // press whatever that view has under the pointer (a chain in the chain picker after a wallet was double-clicked).
  const clickedIn = useRef<string | undefined>(undefined)

  if (!mounted && !staged) return null
  // Staged, it is drawn as the next open will draw it (open, on its first view), so that opening changes nothing in it.
  const shown = mounted ? view : staged!
  const closable = client.canClose() && (!closeGuard || closeGuard({ view: shown, client }))
  return createPortal(
    <OffPageContext.Provider value={offPage} key={generation}>
      <DialogFrame
        open={open || !mounted}
        view={shown}
        titleId={titleId}
        dialogRef={dialogRef}
        onKeyDown={onKeyDown}
        onClickCapture={(event: MouseEvent<HTMLDivElement>) => {
          if (event.detail <= 1) clickedIn.current = shown
          else if (clickedIn.current !== shown) {
            event.stopPropagation()
            event.preventDefault()
          }
        }}
        onOverlayMouseDown={requestClose}
        onBack={mounted && canGoBack ? goBack : undefined}
        onClose={closable ? requestClose : undefined}
      />
    </OffPageContext.Provider>,
    stage,
  )
}
