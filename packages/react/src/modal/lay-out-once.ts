import { useEffect, useLayoutEffect } from 'react'

/**
 * Styles and lays out a copy of `source` once inside `container`, and takes it out again in the same call: no frame
 * can paint it, no other task can see it, and it is hidden, inert and out of the accessibility tree for that moment.
 * Something rendered ahead of time off the page otherwise pays, when it comes on, for matching the stylesheet's rules
 * and shaping its text for the first time (traced at 4× CPU, the modal's first open: layout 31–140 ms without this,
 * 15 ms with it). A copy, because elements that were styled once and taken off the page cost more to style again
 * when they come back than new ones (traced: the open's style 38–50 ms against 21–25).
 *
 * `fixed` takes the copy out of the flow (a whole dialog, sized by itself); `in-flow` lays it out where the original
 * will go, after what `container` holds, so its lines break at the width they will have.
 */
export function layOutOnce(source: HTMLElement, container: Node, placement: 'fixed' | 'in-flow'): void {
  const copy = source.cloneNode(true) as HTMLElement
  copy.style.cssText = `${placement === 'fixed' ? 'position:fixed;' : ''}visibility:hidden;pointer-events:none`
  copy.setAttribute('inert', '')
  copy.setAttribute('aria-hidden', 'true')
  container.appendChild(copy)
  copy.getBoundingClientRect()
  copy.remove()
}

/**
 * While `element` waits off the page (`waiting`), keeps a laid-out copy's work done: once as it starts waiting (in the
 * commit, before anything else runs), and again at the next idle moment after anything in it changed (a view's data
 * arriving after it was rendered), so coming on the page pays for no first-time style or text shaping.
 */
export function useLaidOutWhileWaiting(
  element: HTMLElement | undefined,
  container: () => Node | null,
  placement: 'fixed' | 'in-flow',
  waiting: boolean,
): void {
  useLayoutEffect(() => {
    const where = container()
    if (element && waiting && where) layOutOnce(element, where, placement)
    // The container is read when the effect runs (a ref's element); it does not decide when to run.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [element, waiting, placement])

  useEffect(() => {
    if (!element || !waiting || typeof MutationObserver !== 'function' || typeof requestIdleCallback !== 'function')
      return
    let idle: number | undefined
    const observer = new MutationObserver(() => {
      idle ??= requestIdleCallback(
        () => {
          idle = undefined
          const where = container()
          if (!element.isConnected && where) layOutOnce(element, where, placement)
        },
        { timeout: 3000 },
      )
    })
    observer.observe(element, { childList: true, subtree: true, characterData: true, attributes: true })
    return () => {
      observer.disconnect()
      if (idle !== undefined) cancelIdleCallback(idle)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [element, waiting, placement])
}
