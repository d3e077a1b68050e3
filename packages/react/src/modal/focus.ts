const focusableSelector = [
  'button:not([disabled])',
  'a[href]',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

/** Elements inside `container` that Tab should reach, in document order. */
export function getFocusable(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(focusableSelector)).filter(
    (el) => !el.closest('[hidden],[inert],[aria-hidden="true"]'),
  )
}

/**
 * Moves focus to the next (or previous) focusable element inside `container`, wrapping at both ends. Tab is handled
 * entirely here rather than left to the browser, so focus can never escape the dialog (not even into the page
 * behind the overlay) and behaves the same in every engine.
 */
export function cycleFocus(container: HTMLElement, active: Element | null, backwards: boolean): void {
  const items = getFocusable(container)
  if (items.length === 0) {
    container.focus()
    return
  }
  const index = active ? items.indexOf(active as HTMLElement) : -1
  let next: number
  if (index === -1) next = backwards ? items.length - 1 : 0
  else next = (index + (backwards ? -1 : 1) + items.length) % items.length
  items[next]!.focus()
}

/** The focused element, looking through open shadow roots (a trigger may itself live in one). */
export function deepActiveElement(): Element | null {
  let active: Element | null = document.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active
}
