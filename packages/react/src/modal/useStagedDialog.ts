import { useCallback, useEffect, useLayoutEffect, useState } from 'react'
import type { FoyerClient, ViewName } from '@foyer/core'
import { createOffPage, type OffPage } from './off-page.js'
import { useLaidOutWhileWaiting } from './lay-out-once.js'
import { whenViewReadyAndIdle } from './when-view-ready-and-idle.js'

/** The element the dialog is rendered into. Off the page until the modal opens. */
export function createStage(): HTMLElement {
  return document.createElement('div')
}

/**
 * While the modal is closed and the page is idle, which view its dialog is rendered for ahead of time, into `stage`
 * while `stage` is off the page: the modal's next open then only attaches what is already built, instead of rendering
 * the dialog and its view inside the click (traced at 4× CPU: ~95 ms of React's render and commit in the click's
 * task, the largest part of click → first frame). Off the page, nothing of it can be seen, focused, announced or
 * found by a query; its effects run as they would on opening (a view's queries fetch what is missing), but its
 * queries do not refetch on their own while it is off the page (`offPage`, read by useFoyerQuery).
 *
 * `view` is the view the next open will show (undefined: stage nothing). The staged tree is the one the open shows,
 * so each open starts from a fresh one: `discard()` (called once a close has finished) drops it, and a new one is
 * rendered at the next idle moment; `generation` keys it. The stage is attached exactly while `active`. Skipped where
 * there is no requestIdleCallback.
 */
export function useStagedDialog({
  client,
  shadowRoot,
  stage,
  view,
  active,
}: {
  client: FoyerClient
  shadowRoot: ShadowRoot
  stage: HTMLElement
  view: ViewName | undefined
  /** Open, or still animating out: the stage is on the page, and nothing is staged meanwhile. */
  active: boolean
}): { staged: ViewName | undefined; generation: number; discard: () => void; offPage: OffPage } {
  // Whether the dialog is off the page, set as the stage is attached and detached.
  const [offPage] = useState(createOffPage)
  const [rendered, setRendered] = useState<{ view: ViewName; generation: number } | undefined>(undefined)
  const [generation, setGeneration] = useState(0)
  const staged = rendered && rendered.view === view && rendered.generation === generation ? view : undefined

  useEffect(() => {
    if (active || !view || staged) return
    return whenViewReadyAndIdle(view, () => {
      if (!client.stores.modal.getState().open) setRendered({ view, generation })
    })
  }, [client, view, active, staged, generation])

  // On the page exactly while active: attached in the commit that opens, before that frame is painted.
  useLayoutEffect(() => {
    if (!active) return
    shadowRoot.appendChild(stage)
    offPage.attach()
    return () => {
      stage.remove()
      offPage.detach()
    }
  }, [active, shadowRoot, stage, offPage])

  // Laid out once as a copy in the shadow root while it waits, and again after it changes, so its first open no longer
  // pays for first-time style and text shaping.
  useLaidOutWhileWaiting(stage, () => shadowRoot, 'fixed', staged !== undefined && !active)

  const discard = useCallback(() => setGeneration((n) => n + 1), [])
  return { staged, generation, discard, offPage }
}
