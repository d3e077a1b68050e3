import { useEffect, type DependencyList, type RefObject } from 'react'

/**
 * Each step (and each settled phase) puts focus on its main control (`data-autofocus`), so keyboard and screen reader
 * users follow. A text field only takes focus with a fine pointer: on a touch screen it would throw up the keyboard.
 */
export function useStepFocus(rootRef: RefObject<HTMLDivElement | null>, deps: DependencyList): void {
  useEffect(() => {
    const root = rootRef.current
    const target = root?.querySelector<HTMLElement>('[data-autofocus]')
    if (!target) {
      // Signing or pending: no control to go to. If the one pressed went away, keep focus in the dialog.
      const holder = root?.getRootNode()
      const active = holder instanceof ShadowRoot || holder instanceof Document ? holder.activeElement : null
      if (!active || !active.isConnected || active === document.body)
        root?.closest<HTMLElement>('.foyer-dialog')?.focus({ preventScroll: true })
      return
    }
    if (
      target instanceof HTMLInputElement &&
      !(typeof matchMedia === 'function' && matchMedia('(pointer: fine)').matches)
    )
      return
    target?.focus({ preventScroll: true })
    // The caller names what moves focus (the step, the phase); the ref is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps)
}
