import { useEffect, type RefObject } from 'react'
import { afterNextPaint } from '../modal/after-next-paint.js'

/**
 * Focuses `ref`'s element once, right after the first frame that shows it (when `enabled` at mount). Focusing needs
 * fresh style and layout: done in the commit, as `autoFocus` does, it forces them inside the interaction that opened
 * the view, ahead of its first frame.
 */
export function useFocusAfterPaint(ref: RefObject<HTMLElement | null>, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return
    return afterNextPaint(() => ref.current?.focus({ preventScroll: true }))
    // Once, for the view's opening: a later change of `enabled` (a pointer plugged in) moves nobody's focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}
