import { createContext, useContext } from 'react'

/**
 * Whether what a component renders in is off the page: a dialog rendered ahead of the modal's next open
 * (useStagedDialog), or a view rendered ahead of the dialog's next step (ViewSlot). An object read when it matters
 * rather than a value: coming onto the page must not render anything again, which a changed context value would.
 */
export interface OffPage {
  readonly current: boolean
  /**
   * Runs `run` once the component is on the page: at once if it is, else when it is attached. Returns a cancel, which
   * also calls the cleanup `run` returned.
   */
  onPage(run: () => void | (() => void)): () => void
}

/** The controller of one staged tree: the stager attaches and detaches it, the tree's components read `OffPage`. */
export interface OffPageControl extends OffPage {
  attach(): void
  detach(): void
}

export function createOffPage(): OffPageControl {
  let off = true
  const waiting = new Set<() => void>()
  return {
    get current() {
      return off
    },
    onPage(run) {
      let cleanup: void | (() => void)
      if (!off) {
        cleanup = run()
        return () => cleanup?.()
      }
      const start = (): void => {
        waiting.delete(start)
        cleanup = run()
      }
      waiting.add(start)
      return () => {
        waiting.delete(start)
        cleanup?.()
      }
    },
    attach() {
      off = false
      for (const start of [...waiting]) start()
    },
    detach() {
      off = true
    },
  }
}

/** Outside a staged tree (the modal open, a button on the page): never off the page. */
export const ON_PAGE: OffPage = {
  current: false,
  onPage(run) {
    const cleanup = run()
    return () => cleanup?.()
  },
}

export const OffPageContext = createContext<OffPage>(ON_PAGE)

export function useOffPage(): OffPage {
  return useContext(OffPageContext)
}
