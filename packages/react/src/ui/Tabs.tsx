import { useId, useRef, type KeyboardEvent, type ReactElement, type ReactNode } from 'react'

/** Where a key sends the selection in a row of tabs (the tabs pattern: arrows wrap around, Home and End go to the ends). */
export function tabAfterKey<T>(tabs: readonly T[], current: T, key: string): T | undefined {
  const index = tabs.indexOf(current)
  if (key === 'ArrowRight') return tabs[(index + 1) % tabs.length]
  if (key === 'ArrowLeft') return tabs[(index - 1 + tabs.length) % tabs.length]
  if (key === 'Home') return tabs[0]
  if (key === 'End') return tabs[tabs.length - 1]
  return undefined
}

/**
 * A named tablist over one panel, as the ARIA tabs pattern has it: only the selected tab is in the Tab order (roving
 * tabindex), and arrows, Home and End select another tab and move focus to it (selection follows focus). The owner
 * keeps which tab is selected, and renders the selected tab's content as `children`.
 */
export function Tabs<T extends string>({
  tabs,
  current,
  label,
  labelOf,
  onSelect,
  children,
}: {
  tabs: readonly T[]
  current: T
  /** The tablist's accessible name. */
  label: string
  labelOf: (tab: T) => string
  onSelect: (tab: T) => void
  children: ReactNode
}): ReactElement {
  const baseId = useId()
  const refs = useRef<Partial<Record<T, HTMLButtonElement | null>>>({})
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>): void => {
    const next = tabAfterKey(tabs, current, event.key)
    if (next === undefined) return
    event.preventDefault()
    onSelect(next)
    refs.current[next]?.focus()
  }
  return (
    <>
      <div className="foyer-tabs" role="tablist" aria-label={label}>
        {tabs.map((tab) => (
          <button
            key={tab}
            ref={(el) => {
              refs.current[tab] = el
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab}`}
            className="foyer-tab"
            aria-selected={tab === current}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab === current ? 0 : -1}
            onClick={() => onSelect(tab)}
            onKeyDown={onKeyDown}
          >
            {labelOf(tab)}
          </button>
        ))}
      </div>
      <div
        className="foyer-tab-panel"
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${current}`}
      >
        {children}
      </div>
    </>
  )
}
