// Inline SVG icons: no icon font, no remote image. All use currentColor and are hidden from assistive tech;
// the control around them carries the name.
import type { ReactElement } from 'react'

const base = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const

export const CloseIcon = (): ReactElement => (
  <svg {...base}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
)
export const BackIcon = (): ReactElement => (
  <svg {...base}>
    <path d="M15 18l-6-6 6-6" />
  </svg>
)
export const ChevronRightIcon = (): ReactElement => (
  <svg {...base} width={16} height={16}>
    <path d="M9 6l6 6-6 6" />
  </svg>
)
export const CheckIcon = (): ReactElement => (
  <svg {...base} width={18} height={18}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </svg>
)
export const CopyIcon = (): ReactElement => (
  <svg {...base} width={16} height={16}>
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15V5a2 2 0 0 1 2-2h8" />
  </svg>
)
export const SearchIcon = (): ReactElement => (
  <svg {...base} width={18} height={18}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M20 20l-4.2-4.2" />
  </svg>
)
export const WarningIcon = (): ReactElement => (
  <svg {...base} width={28} height={28}>
    <path d="M12 3.5l9.5 16.5h-19z" />
    <path d="M12 10v4.5M12 17.5v.01" />
  </svg>
)
export const DisconnectIcon = (): ReactElement => (
  <svg {...base} width={18} height={18}>
    <path d="M15 17l5-5-5-5M20 12H9M11 20H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h5" />
  </svg>
)
export const GridIcon = (): ReactElement => (
  <svg {...base}>
    <rect x="4" y="4" width="6" height="6" rx="1.5" />
    <rect x="14" y="4" width="6" height="6" rx="1.5" />
    <rect x="4" y="14" width="6" height="6" rx="1.5" />
    <rect x="14" y="14" width="6" height="6" rx="1.5" />
  </svg>
)
export const ErrorIcon = (): ReactElement => (
  <svg {...base} width={28} height={28}>
    <circle cx="12" cy="12" r="9" />
    <path d="M9 9l6 6M15 9l-6 6" />
  </svg>
)
export const LayersIcon = (): ReactElement => (
  <svg {...base} width={18} height={18}>
    <path d="M12 3l9 5-9 5-9-5z" />
    <path d="M3 13l9 5 9-5" />
  </svg>
)
export const SendIcon = (): ReactElement => (
  <svg {...base} width={18} height={18}>
    <path d="M7 17L17 7M9 7h8v8" />
  </svg>
)
export const SuccessIcon = (): ReactElement => (
  <svg {...base} width={28} height={28}>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l3 3 5-6" />
  </svg>
)
/** WalletConnect's sign, drawn here (a bridge of two arcs on a blue tile) for the middle of the QR code. */
export const WalletConnectMark = ({ size = 40 }: { size?: number }): ReactElement => (
  <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
    <rect width="40" height="40" rx="10" fill="#3b82f6" />
    <path
      d="M10.5 16.5c5.2-5 13.8-5 19 0M14 20.5c3.3-3.1 8.7-3.1 12 0"
      fill="none"
      stroke="#fff"
      strokeWidth="3"
      strokeLinecap="round"
    />
    <path
      d="M13.5 24.5l3.5 3.5 3-3 3 3 3.5-3.5"
      fill="none"
      stroke="#fff"
      strokeWidth="2.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
)
export const RefreshIcon = (): ReactElement => (
  <svg {...base} width={16} height={16}>
    <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />
  </svg>
)
export const ReceiveIcon = (): ReactElement => (
  <svg {...base}>
    <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
  </svg>
)
/** Money coming in (Activity). */
export const ArrowInIcon = (): ReactElement => (
  <svg {...base} width={16} height={16}>
    <path d="M17 7L7 17M7 9v8h8" />
  </svg>
)
/** Money going out (Activity). */
export const ArrowOutIcon = (): ReactElement => (
  <svg {...base} width={16} height={16}>
    <path d="M7 17L17 7M9 7h8v8" />
  </svg>
)
