import { useEffect, type RefObject } from 'react'
import { afterNextPaint } from '../modal/after-next-paint.js'
import { useOffPage } from '../modal/off-page.js'

/**
 * Focuses `ref`'s element once, right after the first frame that shows it, when `enabled()` says so at that mount.
 * Focusing needs fresh style and layout: done in the commit, as `autoFocus` does, it forces them inside the
 * interaction that opened the view, ahead of its first frame. A view rendered ahead of time, off the page, is focused
 * after the first frame that shows it on the page. `enabled` is a function so that it is asked once, not every render.
 */
export function useFocusAfterPaint(ref: RefObject<HTMLElement | null>, enabled: () => boolean): void {
  const offPage = useOffPage()
  useEffect(() => {
    if (!enabled()) return
    return offPage.onPage(() => afterNextPaint(() => ref.current?.focus({ preventScroll: true })))
    // Once, for the view's opening: a later change of `enabled` (a pointer plugged in) moves nobody's focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}
