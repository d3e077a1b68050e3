import type { ReactElement } from 'react'

/** Two opposite arrows: the Swap feature's button and the flip control. Hidden from assistive tech like ui/icons. */
export const SwapIcon = (): ReactElement => (
  <svg
    width={18}
    height={18}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden
    focusable={false}
  >
    <path d="M7 4v14M3 14l4 4 4-4M17 20V6M13 10l4-4 4 4" />
  </svg>
)
