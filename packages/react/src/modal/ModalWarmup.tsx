import { useEffect, useId, useState, type ReactElement } from 'react'
import { createPortal } from 'react-dom'
import { useFoyerClient } from '../context.js'
import { DialogFrame } from './DialogFrame.js'
import { loadView } from './views.js'

/**
 * Once the page is idle, renders the dialog with the Connect view one time into an element that is never attached to
 * the document, then drops it. The first open of the modal otherwise also pays for compiling the dialog's and the
 * view's code (in the bench, about a fifth of the main thread's work between the click and the first frame). Nothing
 * reaches the page: no hidden text, no second dialog for assistive technology or tests to find. Skipped where there is
 * no requestIdleCallback, and when the modal opens first.
 */
export function ModalWarmup(): ReactElement | null {
  const client = useFoyerClient()
  const titleId = useId()
  const [target, setTarget] = useState<HTMLElement | null>(null)

  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return
    let cancelled = false
    let idle: number | undefined
    loadView('Connect').then(
      () => {
        if (cancelled) return
        idle = requestIdleCallback(
          () => {
            if (!client.stores.modal.getState().open) setTarget(document.createElement('div'))
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
  }, [client])

  // Rendered once is enough: unmount it right after it committed.
  useEffect(() => {
    if (!target) return
    const timer = setTimeout(() => setTarget(null), 0)
    return () => clearTimeout(timer)
  }, [target])

  if (!target) return null
  return createPortal(<DialogFrame open view="Connect" titleId={titleId} onClose={() => {}} />, target)
}
