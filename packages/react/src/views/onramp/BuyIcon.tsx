import type { ReactElement } from 'react'

/** A card with a plus: buying with money. Hidden from assistive tech; the button carries the name. */
export const BuyIcon = (): ReactElement => (
  <svg
    width={20}
    height={20}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden
    focusable={false}
  >
    <rect x="2" y="5" width="20" height="14" rx="2" />
    <path d="M2 10h20M16 15h2M17 14v2" />
  </svg>
)
