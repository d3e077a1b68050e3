import { useEffect, useId, useState, type ReactElement } from 'react'
import { createPortal } from 'react-dom'
import { useFoyerClient } from '../context.js'
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
 * requestIdleCallback, and when the modal opens first.
 */
export function ModalWarmup({ host }: { host?: HTMLElement | undefined }): ReactElement | null {
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
            if (client.stores.modal.getState().open) return
            if (host) warmFonts(host)
            setTarget(document.createElement('div'))
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
  }, [client, host])

  // Rendered once is enough: unmount it right after it committed.
  useEffect(() => {
    if (!target) return
    const timer = setTimeout(() => setTarget(null), 0)
    return () => clearTimeout(timer)
  }, [target])

  if (!target) return null
  return createPortal(<DialogFrame open view="Connect" titleId={titleId} onClose={() => {}} />, target)
}
