import type { ViewName } from '@foyer/core'
import { loadView } from './views.js'

/**
 * Runs `run` once `view`'s code is loaded and the page is next idle (at the latest 3 s later): how work done ahead of
 * time (a dialog or a view rendered off the page) waits its turn. Returns a cancel; a failed load runs nothing (the
 * view shows its own retry when it is opened). Where there is no requestIdleCallback, nothing is ever run.
 */
export function whenViewReadyAndIdle(view: ViewName, run: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') return () => {}
  let cancelled = false
  let idle: number | undefined
  loadView(view).then(
    () => {
      if (!cancelled) idle = requestIdleCallback(run, { timeout: 3000 })
    },
    () => {},
  )
  return () => {
    cancelled = true
    if (idle !== undefined) cancelIdleCallback(idle)
  }
}
