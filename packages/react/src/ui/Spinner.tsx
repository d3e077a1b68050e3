import type { ReactElement } from 'react'

/** A decorative spinner; pair it with visible or live text that says what is happening. */
export function Spinner({ size = 18 }: { size?: number }): ReactElement {
  return (
    <svg className="foyer-spinner" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  )
}

/** A shimmering placeholder block with the size of what is loading. */
export function Skeleton({
  width,
  height,
  radius,
}: {
  width: number | string
  height: number | string
  radius?: number | string
}): ReactElement {
  return <span className="foyer-skeleton" aria-hidden="true" style={{ width, height, borderRadius: radius }} />
}
